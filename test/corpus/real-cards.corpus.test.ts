// Issue 26's measurement of real cards as floors: every real card printed up to mid-2022, one half
// (../shared/data/oracle-2022/cards-a.json, or $CARDSCRIPT_CORPUS/oracle-2022/cards-a.json), and the face-down corpus
// (facedown-cards.json), imported as `cardscript import` writes them and checked as `cardscript check` does
// (scripts/real-cards/measure.ts; printed by `npm run coverage:real`). Floors only go up. SKIPPED when a data file is
// absent.

import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureFile, shares, type Measurement } from '../../scripts/real-cards/measure';

const dataDir = process.env['CARDSCRIPT_CORPUS'] ? path.resolve(process.env['CARDSCRIPT_CORPUS']) : path.resolve(__dirname, '../../../shared/data');
const realCards = path.join(dataDir, 'oracle-2022', 'cards-a.json');
const faceDownCards = path.join(dataDir, 'facedown-cards.json');

/** Shares in % (of rules lines; of cards with rules text; print-back of understood lines). Raise as the grammar grows. */
// The two "carried out" floors were re-based on 2026-12-01 (55.9 → 47.6 lines, 35.3 → 28.4 cards) when the engine
// stopped claiming keywords it recognizes but doesn't carry out (persist, exalted, cycling…: `keywordCarriedOut`,
// issue 23 part 3): the figure measures the same thing, the earlier count over-claimed. From here they only go up.
// Raised on 2026-12-01 (issue 26: grammar-a — conditions, amounts, replacements and prevention as typed parts — and
// grammar-b — trigger parts, counters on objects, requirements, restrictions, energy, emblems): 78.7 / 48.0 / 66.2 / 28.7.
// Raised on 2026-12-02 (issue 26, grammar-b: trigger events from parts, counters of any kind on any object or player,
// "you may have <anyone> <verb>", attack/block restrictions, print-back mechanisms): 80.0 / 48.1 / 68.2 / 28.9, print 100.
// Carried out raised the same day (issue 26, floors — the engine: activation costs it pays, loyalty abilities, an
// ability's own "Activate only …" limits, equip, static grants of quoted abilities): 52.3 / 33.8.
// Raised on 2026-12-02 (issue 26, grammar-a: conditions about what happened, alternative "instead" instructions, "If you
// don't, it enters tapped", damage to each creature and each player, day or night as a permanent enters — with main's
// floors and grammar-b work merged): 80.8 / 51.1 / 69.5 / 32.6 / 100 (16,319 of 20,200 lines understood, every one printed back exactly).
// Raised on 2026-12-02 (issue 26, grammar-b: amounts from typed parts, trigger events from parts, life totals set and
// exchanged, X/X and named tokens, abilities as targets, "reveal … until", choices of a kind): 82.2 / 52.5 / 71.6 / 33.9 /
// 100 (16,612 of 20,200 lines understood, every one printed back exactly); analysis-incomplete 658 → 628.
// After main's merge (grammar-a, floors and grammar-b together) on 2026-12-02: 83.2 / 54.6 / 73.1 / 36.5 / 100 (16,799
// lines understood, 16,797 printed back exactly); analysis-incomplete 598.
// Carried out raised on 2026-12-02 (issue 26, floors — the engine carries out prowess, cycling and "Discard this card"
// abilities from the hand, regeneration, scry, flashback and changeling; with main's grammar-a merged): 82.0 / 55.0 /
// 71.4 / 36.7 (11,107 of 20,200 lines carried out; 4,202 cards).
// Raised again (issue 26, grammar-a: mana abilities, conditions about objects and players, "as long as" statics, entering
// with keywords, damage replacements and redirection): 82 / 52.5 / 71.4 / 34 / 100 (16,571 lines understood).
// With main merged (the other branches' grammar and engine work): 83.1 / 54.6 / 73 / 36.5 / 100 (16,792 lines understood).
// Both merged on 2026-12-02: the higher of each figure.
// Raised on 2026-12-02 (issue 26, grammar-b: object phrases compared with amounts and sharing a name, mana value or type;
// counter and token replacements; groups of N objects and "you or …" in triggers; searches of several zones; whole zones
// shuffled; counters on arrival; X defined by the text — with main merged): 84.7 / 56 / 75.5 / 37.2 / 100 (17,117 of 20,200
// lines understood, 17,115 printed back exactly); analysis-incomplete 598 → 533.
// Raised on 2026-12-02 (issue 26, grammar-a, with main merged: replacements that apply once, conditions comparing players
// and attachments, tokens entering attacking, step triggers and "… or whenever …", "any player may", "also", winning or
// losing the game): 84.7 / 56 / 75.4 / 37.2 / 100 (17,100 of 20,200 lines understood, 17,098 printed back exactly);
// analysis-incomplete 598 → 538.
// Raised on 2026-12-02 with main merged (issue 26, floors — the engine carries out kicker, "Cast this spell only …" and more
// "Activate only …" timings, no maximum hand size, an additional land, a card's own flash and "X can't be 0", "can't be
// blocked (except) by …"; the other branches' grammar): 84.6 / 56.2 / 75.4 / 37.5 / 100 (17,092 lines understood, 11,350
// carried out, 4,288 cards fully carried out); analysis-incomplete 539.
// All of 2026-12-02's third-session branches merged: 84.8 / 56.2 / 75.6 / 37.5 / 100 (17,125 lines understood, 11,351 carried
// out, 4,289 cards fully carried out); analysis-incomplete 532.
// All of 2026-12-02's fourth-session branches merged (prevention shields, skips, "unless <player> <action>", quoted
// abilities, landwalk and keyword triggers, static "as long as", enters tapped, leveler striations, "unless you pay"):
// 85.6 / 59.2 / 76.8 / 41.1 / 100 (17,285 lines understood, 11,966 carried out, 4,703 cards fully carried out);
// analysis-incomplete 474.
// All of 2026-12-02's fifth-session branches merged (conditions about this turn from a turn history, transform, library
// searches, prevention shields, fights, energy, zone changes chosen as they happen, tapped/attacking filters, counted
// tokens; grammar: owners and outside the game, as-cast conditions, choices and votes, delayed "this turn" triggers):
// 86.5 / 63.6 / 78.3 / 47.1 / 100 (17,474 lines understood, 12,851 carried out, 5,395 cards fully carried out);
// analysis-incomplete 443.
// All of 2026-12-03's branches merged (casting keywords: madness, rebound, suspend, storm, cascade, escape, delve,
// foretell…; permanent keywords: crew, annihilator, evolve, ascend, mentor…; reflexive triggers, "where X is" counted,
// statics and prevention shapes, step triggers "each of your …", and/or lists):
// 89.4 / 70.1 / 82.6 / 54.9 / 100 (18,068 lines understood, 14,154 carried out, 6,288 cards fully carried out);
// analysis-incomplete 387 (information since 2026-12-03, still counted here under a ceiling).
// 2026-12-03's third round merged (conditions as typed parts, trigger events and combat permissions, amounts and
// countables, conditional "instead" / mana spent / "unless they pay" carried out, self-action triggers, CDA amounts,
// player restrictions, day and night):
// 90.6 / 71.2 / 84.4 / 56.4 / 100 (18,294 lines understood, 14,382 carried out, 6,456 cards fully carried out);
// analysis-incomplete 360.
// 2026-12-03's fourth round merged (conditions from more parts, history and state conditions evaluated from the turn's
// record, "if you do" after a required action and "unless <player> <acts>" carried out, a spell's delayed triggers about
// one object, ability-word "instead" lines, amounts with arithmetic, token lists, counter choices, keyword lists after
// "without"):
// 91.2 / 72.0 / 85.4 / 57.6 / 100 (18,416 lines understood, 14,540 carried out, 6,594 cards fully carried out);
// analysis-incomplete 343.
// 2026-12-03's fifth round merged (keywords carried out: bestow, dash, blitz, disturb, miracle, replicate, casualty,
// improvise, assist, escalate, prowl, transmute, typecycling, fading, vanishing, graft, modular, bloodthirst, hideaway,
// sunburst, unleash, riot; trigger events fired: state triggers, cycling, other players' steps, untaps, damage to
// players, the nth spell or draw, whose zone; die rolls, extra turns, combat requirements, chosen types, moved
// counters; add-mana per object, "this way" counts, statics that skip steps or forbid attacks; grammar parts):
// 92.1 / 74.8 / 86.9 / 61.2 / 100 (18,600 lines understood, 15,103 carried out, 7,009 cards fully carried out);
// analysis-incomplete 330.
// 2026-12-03's sixth round merged (amounts the game counts — domain, devotion, greatest power, life totals, times
// kicked, "that much" of the trigger event, X targets; conditionals: "that player" of a step trigger, trailing-"if"
// restrictions, "countered this way … instead", "assigns no combat damage"; static damage replacements, cost changes by
// targets, chosen-color mana, spend-on-abilities; delayed triggers for the turn, the monarch, until-leaves exile, new
// costs; keywords reinforce, embalm, eternalize, scavenge, renown, phasing, umbra armor, ninjutsu, champion, recover;
// emblems, prevent-next-time, more counters instead, untargetable, cast as though flash, shuffled zones, player
// counters, all creature types; grammar parts): 92.7 / 77.9 / 87.8 / 65.5 / 100 (18,719 lines understood, 15,737
// carried out, 7,500 cards fully carried out); analysis-incomplete 317.
// 2026-12-04's round merged (zone filters — among the looked-at, dealt damage, exiled with, related objects, compared
// with X —; "as though" combat permissions and lasting durations; monarch, kinship, attachment adjectives, commander
// conditions; X costs, half life, "Add X"; keywords ingest, training, dethrone, extort, melee, rampage, devour, tribute;
// enters-with sentences, guarded replacements, "is dealt damage" events; grammar parts): 93.1 / 79.7 / 88.4 / 68.1 / 100
// (18,799 lines understood, 16,095 carried out, 7,794 cards fully carried out); analysis-incomplete 295.
// 2026-12-04's second round merged (top X / counted searches / whole zones / enter attached; venture, learn, counter
// unless pays counted; self-acted triggers, attack-with counts, end of combat; reflexive "when you do", exert, kicked
// instead; amplify, dredge, reconfigure, overload, cleave, provoke; grammar parts): 93.4 / 81.2 / 88.9 / 70.3 / 100
// (18,865 lines understood, 16,403 carried out, 8,051 cards fully carried out); analysis-incomplete 284.
// 2026-12-04's third round merged (hands revealed and chosen from, and/or searches, Nth from the top; Sagas' chapters,
// one spell / one draw each turn, first spell each turn costs less; awaken, encore, "attacks <player> if able"; damage to
// "target player or planeswalker", support, counters as the object last existed; "it" of an eventless trigger; names as
// alternatives; honesty: granted quoted abilities and damage recipients checked): 93.6 / 81.6 / 89.2 / 71.0 / 100
// (18,902 lines understood, 16,490 carried out, 8,121 cards fully carried out); analysis-incomplete 268.
// Then (the same day, a short round): P/T "for each" statics (opponents' graveyards, opponents, experience counters),
// "reveal cards from the top until …", "if you do" after a mandatory move: 93.6 / 81.7 / 89.2 / 71.1 / 100 (18,902 lines
// understood, 16,503 carried out, 8,133 cards fully carried out); analysis-incomplete 268.
// 2026-12-04's fourth round merged (conditions told from the event log: cast it, prowl paid, attacked or blocked this
// combat, renowned, library size; two target phrases in one instruction; player restrictions and a permanent's own
// replacements; amounts counted per player; lure of a kind, block as though; token copies by another player, copy
// exceptions; greatest power or toughness; honesty: a told condition gone, library order, uncounted amounts, a
// permanent's partly static line): 93.8 / 82.1 / 89.6 / 71.6 / 100 (18,955 lines understood, 16,581 carried out, 8,198
// cards fully carried out); analysis-incomplete 244.
// 2026-12-04's fifth round merged (named counters removed, same-name groups, three-colour tokens; article alternatives,
// casting with another cost; token copies tapped and attacking, "that <subtype>", casting restrictions from parts;
// activated-ability cost changes, counter kinds, divided counted damage; short names, token colours after the token,
// choices of another player; deaths, life lost and gained this turn counted, the sacrificed creature's values, X of the
// target; X/X base P/T as it resolves, flash for {2} more and its sacrifice): 94.4 / 82.5 / 90.6 / 72.3 / 100 (19,072
// lines understood, 16,662 carried out, 10,373 cards fully understood, 8,272 fully carried out); analysis-incomplete 220.
// Honesty (CR 613.1f, 702.1, 111.4): a granted keyword (or a token's) the engine doesn't carry out ("have myriad",
// "has unearth {2}", "have banding") no longer counts as carried out: 94.4 / 82.4 / 90.6 / 72.2 / 100 (16,651 lines
// carried out, 8,261 cards fully carried out).
// 2026-12-04's short sixth round merged (that honesty fix; "all Plains", "all A or all B"; "you and <objects>", skipped
// steps and turns as parts, "for the rest of the game", "loses all unspent mana"): 94.5 / 82.4 / 90.8 / 72.2 / 100 (19,089
// lines understood, 16,654 carried out, 10,390 cards fully understood, 8,263 fully carried out); analysis-incomplete 219.
// 2026-12-05's round merged (condition parts, replacement/combat parts, amount parts and "with the same …" left unwritten,
// chooser and at-random parts, trigger/life/mana parts; conditions evaluated: coin flips, greatest power, damage summed
// this turn; "all … target player controls", "you own", exile with counters instead; the target player kept for "that
// player", "life total becomes N" vs "can't gain life"): 94.9 / 82.8 / 91.4 / 72.7 / 100 (19,163 lines understood,
// 16,718 carried out, 10,458 cards fully understood, 8,316 fully carried out); analysis-incomplete 203.
// Honesty (CR 608.2c, 115.1): after "Target player …", an instruction with its subject left out ("…, then draws a card")
// no longer counts as carried out (the engine found no player for it): 94.9 / 82.7 / 91.4 / 72.5 / 100 (16,697 lines
// carried out, 8,299 cards fully carried out).
// 2026-12-05 (round 17: conditions and triggers, replacements and combat, amounts and tokens, library and choices,
// conditions evaluated, effects carried out, Class levels and damage redirection): measured 95.2 / 83.1 / 91.9 / 73.2 /
// 100 (19,234 lines understood, 16,794 carried out, 10,523 cards understood, 8,378 fully carried out); analysis-incomplete 179.
// Short round 18 merged (soulbond carried out, 702.95; honesty: targets rechecked from the side of the player who chose
// them, 608.2b; conditions without their context inconclusive): 95.2 / 83.2 / 91.9 / 73.2 / 100 (16,805 lines carried out).
// 2026-12-05 (round 19: conditions joined by "and", passive cast bans, amounts and converge, player parts and group
// limits; damage/token/life-gain replacements, zone changes and next-main-phase triggers, mutate, split halves with fuse
// and aftermath, splice; honesty: "where X is" read only by its own instruction, a countered spell named by "it"):
// measured 95.8 / 83.7 / 92.8 / 73.9 / 100 (19,344 lines understood, 16,914 carried out, 10,622 cards understood, 8,463
// fully carried out); analysis-incomplete 166.
// 2026-12-05 (round 20: keywords and quoted abilities listed together, Equip with a quality, votes among objects, typed
// "spells you cast this turn", cost changes for one player; soulbond pairs in statics, the party counted, more choices
// as a permanent enters, one X for a whole sentence, X/X tokens, "this way" counts, "up to N" chosen from among cards,
// the turn's history in filters; honesty: "it" after a restriction or a prevention, "this way" whose deed is a cost):
// measured 96.1 / 84.3 / 93.4 / 74.7 / 100 (19,413 lines understood, 17,023 carried out, 10,687 cards understood, 8,555
// fully carried out); analysis-incomplete 164.
// 2026-12-05 (round 21: typed conditions — equal to, a symbol in a cost, the most common color —, a player target listed
// with object alternatives, a color shared by two card types, one base value set alone, "isn't a <type>", a choice between
// two instructions, snow and named tokens; engine: casting during resolution (608.2g), countering abilities, mana per
// counter, damage to what a creature attacks, clash, "draw cards equal to the difference", "for each" counted about the
// affected object (613.4c), statics that color others, attachment words in statics; honesty: an "it" nothing named):
// measured 96.3 / 84.6 / 93.8 / 75.3 / 100 (19,456 lines understood, 17,090 carried out, 10,730 cards understood, 8,615
// fully carried out); analysis-incomplete 150.
// 2026-12-05 (round 22: conditions on what a creature attacks, damage dealt to it, "each of those players", "gains no life
// instead", damage to players a condition picks, the Oath shape, friend or foe, lasting cost changes, emblem triggers,
// tokens of a chosen color or type, copies by other players; engine: draw replacements, "cast spells only any time they
// could cast a sorcery", can't crew, players can't activate, counters for mana spent, conditions on the attached object,
// another player's "If the player does", populate, discard then draw that many, two kickers, same-name searches, a
// creature and the Auras attached to it; then a creature dealt damage this way dying this turn, counts of "A and/or B you
// control" and of modified creatures, the value of the card discarded or the creature tapped for a cost, discarding a
// card of a kind; honesty: cost changes only with their spells read whole): measured 96.5 / 84.9 / 94.1 / 75.7 / 100
// (19,493 lines understood, 17,154 carried out, 10,766 cards understood, 8,669 fully carried out); analysis-incomplete 138.
// 2026-12-05 (round 23: "Repeat this process until …" with typed stops, "Starting with you", "put … under its owner's
// control", "can be attached only to …", "becomes the creature type of your choice in addition", "They're black Zombies",
// "the other creature", "Do this only once each turn", print-back of "nontoken" and "it enters with" as written; engine:
// color set under "as long as", "the player with the most life gains control", attack/block "unless … also attacks",
// "until your next turn / upkeep", "prevent all damage a source of your choice would deal", "for as long as it has a …
// counter on it", a card's own graveyard permission under a condition and "but not from anywhere else", a card from any
// graveyard, kinds of cards counted in one zone, "a second target creature", "for each creature target player controls",
// domain mana in any combination, draft abilities doing nothing in a game (905.2); honesty: an amount's "its" after an
// instruction that named nothing left): measured 96.6 / 85.3 / 94.3 / 76.2 / 100 (19,522 lines understood, 17,230 carried
// out, 10,794 cards understood, 8,720 fully carried out); analysis-incomplete 130. Honesty (CR 611.2c): a resolved combat
// restriction on "all" ("Creatures can't block this turn") binds later creatures too, which the engine doesn't do: no
// longer carried out (11 lines): 96.6 / 85.2 / 94.3 / 76.1 / 100 (17,219 lines carried out, 8,709 cards fully carried out).
// 2026-12-05, round 24 (conditions: "unless … before that step", "This ability triggers only if …", a legendary card's
// "him"/"her"; amounts: "for each A and each B", "Round up each time"; counters of several kinds at once, "Any opponent may
// have you …", a keyword's cost paid another way; instructions: cards put back in any order, "under your control tapped",
// "the cards in your hand"; object phrases: "with flying or reach", "that are one or more colors", "that aren't legendary",
// "that dealt damage this turn"; a resolved combat restriction on "all" matched live (611.2c); the opening hand (103.6a);
// hands played revealed (402.3)): measured 97.0 / 85.4 / 94.9 / 76.4 / 100 (19,595 lines understood, 17,254 carried out,
// 10,864 cards understood, 8,740 fully carried out); analysis-incomplete 122.
const FLOORS = { understood: 97.0, carriedOut: 85.4, cardsUnderstood: 94.9, cardsCarriedOut: 76.4, printExact: 100 };

