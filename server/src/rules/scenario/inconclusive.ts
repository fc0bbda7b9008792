// Honest scenario results, in words: the text an inconclusive answer rests on (RestingText), an ability's text not
// understood or not carried out, an unknown `*` P/T, choices never made, and the message that quotes them. Which text
// an answer rests on is dependency.ts (with ScenarioRun.uncertain; cardPieces and dependencyKey for the set-wide notes).

import type { Ability, Card, Span } from '../../model/types';
import { costParts } from '../queries/cost-parts';
import { lookupKeyword } from '../../model/abilities/keywords';
import { costPartCarriedOut } from '../../model/abilities/effect-descriptors';
import { abilityTextAt } from '../../model/abilities/parse-ability';
import type { Engine } from '../engine/engine';
import type { GameState } from '../state/game-state';
import { restsOnIdentity } from './identity';
import { msg, type Message } from '../../i18n';

/** One piece of rules text a result may rest on. */
export interface RestingText {
  cardName: string;
  text: string;
  /** 'not understood' (unmodeled), 'not simulated' (understood, not carried out by the engine), or a choice the
   * scenario never made (a triggered ability's target or X, CR 603.3d, 107.3f). */
  why: 'not understood' | 'not simulated' | 'its target never chosen' | 'its X never chosen' | 'never chosen' | 'the library\'s order is random'
    /** A condition about this turn whose answer rests on what happened before the scenario began (rules/queries/facts.ts). */
    | 'happened before the scenario began';
}

const quote = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** The quoted part, without the comma or period that ends it. */
const spanText = (a: Ability, s: Span): string => abilityTextAt(a, s).replace(/[,.]$/, '');

/** What the readers below ask of a scenario run (scenario-run.ts): its engine. */
export interface RunText {
  readonly engine: Engine;
}

/**
 * The uncertain text of one ability: its sentences not understood, and (unless `understoodToo` is false) the parts
 * understood but not carried out, and a keyword cost the engine can't pay.
 */
export function abilityRests(cardName: string, a: Ability, opts: { understoodToo?: boolean } = {}): RestingText[] {
  const out: RestingText[] = [];
  for (const s of a.unmodeled) out.push({ cardName, text: spanText(a, s), why: 'not understood' });
  if (opts.understoodToo === false) return out.filter((r) => r.text.length > 0);
  for (const s of (a.unsimulated ?? []).filter((x) => !costPaid(a, x, cardName))) out.push({ cardName, text: spanText(a, s), why: 'not simulated' });
  if (a.kind === 'keyword') for (const k of a.keywords) if (unpayableKeywordCost(k.keyword, k.parameter, cardName)) out.push({ cardName, text: `${k.keyword}—${k.parameter}`, why: 'not simulated' });
  return out.filter((r) => r.text.length > 0);
}

/** The "*" P/T of a face no characteristic-defining ability the engine carries out defines (CR 208.2), as a rest. */
export function starRest(cardName: string, face: Card['faces'][number]): RestingText | undefined {
  const star = undefinedStar(face);
  return star ? { cardName, text: star, why: 'not understood' } : undefined;
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
 * can't pay: unread, or objects named by a filter the engine doesn't match (CR 118.3, rules/actions/costs.ts): whether it can be paid, and so what the keyword allows, is unknown.
 */
function unpayableKeywordCost(keyword: string, parameter: string | undefined, name: string): boolean {
  if (!parameter || lookupKeyword(keyword)?.param !== 'cost') return false;
  return costParts(parameter, name).some((p) => !costPartCarriedOut(p) || ('x' in p && p.x));
}

/** The model marks non-mana activation costs unsimulated, but rules/actions/costs.ts pays every part it can read (CR 602.2b, 118.3). */
function costPaid(a: Ability, s: Span, name: string): boolean {
  if (a.kind !== 'activated' || s.start !== a.cost.span.start || s.end !== a.cost.span.end) return false;
  return costParts(a.cost.text ?? '', name).every(costPartCarriedOut);
}

/**
 * CR 208.2, 704.5f: a permanent whose toughness is unknown was never put into the graveyard for it, so how many
 * permanents a player controls, or cards they have in a zone, rests on its text.
 */
export function survivalRests(run: Pick<RunText, 'engine'>): RestingText[] {
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
 * choice never made. CR 701.24a: so does a card taken from a library an effect shuffled (its order is random) — for
 * an `answer` about named objects or how many cards a zone holds (`narrow`), only when it names a card that could have
 * been taken, while nothing could have read them (identity.ts).
 */
export function choiceRests(run: Pick<RunText, 'engine'>, answer?: { names: readonly string[]; narrow: boolean }): RestingText[] {
  const why = (what: 'X' | 'choice' | 'order' | 'history' | 'unknown' | 'unsimulated' | undefined): RestingText['why'] =>
    what === 'unsimulated' ? 'not simulated' : what === 'X' ? 'its X never chosen' : what === 'choice' ? 'never chosen' : what === 'order' ? "the library's order is random"
      : what === 'history' ? 'happened before the scenario began' : what === 'unknown' ? 'not understood' : 'its target never chosen';
  // CR 701.24a, 701.22a: a library's order decides which cards were taken, not how many (identity.ts).
  const rests = (u: NonNullable<GameState['unchosenTargets']>[number]) => !u.identity || !answer || restsOnIdentity(u.identity, answer.names, answer.narrow);
  return (run.engine.state.unchosenTargets ?? []).filter(rests).map((u) => ({ cardName: u.sourceName, text: u.text, why: why(u.what) }));
}

/** `rests`, then the `extra` rests of cards `rests` doesn't quote yet. */
export function withExtraRests(rests: RestingText[], extra: readonly RestingText[] | undefined): RestingText[] {
  const out = [...rests];
  // A card whose text is already quoted isn't quoted again for what that text leaves unknown.
  for (const r of extra ?? []) if (!out.some((x) => x.cardName === r.cardName)) out.push(r);
  return out;
}

/** Why a piece of text is uncertain, as the catalog's `expect.rest` selects it. */
const WHY: Record<RestingText['why'], string> = {
  'not understood': 'notUnderstood', 'not simulated': 'notSimulated', 'its target never chosen': 'targetNeverChosen',
  'its X never chosen': 'xNeverChosen', 'never chosen': 'neverChosen', "the library's order is random": 'libraryOrder',
  'happened before the scenario began': 'history',
};

/** The text an answer rests on, as a message (the first two parts, and how many more). */
export function describeRests(rests: readonly RestingText[]): Message {
  const shown = rests.slice(0, 2).map((r) => msg('expect.rest', { text: quote(r.text), card: r.cardName, why: WHY[r.why] }));
  const both = shown.length > 1 ? msg('expect.then', { first: shown[0]!, second: shown[1]! }) : shown[0] ?? msg('expect.is.none');
  return rests.length > 2 ? msg('expect.rests-more', { rests: both, count: rests.length - 2 }) : both;
}

/** The message of an inconclusive expectation, naming the text it rests on (the first few parts). */
export function inconclusiveMessage(what: Message, rests: readonly RestingText[]): Message {
  return msg('expect.inconclusive', { what, rests: describeRests(rests) });
}
