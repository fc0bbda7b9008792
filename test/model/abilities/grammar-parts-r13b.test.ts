// Issue 26, grammar (round thirteen, gramB): parts of real rules text behind "you may …", "You may cast …" and
// "Search your library …" lines — two alternatives each written with its own article ("an instant card or a card with
// flash": one object of either kind, CR 608.2c; "a card named A and/or a card named B": up to one of each, 608.2d), a
// creature type spelled with a hyphen ("Assembly-Worker", CR 205.3m), and a permission to cast a card with another cost
// (CR 601.2b, 601.2f: "by paying {2}{W} rather than paying its mana cost", 118.9; "by paying 3 life and discarding a card
// in addition to paying its other costs", 118.8; "using its blitz ability", 702.152a; ", but not from anywhere else",
// 101.2). Invented lines in the shapes of real cards': read fully, printed back exactly in both eras; carried out where the
// engine does it (test/rules/game/search-article-alternatives.cards), "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';
import { CONTEXTS } from './rules-lines';

/** The permission inside a "You may …" line (an `optional` around it). */
const castFrom = (a: ReturnType<typeof parseAbility>): unknown => ('effects' in a ? a.effects.flatMap((e) => (e.kind === 'optional' ? e.effects : [e])).find((e) => e.kind === 'cast-from') : undefined);

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean][] = [
  // CR 608.2c, 701.23a: one card that is either kind (carried out: search-article-alternatives.cards AA1–AA3).
  [sameInBoth('Teaching Heron', 'Instant', 'Search your library for an instant card or a card with flash, reveal it, put it into your hand, then shuffle.'), 'search-library', true],
  [sameInBoth('Forest Seeker', 'Sorcery', 'Search your library for a Forest card or a card named Sky Blade, reveal it, put it into your hand, then shuffle.'), 'search-library', true],
  // CR 608.2d, 701.23b: up to one of each named card, the player's pick (not carried out).
  [{ name: 'Hound Caller', type: 'Creature — Dog', legacy: 'When Hound Caller enters the battlefield, you may search your library for a card named Sky Blade and/or a card named Sea Lance, reveal them, put them into your hand, then shuffle.', modern: 'When this creature enters, you may search your library for a card named Sky Blade and/or a card named Sea Lance, reveal them, put them into your hand, then shuffle.' }, 'search-library', false],
  // CR 205.3m: a hyphenated creature type is one subtype (carried out: search-article-alternatives.cards AA4–AA5).
  [{ name: 'Worker Maker', type: 'Artifact Creature — Assembly-Worker', legacy: 'When Worker Maker enters the battlefield, you may search your library for an Assembly-Worker creature card, reveal it, put it into your hand, then shuffle.', modern: 'When this creature enters, you may search your library for an Assembly-Worker creature card, reveal it, put it into your hand, then shuffle.' }, 'search-library', true],
  // CR 601.2b, 118.9: an alternative cost for casting it from the graveyard (not carried out).
  [{ name: 'Grave Guidance', type: 'Enchantment — Aura', legacy: 'You may cast Grave Guidance from your graveyard by paying {2}{W} rather than paying its mana cost.', modern: 'You may cast this card from your graveyard by paying {2}{W} rather than paying its mana cost.' }, 'cast-from', false],
  // CR 601.2f, 118.8: additional costs written as gerunds (not carried out).
  [{ name: 'Grave Embrace', type: 'Enchantment — Aura', legacy: 'You may cast Grave Embrace from your graveyard by paying 3 life and discarding a card in addition to paying its other costs.', modern: 'You may cast this card from your graveyard by paying 3 life and discarding a card in addition to paying its other costs.' }, 'cast-from', false],
  [{ name: 'Grave Offering', type: 'Creature — Zombie', legacy: 'You may cast Grave Offering from your graveyard by sacrificing a creature in addition to paying its other costs.', modern: 'You may cast this card from your graveyard by sacrificing a creature in addition to paying its other costs.' }, 'cast-from', false],
  // CR 702.152a: a keyword's alternative cost (not carried out).
  [{ name: 'Grave Underdog', type: 'Creature — Human Warrior', legacy: 'You may cast Grave Underdog from your graveyard using its blitz ability.', modern: 'You may cast this card from your graveyard using its blitz ability.' }, 'cast-from', false],
  // CR 101.2: the only zone it may be cast from (carried out: r23-carryZ-own-permission-conditions.cards CZ23E–F).
  [{ name: 'Grave Knight', type: 'Creature — Zombie Knight', legacy: 'You may cast Grave Knight from your graveyard, but not from anywhere else.', modern: 'You may cast this card from your graveyard, but not from anywhere else.' }, 'cast-from', true],
  // CR 707.12, 118.9: the copy cast for another cost (not carried out).
  [sameInBoth('Copy Book', 'Artifact', '{T}: Exile target card from a graveyard. You may copy it. If you do, you may cast the copy by paying {1} rather than paying its mana cost.'), 'cast-from', false],
  // CR 205.3, 603.2, 701.3a: "that Equipment", a subtype after "that", names the trigger's object, capital kept (carried
  // out: attach-that-subtype.cards AT1–AT3).
  [{ name: 'Smith of Blades', type: 'Creature — Dwarf Artificer', legacy: 'Whenever an Equipment enters the battlefield under your control, you may attach that Equipment to target creature you control.', modern: 'Whenever an Equipment you control enters, you may attach that Equipment to target creature you control.' }, 'attach', true],
  [{ name: 'Hammer of Blades', type: 'Legendary Artifact — Equipment', legacy: 'Whenever Hammer of Blades or another Equipment enters the battlefield under your control, you may attach that Equipment to target creature you control.', modern: 'Whenever this Equipment or another Equipment you control enters, you may attach that Equipment to target creature you control.' }, 'attach', true],
  // CR 608.2c, 701.23b: exactly as many as an earlier instruction's number, searched for by another player (not carried out).
  [sameInBoth('Wreck Settler', 'Instant', 'Exile all attacking creatures target player controls. That player may search their library for that many basic land cards, put those cards onto the battlefield tapped, then shuffle.'), 'search-library', false],
  [sameInBoth('Count Sacrifice', 'Sorcery', 'Exile all creatures you control. Search your library for that many basic land cards, put them onto the battlefield tapped, then shuffle.'), 'search-library', false],
  // CR 400.7: the object named before, in the zone written — only while it is still there (not carried out).
  [{ name: 'Grave Taker', type: 'Creature — Zombie', legacy: 'Whenever a creature an opponent controls dies, you may put that card from a graveyard onto the battlefield under your control.', modern: 'Whenever a creature an opponent controls dies, you may put that card from a graveyard onto the battlefield under your control.' }, 'zone-change', false],
];

