// Honest scenario results: an expectation about an object whose card (or a card whose ability acted in the
// scenario) has text the model did not understand, or understood but does not carry out, is inconclusive.

import type { Ability, Card, Span } from '../../model/types';
import { costParts } from '../actions/costs';
import { lookupKeyword } from '../../model/abilities/keywords';
import { abilityTextAt } from '../../model/abilities/parse-ability';
import type { ScenarioRun } from './scenario-run';

/** One piece of rules text a result may rest on. */
export interface RestingText {
  cardName: string;
  text: string;
  /** 'not understood' (unmodeled), 'not simulated' (understood, not carried out by the engine), or a choice the
   * scenario never made (a triggered ability's target or X, CR 603.3d, 107.3f). */
  why: 'not understood' | 'not simulated' | 'its target never chosen' | 'its X never chosen' | 'never chosen' | 'the library\'s order is random';
}

const quote = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** The quoted part, without the comma or period that ends it. */
const spanText = (a: Ability, s: Span): string => abilityTextAt(a, s).replace(/[,.]$/, '');

/** Which of a card's printed abilities acted in the scenario: all (`true`), none (`false`), or those at these indexes. */
export type Acted = boolean | ReadonlySet<number>;

/**
 * The unmodeled or unsimulated parts of a card's rules text (all faces) an outcome may rest on. A spell, an
 * activated ability, or a triggered ability whose event the engine fires, does something only when it is
 * cast, activated or triggers: its text counts only when that ability `acted` in the scenario (CR 602.2, 603.3; an
 * ability never activated or triggered did nothing). Static abilities, keywords, replacements and text not understood
 * at all count always, and so does a "*" in the P/T box that no characteristic-defining ability the engine carries out
 * defines (`pt: false` leaves it out). `faceDown`: the card is face down now and none of its abilities acted; it has
 * no text then (CR 708.2a), so only what is not understood and its keywords (morph and disguise work while it is
 * face down, 702.37a, 702.168a) count; its printed P/T doesn't either.
 */
export function restingTextOf(card: Card, acted: Acted, opts: { pt?: boolean; faceDown?: boolean } = {}): RestingText[] {
  const out: RestingText[] = [];
  for (const face of card.faces) {
    const before = out.length;
    face.abilities.forEach((a, index) => {
      const used = acted === true || (acted !== false && acted.has(index));
      if (!used && actsOnlyWhenUsed(a)) return;
      // Face down, its triggered, activated and spell abilities don't exist (CR 708.2a): nothing rests on them.
      if (opts.faceDown && (a.kind === 'triggered' || a.kind === 'activated' || a.kind === 'spell')) return;
      for (const s of a.unmodeled) out.push({ cardName: card.name, text: spanText(a, s), why: 'not understood' });
      if (opts.faceDown && a.kind !== 'keyword') return;
      for (const s of (a.unsimulated ?? []).filter((x) => !costPaid(a, x, card.name))) out.push({ cardName: card.name, text: spanText(a, s), why: 'not simulated' });
      if (a.kind === 'keyword') for (const k of a.keywords) if (unpayableKeywordCost(k.keyword, k.parameter, card.name)) out.push({ cardName: card.name, text: `${k.keyword}—${k.parameter}`, why: 'not simulated' });
    });
    const star = opts.pt === false || opts.faceDown ? undefined : undefinedStar(face);
    if (star && out.length === before) out.push({ cardName: card.name, text: star, why: 'not understood' });
  }
  return out.filter((r) => r.text.length > 0);
}

/**
 * CR 208.2, 604.3: a "*" in the face's power or toughness that no characteristic-defining ability the engine
 * carries out defines (layer 7a, rules/layers/cda-values.ts): the P/T is unknown, so is what rests on it.
 */