/**
 * Every warning and error of the check on real Oracle text is a false finding, except these: each with the reason a
 * rules expert would agree with it. `analysis-incomplete` (a sentence that matters to face-down analysis is not
 * understood) is the grammar's honest gap, not a finding about the card: it has its own ceiling below.
 */
const ALLOWED: Record<string, { card: string; code: string; why: string }[]> = {
  'cards-a.json': [
    {
      card: 'Arlinn, Embraced by the Moon', code: 'missing-field',
      why: 'The data gives the back face of Arlinn Kord as a card of its own. A transformed back face has no printed loyalty (its loyalty counters stay, CR 306.5c); a one-faced planeswalker card needs one (CR 306.5b).',
    },
    {
      card: 'Karplusan Hound', code: 'self-reference',
      why: 'The 2022 Oracle text itself names the card and then says "this creature" in one ability; under legacy templating the name is right.',
    },
  ],
  'facedown-cards.json': [
    // Un-set cards (Unstable, Unfinity): a supertype and creature types the Comprehensive Rules do not have, and a host's
    // "this creature" (its ability becomes another creature's when it augments).
    ...['Aerial Toastmaster', 'Chipper Chopper', 'Riveting Rigger', 'Orcish Paratroopers'].map((card) => ({
      card, code: 'unknown-subtype', why: 'An Un-set creature type (Cyborg, Paratrooper): not in the CR 205.3m list.',
    })),
    { card: 'Crafty Octopus', code: 'type-line', why: 'Host is an Un-set supertype: not in the CR 205.4a list.' },
    ...[1, 2].map(() => ({ card: 'Crafty Octopus', code: 'self-reference', why: 'An Un-set host says "this creature" in legacy Oracle text: its ability is another creature\'s once it augments.' })),
  ],
};

