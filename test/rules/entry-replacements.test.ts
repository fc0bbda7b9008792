// End to end (rules text → recognizer → engine): Clone-like "enter as a copy" (CR 614.1c, 707.5), "enters with X
// counters" (CR 107.3m) vs. "as this is turned face up" (CR 614.1e, 708.11), a Lightform-like enchantment that
// becomes an Aura (CR 205.1a, 303.4a, 704.5m), and triggered abilities whose "it" is the triggering object (CR 603.2).

import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../server/src/model/document';
import { Engine } from '../../server/src/rules';
import { reasonText } from '../support/reason-text';

// Invented cards, written as a .cards file so that the recognizer reads their rules text.
const SOURCE = `
card "Mirror Mite"
  cost {3}{U}
  type Creature — Shapeshifter
  pt 0/0
  text
    You may have this creature enter as a copy of any creature on the battlefield.

card "Hushed Stalker"
  cost {2}{B}{B}
  type Creature — Horror
  pt 4/3
  text
    Deathtouch
    Morph {3}{B} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)

card "Swelling Ooze"
  cost {X}{G}
  type Creature — Ooze
  pt 0/0
  text
    This creature enters with X +1/+1 counters on it.

card "Knotted Wurm"
  cost {X}{G}{G}
  type Creature — Wurm
  pt 0/0
  text
    This creature enters with X +1/+1 counters on it.
    Morph {3}{G}{G}
    As this creature is turned face up, put five +1/+1 counters on it.

card "Veil Mantle"
  cost {2}{U}
  type Enchantment
  text
    When this enchantment enters, it becomes an Aura with enchant creature. Manifest the top card of your library and attach this enchantment to it.

card "Quiet Pond"
  type Land

card "Field Hound"
  cost {1}{G}
  type Creature — Dog
  pt 2/2

card "Crest of Masks"
  cost {1}{G}
  type Enchantment
  text
    Whenever a permanent you control is turned face up, put a +1/+1 counter on it.

card "Rally Banner"
  cost {2}{R}
  type Enchantment
  text
    Whenever another creature you control enters, it gains haste until end of turn.

card "Flip Charm"
  cost {1}{R}
  type Instant
  text
    Turn target face-down creature face up.

card "SpeedV Mimic Shifter"
  cost {3}{U}{U}
  type Creature — Shapeshifter
  pt 0/0
  text
    As this creature enters or is turned face up, you may choose another creature on the battlefield. If you do, until this creature is turned face down, it becomes a copy of that creature.
    Morph {1}{U}

card "SpeedV Banded Ooze"
  cost {2}{G}
  type Creature — Ooze
  pt 1/1
  text
    This creature enters with two +1/+1 counters on it.

card "SpeedV Scholar"
  cost {1}{U}
  type Creature — Human Wizard
  pt 1/1
  text
    When this creature enters, draw a card.
`;

function game(): Engine {
  const doc = buildDocument('file:///entry.cards', SOURCE);
  return new Engine(doc.cards.map((c) => c.card));
}