function undefinedStar(face: Card['faces'][number]): string | undefined {
  const stats = (['power', 'toughness'] as const).filter((k) => /\*/.test(String(face[k] ?? '')));
  const defined = new Set<string>();
  for (const a of face.abilities) {
    if ((a.kind !== 'static' && a.kind !== 'replacement') || a.unmodeled.length || a.unsimulated?.length) continue;
    for (const e of a.effects) if (e.kind === 'set-base-pt-equal') for (const k of stats) if (e[k]) defined.add(k);
    // "As this enters or is turned face up, it becomes your choice of 5/1 or 1/5": set whenever it is face up on the
    // battlefield (CR 614.1c, 614.1e, 613.4b); a choice never made is quoted as such (choiceRests).
    const always = a.kind === 'replacement' && a.replacementEvent === 'enters-or-turned-face-up';
    for (const e of a.effects) if (always && e.kind === 'choose-pt' && (e.target.kind === 'self' || e.target.kind === 'it')) for (const k of stats) defined.add(k);
  }
  return stats.some((k) => !defined.has(k)) ? `power/toughness ${face.power ?? ''}/${face.toughness ?? ''}` : undefined;
}

/**
 * A keyword's non-mana cost ("Morph—Exile two cards from your graveyard with the same name") with a part the engine
 * can't pay (CR 118.3, rules/actions/costs.ts): whether it can be paid, and so what the keyword allows, is unknown.
 */
function unpayableKeywordCost(keyword: string, parameter: string | undefined, name: string): boolean {
  if (!parameter || lookupKeyword(keyword)?.param !== 'cost') return false;
  return costParts(parameter, name).some((p) => p.kind === 'unknown');
}

/** The model marks non-mana activation costs unsimulated, but rules/actions/costs.ts pays every part it can read (CR 602.2b, 118.3). */
function costPaid(a: Ability, s: Span, name: string): boolean {
  if (a.kind !== 'activated' || s.start !== a.cost.span.start || s.end !== a.cost.span.end) return false;
  return !costParts(a.cost.text ?? '', name).some((p) => p.kind === 'unknown');
}

/**
 * CR 603.2: the triggered abilities of a card whose trigger the engine doesn't fire (not understood or not simulated):
 * once its permanent took part in the game (attacked, blocked, dealt damage, was turned face up) they may have
 * triggered unseen. Their text, and nothing else of the card.
 */
export function unseenTriggerText(card: Card): RestingText[] {
  const out: RestingText[] = [];
  for (const face of card.faces) {
    for (const a of face.abilities) {
      if (a.kind !== 'triggered' || actsOnlyWhenUsed(a)) continue;
      for (const s of a.unmodeled) out.push({ cardName: card.name, text: spanText(a, s), why: 'not understood' });
      for (const s of a.unsimulated ?? []) out.push({ cardName: card.name, text: spanText(a, s), why: 'not simulated' });
    }
  }
  return out.filter((r) => r.text.length > 0);
}

function actsOnlyWhenUsed(a: Ability): boolean {
  if (a.kind === 'spell' || a.kind === 'activated') return true;
  if (a.kind !== 'triggered') return false;
  // An unsimulated trigger part ("Whenever you cast …") never fires here: what it does could have happened unseen.
  const triggerUnsimulated = (a.unsimulated ?? []).some((s) => s.start === a.span.start);
  return !triggerUnsimulated && !a.unmodeled.some((s) => s.start === a.span.start);
}

/**
 * What the answer to `expect illegal: STEP` rests on (CR 101.2: a "can't" in any text decides): the text not
 * understood of the step's own face-up cards (any of their abilities, whether used yet or not), and the static text
 * and keywords of those cards, of every permanent on the battlefield and of the cards that acted.
 */
export function legalityRests(run: Pick<ScenarioRun, 'restingText' | 'engine'>, names: readonly string[]): RestingText[] {
  const onBattlefield = run.engine.state.battlefield.flatMap((id) => {
    const o = run.engine.object(id);
    // A face-down permanent has no text (CR 708.2a).
    return o && !o.faceDown ? [o.card.name] : [];
  });
  // A step card's text not understood counts wherever it is written while the card is face up; a face-down one has
  // none (CR 708.2a) beyond its keywords. What a spell or ability does once it resolves, understood but not carried
  // out ("choose a color"), doesn't decide whether the step is allowed.
  const faceUp = names.filter((n) => run.engine.objectsNamed(n).some((o) => !o.faceDown));
  return run.restingText([...names, ...onBattlefield], faceUp, (card) => legalityTextOf(card, faceUp.includes(card.name)));
}

