// Runs that first saw the face-down card as it left the battlefield for good (issue 27): one run per (face-down
// identity, what the game can read of the card once it is in its new zone), not one per class.
//
// A note scenario reads nothing of the face-down card but its face-down identity until the card is seen
// (face-down-identity.ts, CR 708.2). When the effect's one instruction moves it off the battlefield (destroy, exile,
// bounce: a new object, CR 400.7) and the game does nothing more after that move — no event follows it in that step, and
// no step follows that step — the questions asked of the card in its new zone are where it is and that it was revealed
// (708.9). What can still differ between two cards of one face-down identity then:
// - nothing of the move itself: it is the face-down permanent that moves, and what looks back at it sees the face-down
//   permanent (603.10a); its last known information is the face-down one (608.2h);
// - what triggers: its own triggered abilities ("When this card is put into a graveyard from anywhere", 603.6c, 603.10a),
//   so a card with a triggered ability (printed, or a keyword that stands for one) whose event a leaving or arriving card
//   could make is left out; one whose every trigger waits for a quiet event ("When this creature is turned face up",
//   "When this creature enters", QUIET_EVENTS) keeps them: neither the move nor anything after it (nothing happens
//   after it) makes that event, so they never trigger (603.2) and do nothing — their events and intervening conditions
//   are left out of the key for that reason, and their text not understood is in the dependency reading's key; the source's: only
//   sources whose triggered abilities can't be made by a card leaving the battlefield or arriving in a zone (the event
//   kinds in QUIET_EVENTS), with no static ability or replacement that could read the card where it went (a count of
//   cards in graveyards, "If a card would be put into a graveyard"), are kept — and no other card is in the game;
// - how the answers rest on text the engine doesn't understand or carry out: the card's own pieces, as the scenario's
//   dependency reading counts them (dependencyKey: its kind, when it can act, 113.6b, its reach and text, a "*" box),
//   and the actions its text could do (regenerate, search, cycle: actionsPossible). Only the pieces that reading can
//   count in such a run (`countedWhereItWent`): what is asked after the move is where the card is and that it was
//   revealed — questions about the card, of no step (rules/scenario/scenario-run.ts `uncertain`) —, so its static
//   abilities, keywords, replacements and sentences not understood (an answer about an object rests on them wherever
//   it is; among them what works only in the zone it states, 113.6b, a static ability or a sentence); its spell, activated and triggered abilities count only
//   once they acted (602.2, 603.2, 608.2: a face-down permanent has none, 708.2, and nothing happens after the move) or
//   for a step's legality (no step is asked about after the move; a refused step ends a run before the card is seen),
//   so two cards that differ only in those share a run (issue 27);
// - its keywords (a keyword the engine carries out could act from the zone it is in);
// - whether its power and toughness are known where it went: an expectation of its zone asks that too (a "*" no
//   ability the engine counts defines, CR 208.2), so a card with a "*" is left out.
// Those are the key (`leftKey`); a card with more than one face is left out (which face is up counts).
// test/checks/notes-sharing.test.ts compares every note with each card's own run; the corpus suite does it on the
// face-down corpus.

import type { Ability, Card, KeywordAbility, TriggerEvent } from '../../model/types';
import type { GameEvent } from '../../rules';
import { keywordTrigger } from '../../model/abilities/keyword-abilities';
import { permanentKeywordTexts } from '../../model/abilities/permanent-keywords';
import { cardActions, dependencyKey } from '../../rules/scenario/dependency';

/**
 * Trigger events no permanent leaving the battlefield, and no card arriving in a graveyard, exile, a hand or a library,
 * can make: a step beginning, spells cast, something entering, turned face up, attacking, manifesting dread, a scheme,
 * day and night (CR 603.2).
 */
const QUIET_EVENTS: ReadonlySet<TriggerEvent['kind']> = new Set<TriggerEvent['kind']>([
  'beginning-of', 'cast', 'cast-nth', 'creature-enters', 'self-enters', 'self-enters-or-turned-face-up', 'self-turned-face-up',
  'face-down-creature-you-control-enters', 'permanent-you-control-turned-face-up', 'you-turn-permanent-face-up',
  'player-attacks', 'you-manifest-dread', 'you-set-scheme-in-motion', 'day-night',
]);