describe('Clone-like "enter as a copy of any creature on the battlefield" (CR 614.1c, 707.5)', () => {
  it('copying a face-down creature gives a face-up nameless 2/2 with no abilities that can never be turned face up (CR 707.2 example, 708.2a)', () => {
    const g = game();
    const fd = g.put('opponent', 'Hushed Stalker', 'battlefield', { faceDown: 'morph' }).id!;
    const mite = g.put('you', 'Mirror Mite', 'hand').id!;
    expect(g.cast('you', mite, { copying: fd }).ok).toBe(true);
    const r = g.resolveTop();
    expect(r.reasons.map((x) => x.code)).toContain('face-down-copy-is-vanilla');
    const o = g.find('Mirror Mite', 'battlefield')!;
    const ch = g.characteristics(o.id)!;
    expect(o.faceDown).toBeNull();
    expect([ch.name, ch.power, ch.toughness, ch.colors, ch.abilities.length]).toEqual([null, 2, 2, [], 0]);
    expect(g.canTurnFaceUp(o.id, 'you').options).toEqual([]);
    // The face-down original is untouched and keeps its own morph.
    expect(g.canTurnFaceUp(fd, 'opponent').options.map((x) => x.cost)).toEqual(['{3}{B}']);
  });

  it('copying a face-up creature gives its copiable values; the choice is not a target (CR 707.2, 115.1)', () => {
    const g = game();
    const hound = g.put('opponent', 'Field Hound', 'battlefield').id!;
    const mite = g.put('you', 'Mirror Mite', 'hand').id!;
    g.cast('you', mite, { copying: hound });
    g.resolveTop();
    const ch = g.characteristics(g.find('Mirror Mite', 'battlefield')!.id)!;
    expect([ch.name, ch.power, ch.toughness, ch.subtypes]).toEqual(['Field Hound', 2, 2, ['Dog']]);
  });

  it('a choice that is not a creature on the battlefield is refused: it enters as itself, a 0/0 that dies (CR 707.5, 704.5f)', () => {
    const g = game();
    const crest = g.put('you', 'Crest of Masks', 'battlefield').id!;
    const mite = g.put('you', 'Mirror Mite', 'hand').id!;
    g.cast('you', mite, { copying: crest });
    const r = g.resolveTop();
    expect(r.reasons.some((x) => /can't be chosen to copy/.test(reasonText(x)))).toBe(true);
    expect(g.find('Mirror Mite')!.zone).toBe('graveyard');
  });

  it('without a choice ("you may") it enters as itself (CR 614.1c)', () => {
    const g = game();
    const mite = g.put('you', 'Mirror Mite', 'hand').id!;
    g.cast('you', mite);
    g.resolveTop();
    expect(g.find('Mirror Mite')!.zone).toBe('graveyard');
  });
});

describe('"enters with X +1/+1 counters" (CR 107.3m, 614.1c) vs. turning face up (CR 614.1e, 708.8, 708.11)', () => {
  it('cast with X = 3, it enters with three counters (CR 107.3m)', () => {
    const g = game();
    const ooze = g.put('you', 'Swelling Ooze', 'hand').id!;
    const cast = g.cast('you', ooze, { x: 3 });
    expect(cast.events.find((e) => e.type === 'cast')).toMatchObject({ cost: '{3}{G}' });
    g.resolveTop();
    const o = g.find('Swelling Ooze', 'battlefield')!;
    expect(o.counters['+1/+1']).toBe(3);
    expect(g.characteristics(o.id)!.power).toBe(3);
  });

  it('put onto the battlefield without being cast, X is 0: a 0/0 that dies (CR 107.3m, 704.5f)', () => {
    const g = game();
    const ooze = g.put('you', 'Swelling Ooze', 'graveyard').id!;
    g.returnToBattlefield(ooze);
    expect(g.find('Swelling Ooze')!.zone).toBe('graveyard');
  });

  it('manifested, then turned face up for its mana cost, whose X is 0 (no X chosen): no counters, a 0/0 that dies (rules digest §9 #12; CR 107.3g, 107.3h, 614.1c, 708.8, 704.5f)', () => {
    const g = game();
    g.setLibrary('you', ['Swelling Ooze']);
    g.manifest('you');
    const o = g.find('Swelling Ooze', 'battlefield')!;
    expect(g.turnFaceUp('you', o.id, { method: 'mana-cost', x: 4 }).ok).toBe(false);
    const r = g.turnFaceUp('you', o.id, { method: 'mana-cost' });
    expect(r.ok).toBe(true);
    expect(r.events.find((e) => e.type === 'turned-face-up')).toMatchObject({ cost: '{G}' });
    expect(r.events.some((e) => e.type === 'counter-added')).toBe(false);
    expect(g.find('Swelling Ooze')!.zone).toBe('graveyard');
  });

  it('"as this is turned face up, put five counters" applies however it is turned face up: morph, mana cost, or an effect (CR 614.1e, 708.11)', () => {
    for (const how of ['morph', 'mana-cost', 'effect'] as const) {
      const g = game();
      let id: string;
      if (how === 'morph') id = g.put('you', 'Knotted Wurm', 'battlefield', { faceDown: 'morph' }).id!;
      else {
        g.setLibrary('you', ['Knotted Wurm']);
        g.manifest('you');
        id = g.find('Knotted Wurm', 'battlefield')!.id;
      }
      // No X is chosen: the morph cost has none and the mana cost's X is 0 off the stack (CR 107.3d, 107.3g–h).
      const r = how === 'effect' ? g.turnFaceUpByEffect(id, 'you') : g.turnFaceUp('you', id, { method: how });
      expect(r.ok, how).toBe(true);
      const o = g.object(id)!;
      expect(o.zone, how).toBe('battlefield');
      // Five from "as … turned face up"; none from "enters with X" (it doesn't enter).
      expect(o.counters['+1/+1'], how).toBe(5);
      expect(g.characteristics(id)!.power, how).toBe(5);
    }
  });
});

describe('Lightform-like "it becomes an Aura with enchant creature", manifest, attach (rules digest §8.3 #51–54)', () => {
  it('it becomes an Aura enchantment with enchant creature and is attached to the manifested card (CR 205.1a, 303.4a, 701.40a)', () => {
    const g = game();
    g.setLibrary('you', ['Field Hound']);
    g.cast('you', g.put('you', 'Veil Mantle', 'hand').id!);
    g.resolveAll();
    const mantle = g.find('Veil Mantle', 'battlefield')!;
    const host = g.find('Field Hound', 'battlefield')!;
    const ch = g.characteristics(mantle.id)!;
    expect(ch.cardTypes).toEqual(['Enchantment']);
    expect(ch.subtypes).toEqual(['Aura']);
    expect(ch.keywordLabels).toEqual(['Enchant creature']);
    expect(host.faceDown?.origin).toBe('manifest');
    expect(mantle.attachedTo).toBe(host.id);
    // #53: turned face up, it is the same permanent: the Aura stays attached (CR 708.8).
    g.turnFaceUp('you', host.id, { method: 'mana-cost' });
    expect(g.object(mantle.id)!.attachedTo).toBe(host.id);
  });

  it('#52 with an empty library nothing is manifested: the Aura attached to nothing goes to the graveyard (CR 704.5m)', () => {
    const g = game();
    g.setLibrary('you', []);
    g.cast('you', g.put('you', 'Veil Mantle', 'hand').id!);
    const r = g.resolveAll();
    expect(r.events.some((e) => e.type === 'state-based-action' && e.cr.includes('704.5m'))).toBe(true);
    expect(g.find('Veil Mantle')!.zone).toBe('graveyard');
  });

  it('#54 an effect turns a manifested land face up: not a creature, so the enchant creature Aura goes to the graveyard (CR 704.5m)', () => {
    const g = game();
    g.setLibrary('you', ['Quiet Pond']);
    g.cast('you', g.put('you', 'Veil Mantle', 'hand').id!);
    g.resolveAll();
    const pond = g.find('Quiet Pond', 'battlefield')!;
    expect(g.find('Veil Mantle', 'battlefield')!.attachedTo).toBe(pond.id);
    g.turnFaceUpByEffect(pond.id, 'you');
    expect(g.find('Veil Mantle')!.zone).toBe('graveyard');
  });

  it('#51 it still manifests when the enchantment has left the battlefield before the ability resolves (CR 400.7)', () => {
    const g = game();
    g.setLibrary('you', ['Field Hound']);
    g.cast('you', g.put('you', 'Veil Mantle', 'hand').id!);
    g.resolveTop(); // the enchantment enters; its ability triggers
    g.bounce(g.find('Veil Mantle', 'battlefield')!.id);
    g.resolveTop();
    expect(g.find('Field Hound', 'battlefield')?.faceDown?.origin).toBe('manifest');
    expect(g.find('Veil Mantle')!.zone).toBe('hand');
  });
});

describe('what a permanent is once a copy effect began as it enters or turns face up (CR 707.5, 708.8, 708.11, 614.1e)', () => {
  // What is read after the copy effect began is the copy (707.2), not what the permanent was before it
  // (rules/actions/zones.ts enterBattlefield and rules/actions/turn-face-up.ts read again whenever one began).
  it('entering as a copy of a creature that "enters with two +1/+1 counters": the copy enters with them (CR 707.5, 614.1c, 122.6)', () => {
    const g = game();
    const ooze = g.put('opponent', 'SpeedV Banded Ooze', 'battlefield').id!;
    const mite = g.put('you', 'Mirror Mite', 'hand').id!;
    expect(g.cast('you', mite, { copying: ooze }).ok).toBe(true);
    g.resolveTop();
    const o = g.find('Mirror Mite', 'battlefield')!;
    expect(g.characteristics(o.id)!.name).toBe('SpeedV Banded Ooze');
    expect(o.counters['+1/+1']).toBe(2);
    expect(g.characteristics(o.id)!.power).toBe(3);
  });

  it('turned face up as a copy of a creature with "When this creature enters": the copy\'s trigger is noted as not triggering (CR 708.8, 702.37e)', () => {
    const g = game();
    const scholar = g.put('opponent', 'SpeedV Scholar', 'battlefield').id!;
    const fd = g.put('you', 'SpeedV Mimic Shifter', 'battlefield', { faceDown: 'morph' }).id!;
    const r = g.turnFaceUp('you', fd, { copying: scholar });
    expect(r.ok).toBe(true);
    expect(g.characteristics(fd)!.name).toBe('SpeedV Scholar');
    expect(r.reasons.map((x) => x.code)).toContain('enters-trigger-on-turn-up');
  });
});

describe('triggered abilities: "it" is the object the trigger event is about (CR 603.2)', () => {
  it('"Whenever a permanent you control is turned face up, put a +1/+1 counter on it" counters the turned-up permanent', () => {
    const g = game();
    const crest = g.put('you', 'Crest of Masks', 'battlefield').id!;
    const fd = g.put('you', 'Hushed Stalker', 'battlefield', { faceDown: 'morph' }).id!;
    g.turnFaceUp('you', fd);
    expect(g.triggersFired('Crest of Masks')).toHaveLength(1);
    g.resolveTop();
    expect(g.object(fd)!.counters['+1/+1']).toBe(1);
    expect(g.object(crest)!.counters['+1/+1'] ?? 0).toBe(0);
    expect(g.characteristics(fd)!.power).toBe(5);
  });

  it('the opponent\'s permanent turned face up doesn\'t trigger it ("you control")', () => {
    const g = game();
    g.put('you', 'Crest of Masks', 'battlefield');
    const fd = g.put('opponent', 'Hushed Stalker', 'battlefield', { faceDown: 'morph' }).id!;
    g.turnFaceUp('opponent', fd);
    expect(g.triggersFired('Crest of Masks')).toHaveLength(0);
  });

  it('if the triggering permanent left the battlefield, "it" finds nothing: it is a new object (CR 400.7)', () => {
    const g = game();
    g.put('you', 'Crest of Masks', 'battlefield');
    const fd = g.put('you', 'Hushed Stalker', 'battlefield', { faceDown: 'morph' }).id!;
    g.turnFaceUp('you', fd);
    const back = g.bounce(fd).newId!;
    const r = g.resolveTop();
    expect(r.events.some((e) => e.type === 'counter-added')).toBe(false);
    expect(g.object(back)!.zone).toBe('hand');
  });

  it('"Whenever another creature you control enters, it gains haste" gives haste to the creature that entered, face down too (CR 603.2, 708.3)', () => {
    const g = game();
    const banner = g.put('you', 'Rally Banner', 'battlefield').id!;
    g.cast('you', g.put('you', 'Hushed Stalker', 'hand').id!, { faceDown: 'morph' });
    g.resolveTop();
    g.resolveTop();
    const fd = g.find('Hushed Stalker', 'battlefield')!;
    expect(g.keywords(fd.id)).toEqual(['Haste']);
    expect(g.canAttack(fd.id).ok).toBe(true);
    expect(g.keywords(banner)).toEqual([]);
    g.endTurn();
    expect(g.keywords(fd.id)).toEqual([]);
  });
});