/** Ceilings on `analysis-incomplete` warnings (they go down as the grammar grows). */
const INCOMPLETE_CEILING: Record<string, number> = { 'cards-a.json': 122, 'facedown-cards.json': 40 };

function checkFindings(m: Measurement, file: string): void {
  const name = path.basename(file);
  const findings = m.findings ?? [];
  const incomplete = findings.filter((d) => d.code === 'analysis-incomplete');
  const rest = findings.filter((d) => d.code !== 'analysis-incomplete').map((d) => `${d.card}: ${d.code}`).sort();
  const allowed = (ALLOWED[name] ?? []).map((a) => `${a.card}: ${a.code}`).sort();
  expect(rest, findings.filter((d) => d.code !== 'analysis-incomplete').map((d) => `${d.card}: ${d.code}: ${d.message}\n    ${d.line}`).join('\n')).toEqual(allowed);
  expect(incomplete.length, 'analysis-incomplete warnings (not understood text that matters to face-down analysis)').toBeLessThanOrEqual(INCOMPLETE_CEILING[name] ?? 0);
}

describe.skipIf(!existsSync(realCards))(`real cards (${realCards})`, () => {
  let m: Measurement;

  it('imports, reads and checks every card of the file', () => {
    m = measureFile(realCards, { check: true });
    expect(m.figures.cards).toBeGreaterThan(11_000);
    expect(m.figures.lines).toBeGreaterThan(20_000);
  }, 900_000);

  it('understands, carries out and prints back at least the floors', () => {
    const s = shares(m.figures);
    console.log(`[real cards] ${JSON.stringify(m.figures)}\n[real cards] ${JSON.stringify(s)}`);
    expect(s.understood, '% of rules lines understood').toBeGreaterThanOrEqual(FLOORS.understood);
    expect(s.carriedOut, '% of rules lines understood and carried out').toBeGreaterThanOrEqual(FLOORS.carriedOut);
    expect(s.cardsUnderstood, '% of cards fully understood').toBeGreaterThanOrEqual(FLOORS.cardsUnderstood);
    expect(s.cardsCarriedOut, '% of cards fully carried out').toBeGreaterThanOrEqual(FLOORS.cardsCarriedOut);
    expect(s.printExact, '% of understood lines printed back exactly in their era').toBeGreaterThanOrEqual(FLOORS.printExact);
  });

  it('reports no warning or error on real Oracle text but the listed ones', () => checkFindings(m, realCards));
});

describe.skipIf(!existsSync(faceDownCards))(`face-down corpus (${faceDownCards})`, () => {
  it('reports no warning or error on real Oracle text but the listed ones', () => checkFindings(measureFile(faceDownCards, { check: true }), faceDownCards), 300_000);
});