/** A triggered ability whose event no card leaving the battlefield or arriving in another zone can make. */
const quietTrigger = (a: Ability): boolean => a.kind === 'triggered' && !!a.event && QUIET_EVENTS.has(a.event.kind);

/** A keyword that stands for a triggered ability the engine fires (CR 702.108a prowess; 702.32a fading, permanent-keywords.ts). */
const standsForTrigger = (k: KeywordAbility): boolean => keywordTrigger(k) !== undefined || permanentKeywordTexts(k) !== undefined;

const quiet = (a: Ability): boolean => {
  if (a.kind === 'static' || a.kind === 'replacement') return false;
  if (a.kind === 'triggered') return quietTrigger(a);
  if (a.kind === 'keyword') return !a.keywords.some(standsForTrigger);
  return true;
};

/**
 * Whether ability `index` of `source` is one instruction that moves what it names (a zone change alone), and nothing
 * else of the source can read a card that left the battlefield (see above). `outside`: the run never puts the source into
 * its game (its one step applies the ability by the card's name, rules/game/activation.ts applyCard, and no setup step
 * names it) — then the source's other abilities are not looked at (see `setSourceOutsideEnabled`).
 */
export function movesOnly(source: Card, index: number, outside = false): boolean {
  const ability = source.faces[0]?.abilities[index];
  if (!ability) return false;
  const effects = 'effects' in ability ? ability.effects : [];
  const one = effects.length === 1 || (afterMoveEnabled && effects.every((e) => e.kind === 'zone-change' || QUIET_BESIDE.has(e.kind)));
  return one && effects.filter((e) => e.kind === 'zone-change').length === 1 && ((outside && outsideEnabled) || source.faces.every((f) => f.abilities.every(quiet)));
}

/**
 * Instructions beside the move that make only events `quietAfter` accepts after it: a player gains or loses life (CR 119.3),
 * a restriction (a continuous effect, 611.2). What they do before the move is done to the face-down permanent, the same
 * for every card of its face-down identity (708.2); the run checks the events after the move (`leftLast`).
 */
const QUIET_BESIDE: ReadonlySet<string> = new Set(['life', 'restriction']);

let outsideEnabled = true;
/**
 * Switches off the source left out of the game (`movesOnly`'s `outside`): every ability of the source must then be quiet
 * again, as before (test/support/caches.ts: the answers are the same).
 *
 * Why the source's other abilities can't tell two cards apart when the source is not in the game (issue 27): an ability
 * functions only from its object — on the battlefield, or in the zone it states (CR 113.6, 113.6b) — and a card that is in
 * no zone of the game is no object there (CR 400.1). The engine reads abilities only from its objects: triggered
 * abilities from the battlefield's, graveyards' and emblems' (rules/queries/trigger-sources.ts, CR 603.2), static abilities
 * and replacements through the layers and the actions on objects (613.1, 614.12). The applied ability itself acts (the
 * step's own effect, its text counted once it acted, 608.2) whatever the other abilities are; the dependency reading
 * (rules/scenario/scenario-run.ts `uncertain`) counts a card's other text only while it is a present permanent, a card in a
 * graveyard or one that left a hand, or an ability that acted — the source is none of these — so what the run answers
 * after the move is the same for every card of one face-down identity and `leftKey`, whatever else the source says.
 */
export function setSourceOutsideEnabled(on: boolean): void {
  outsideEnabled = on;
}

/**
 * Whether the last event of a step is the card named `name` leaving the battlefield (nothing happened after the move), or
 * every event after that move is one that can't tell two such cards apart (`quietAfter`).
 */
export function leftLast(events: readonly GameEvent[], name: string): boolean {
  let i = events.length - 1;
  if (afterMoveEnabled) while (i >= 0 && quietAfter(events[i]!)) i--;
  const last = events[i];
  return !!last && last.type === 'zone-changed' && last.from === 'battlefield' && last.to !== 'battlefield' && last.cardName === name;
}