/** The text of `card` whether a step is allowed may rest on: statics, keywords, and (for the step's own) what isn't understood. */
function legalityTextOf(card: Card, own: boolean): RestingText[] {
  // Whether a step is allowed rests on every ability of the step's own cards, used or not.
  const out = restingTextOf(card, false);
  if (own) for (const r of restingTextOf(card, true)) if (r.why === 'not understood' && !out.some((x) => x.text === r.text)) out.push(r);
  return out;
}

/**
 * CR 604.1, 611.3a: the static abilities and replacements of every face-up permanent apply to other objects too; one
 * the engine doesn't carry out (or understand) may change any outcome ("Colorless creatures you control enter with two
 * additional +1/+1 counters"). Triggered and activated abilities that never acted don't.
 */
export function battlefieldStaticRests(run: Pick<ScenarioRun, 'engine' | 'staticTextOf'>): RestingText[] {
  const out: RestingText[] = [];
  for (const id of run.engine.state.battlefield) {
    const o = run.engine.object(id);
    if (o && !o.faceDown) out.push(...run.staticTextOf(o.card.name));
  }
  return out;
}

/**
 * CR 208.2, 704.5f: a permanent whose toughness is unknown was never put into the graveyard for it, so how many
 * permanents a player controls, or cards they have in a zone, rests on its text.
 */
export function survivalRests(run: Pick<ScenarioRun, 'engine'>): RestingText[] {
  const out: RestingText[] = [];
  for (const id of run.engine.state.battlefield) {
    const o = run.engine.object(id);
    const unknown = o ? run.engine.characteristics(id)?.ptUnknown : undefined;
    if (o && unknown?.toughness) out.push({ cardName: o.card.name, text: unknown.why, why: 'not understood' });
  }
  return out;
}

/**
 * CR 603.3d, 107.3f: a triggered ability that targets was put on the stack with no target chosen (the scenario has no
 * `trigger of … targeting …`), or with an X nobody chose, so it did nothing with it: what happened after rests on the
 * choice never made. CR 701.24a: so does a card taken from a library an effect shuffled (its order is random).
 */
export function choiceRests(run: Pick<ScenarioRun, 'engine'>): RestingText[] {
  const why = (what: 'X' | 'choice' | 'order' | undefined): RestingText['why'] =>
    what === 'X' ? 'its X never chosen' : what === 'choice' ? 'never chosen' : what === 'order' ? "the library's order is random" : 'its target never chosen';
  return (run.engine.state.unchosenTargets ?? []).map((u) => ({ cardName: u.sourceName, text: u.text, why: why(u.what) }));
}

/** `rests`, then the `extra` rests of cards `rests` doesn't quote yet. */
export function withExtraRests(rests: RestingText[], extra: readonly RestingText[] | undefined): RestingText[] {
  const out = [...rests];
  // A card whose text is already quoted isn't quoted again for what that text leaves unknown.
  for (const r of extra ?? []) if (!out.some((x) => x.cardName === r.cardName)) out.push(r);
  return out;
}

/** The message of an inconclusive expectation, naming the text it rests on (the first few parts). */
export function inconclusiveMessage(what: string, rests: readonly RestingText[]): string {
  const shown = rests.slice(0, 2).map((r) => `'${quote(r.text)}' of ${r.cardName}, ${r.why}`);
  const more = rests.length > 2 ? ` (and ${rests.length - 2} more)` : '';
  return `Inconclusive: ${what} rests on ${shown.join('; ')}${more}. The engine can't tell whether that text changes the outcome.`;
}