describe('shared parts, round thirteen (gramB): alternatives with their own articles, hyphenated subtypes, casting with another cost (CR 608.2c, 205.3m, 118.8, 118.9)', () => {
  it.each(LINES)('%o', (line, kind, carriedOut) => {
    expectRow(line, kind, carriedOut);
  });

  it('types the parts', () => {
    const either = parseAbility('Search your library for an instant card or a card with flash, reveal it, put it into your hand, then shuffle.', 0, CONTEXTS.s);
    expect(JSON.stringify(either)).toContain('"eachArticle":true');
    expect(JSON.stringify(either)).not.toContain('"oneEach"');
    const each = parseAbility('Search your library for a card named Sky Blade and/or a card named Sea Lance, reveal them, put them into your hand, then shuffle.', 0, CONTEXTS.s);
    expect(JSON.stringify(each)).toMatch(/"oneEach":true.*"count":2,"upTo":true|"count":2.*"upTo":true/);
    const worker = parseAbility('Search your library for an Assembly-Worker creature card, reveal it, put it into your hand, then shuffle.', 0, CONTEXTS.s);
    expect(JSON.stringify(worker)).toContain('"types":["Assembly-Worker","creature","card"]');
    const alt = parseAbility("You may cast Veiled Tidecaller from your graveyard by paying {2}{W} rather than paying its mana cost.", 0, CONTEXTS.c);
    expect(castFrom(alt)).toMatchObject({ kind: 'cast-from', altCost: '{2}{W}', target: { kind: 'self', from: 'your graveyard' } });
    const add = parseAbility('You may cast Veiled Tidecaller from your graveyard by paying 3 life and discarding a card in addition to paying its other costs.', 0, CONTEXTS.c);
    expect(castFrom(add)).toMatchObject({ kind: 'cast-from', addCosts: 'paying 3 life and discarding a card' });
    const using = parseAbility('You may cast Veiled Tidecaller from your graveyard using its blitz ability.', 0, CONTEXTS.c);
    expect(castFrom(using)).toMatchObject({ kind: 'cast-from', using: 'Blitz' });
  });

  it('after "~ or another <kind>", "that <kind>" is the object the event names, never ~ alone (CR 603.2)', () => {
    const hammer = parseAbility('Whenever Veiled Tidecaller or another Equipment enters the battlefield under your control, you may attach that Equipment to target creature you control.', 0, CONTEXTS.c);
    expect(JSON.stringify(hammer)).toContain('"target":{"kind":"it","word":"that Equipment"}');
    const welcome = parseAbility('Whenever Veiled Tidecaller or another creature enters the battlefield under your control, put a +1/+1 counter on that creature.', 0, CONTEXTS.c);
    expect(JSON.stringify(welcome)).toContain('"target":{"kind":"it","word":"that creature"}');
    // "~ enters" alone: "it" is still ~ (CR 603.2).
    const own = parseAbility('When Veiled Tidecaller enters the battlefield, put a +1/+1 counter on it.', 0, CONTEXTS.c);
    expect(JSON.stringify(own)).toContain('"kind":"self"');
  });

  it('"that many" without "up to" and a pronoun with its zone are typed (CR 608.2c, 400.7)', () => {
    const many = parseAbility('Exile all creatures you control. Search your library for that many basic land cards, put them onto the battlefield tapped, then shuffle.', 0, CONTEXTS.s);
    expect(JSON.stringify(many)).toContain('"count":0,"thatMany":true}');
    expect(JSON.stringify(many)).not.toContain('"upTo"');
    const from = parseAbility('Whenever a creature an opponent controls dies, you may put that card from a graveyard onto the battlefield under your control.', 0, CONTEXTS.c);
    expect(JSON.stringify(from)).toContain('"from":"a graveyard"');
  });

  it('the plain permission stays carried out; a cost that is no cost part, or a zone written after the last alternative, is not read (CR 601.3, 118.8, 608.2c)', () => {
    expect(parseAbility('You may cast Veiled Tidecaller from your graveyard.', 0, CONTEXTS.c).unsimulated ?? []).toEqual([]);
    expect(parseAbility('You may cast Veiled Tidecaller from your graveyard by singing a song in addition to paying its other costs.', 0, CONTEXTS.c).unmodeled.length).toBeGreaterThan(0);
    expect(parseAbility('Return a creature card or a land card from your graveyard to your hand.', 0, CONTEXTS.s).unmodeled.length).toBeGreaterThan(0);
  });
});