/**
 * Events after the move that leave what the run asks the same for every card of one face-down identity and `leftKey`
 * (issue 27): a player gaining or losing life ("Its controller gains life equal to its power", CR 119.3) and a continuous
 * effect starting ("Its controller can't cast spells this turn", 611.2). Neither moves a card, reveals one or puts an
 * object onto the battlefield (CR 400.1, 701.20), so where the card is and whether it was revealed — the run's questions
 * after the move, of no step (see above) — are what the move made; no permanent is on the battlefield to see them (the
 * face-down one left and no other card is in the game, so no trigger or static text of a present permanent counts:
 * rules/scenario/scenario-run.ts `uncertain`); and the card's own triggered abilities all wait for quiet events (a card
 * with any other has no `leftKey`), which neither is. A life total or an effect's amount may differ between two such cards
 * (an amount read from the card, 608.2h) but no question of the run reads it; a player losing the game (704.5a) is an event
 * of its own (`lost`), not one of these, and keeps the run its own.
 */
function quietAfter(ev: GameEvent): boolean {
  return (ev.type === 'life' && (ev.cause === 'gained' || ev.cause === 'lost')) || ev.type === 'effect-started';
}

let afterMoveEnabled = true;
/** Switches off the quiet events after the move (`quietAfter`): the move must again be the step's last event (test/support/caches.ts). */
export function setAfterMoveEnabled(on: boolean): void {
  afterMoveEnabled = on;
}

/** The abilities whose uncertain text the dependency reading can count once the card left the battlefield in such a run (see above). */
const countedWhereItWent = (a: Ability): boolean => !narrowEnabled || (a.kind !== 'spell' && a.kind !== 'activated' && a.kind !== 'triggered');

let narrowEnabled = true;
/**
 * Switches off the narrowing of the key to the pieces a run that saw the card leave can count (`countedWhereItWent`):
 * every piece of the card is then in its key, as before (test/support/caches.ts: the answers are the same).
 */
export function setLeftKeyNarrowEnabled(on: boolean): void {
  narrowEnabled = on;
}

const FACE_DOWN_KEYWORDS = /^(?:morph|megamorph|disguise)$/i;
/** Keys read once per card object, per setting of the narrowing. */
const keysBy = { narrow: new WeakMap<Card, string | null>(), whole: new WeakMap<Card, string | null>() };

/**
 * What the game can read of `card` once it left the battlefield for good in such a run, as a key (its own name as ~);
 * undefined for a card such runs don't stand for (a triggered ability a leaving card could make trigger, a keyword that stands
 * for one, a "*" box, more than one face).
 */
export function leftKey(card: Card): string | undefined {
  const keys = narrowEnabled ? keysBy.narrow : keysBy.whole;
  let key = keys.get(card);
  if (key === undefined) {
    const face = card.faces[0];
    // A "*" in its power or toughness: whether the engine knows them where it went (CR 208.2, 604.3) is asked with its zone.
    const star = !!face && (/\*/.test(String(face.power ?? '')) || /\*/.test(String(face.toughness ?? '')));
    const triggers = !face || card.faces.length !== 1 || star || face.abilities.some((a) => (a.kind === 'triggered' && !quietTrigger(a)) || (a.kind === 'keyword' && a.keywords.some(standsForTrigger)));
    // Its morph, megamorph or disguise cost is its face-down identity's part (how it can be turned face up).
    const keywords = face?.abilities.flatMap((a) => (a.kind === 'keyword' ? a.keywords.filter((k) => !FACE_DOWN_KEYWORDS.test(k.keyword)).map((k) => `${k.keyword.toLowerCase()}:${k.parameter ?? ''}`) : [])).sort();
    key = triggers ? null : JSON.stringify([dependencyKey(card, countedWhereItWent), [...cardActions(card)], keywords]);
    keys.set(card, key);
  }
  return key ?? undefined;
}
