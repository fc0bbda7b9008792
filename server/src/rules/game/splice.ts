// Splice (CR 702.47): "Splice onto [quality] [cost]" functions while its card is in its owner's hand (702.47a): as they
// cast a [quality] spell, they may reveal it and pay [cost] as an additional cost (601.2b, 601.2f–h); the spell then
// gains the card's rules text. The scenario says it: `you cast @s with splice paying @c` — `with splice` and, among the
// objects paid with, the cards in the caster's hand revealed to splice (in the order their effects happen, 702.47b).
// - 702.47b: a card can't be spliced if the choices its text needs can't be made (its targets: rules/game/casting.ts
//   checks the announced targets of the main spell's text and then each spliced card's, in that order); no card twice.
// - 702.47c: the spell keeps the main spell's characteristics and gains only the spliced cards' rules text, after its
//   own (rules/layers/layer-one.ts `SpellInfo.spliced`): the main spell's effects happen first (702.47b), its "~" the spell.
// - 702.47d: targets of the added text are chosen normally; all of the spell's targets illegal, it doesn't resolve (608.2b).
// - 702.47e: the text is lost once the spell leaves the stack (only a spell on the stack reads `spliced`).
// `with splice` naming no card: with one card that can be spliced, that card (no choice); with more, the first, and what
// follows rests on that choice (never a silent default).
// OPEN QUESTION: a cast step without `with splice` splices nothing, as an unsaid kicker is not paid (splicing is a "may",
// 702.47a), even when a card in the hand could be spliced; a quality other than card types and subtypes ("Arcane",
// "instant or sorcery", the only ones printed) is never matched, so such a card is refused, not guessed.

import type { Card, CostPart, KeywordAbility, ManaCost } from '../../model/types';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { restOn } from '../state/game-state';
import { illegal, type Outcome } from '../state/events';
import { printedValues } from '../state/objects';
import { costParts } from '../queries/cost-parts';
import { parseManaCost } from '../state/mana';
import { msg } from '../../i18n';

/** CR 702.47a: a splice instance read: the quality (its words, any of which the spell must have) and its cost. */
export interface SpliceAbility {
  readonly quality: readonly string[];
  readonly cost: string;
}

/** CR 702.47a: "onto Arcane {1}{R}", "onto instant or sorcery {3}{W}", "onto Arcane—Exile four cards from your graveyard". */
export function spliceOf(k: KeywordAbility): SpliceAbility | undefined {
  if (k.keyword.toLowerCase() !== 'splice' || !k.parameter) return undefined;
  // The quality is words of letters joined by "or", so the cost's start is found once (linear on any input).
  const m = /^onto ([A-Za-z]+(?: or [A-Za-z]+)*)(?: ((?:\{[^}]+\})+)| ?— ?(.+?))\.?$/.exec(k.parameter);
  if (!m) return undefined;
  return { quality: m[1]!.split(' or ').map((w) => w.trim().toLowerCase()), cost: m[2] ?? m[3]! };
}

function spliceAbilities(card: Card): SpliceAbility[] {
  return printedValues(card, false, []).abilities.flatMap((r) => (r.ability.kind === 'keyword' ? r.ability.keywords.map(spliceOf).filter((x): x is SpliceAbility => !!x) : []));
}

/** CR 702.47a: whether a spell with these types is a [quality] spell (a card type or a subtype named by the quality). */
function hasQuality(a: SpliceAbility, spell: { cardTypes: readonly string[]; subtypes: readonly string[] }): boolean {
  const words = new Set([...spell.cardTypes, ...spell.subtypes].map((t) => t.toLowerCase()));
  return a.quality.some((q) => words.has(q));
}

/** What splicing adds to a spell as it is cast: the cards (their rules text, 702.47c) and their costs (702.47a). */
export interface Splices {
  readonly cards: readonly GameObject[];
  readonly mana?: ManaCost;
  readonly other: readonly CostPart[];
  /** The objects the step paid with, the spliced cards taken out. */
  readonly paying: string[];
}

/**
 * CR 702.47a–b: the cards `player` splices onto `spell` (its characteristics as cast: `types`), from the objects the
 * step paid with that are cards in their hand with splice; null (with the refusal in `out`) when the step can't.
 */
export function chooseSplices(s: GameState, out: Outcome, spell: GameObject, player: PlayerId, types: { cardTypes: readonly string[]; subtypes: readonly string[] }, paying: readonly string[]): Splices | null {
  const name = spell.card.name;
  const inHand = (o: GameObject | undefined): o is GameObject => !!o && o.zone === 'hand' && o.owner === player && o.id !== spell.id;
  const candidate = (o: GameObject): boolean => spliceAbilities(o.card).some((a) => hasQuality(a, types));
  let named = paying.filter((id) => inHand(s.objects.get(id)) && spliceAbilities(s.objects.get(id)!.card).length > 0);
  if (named.length === 0) {
    const all = (s.zones[player]?.hand ?? []).map((id) => s.objects.get(id)).filter(inHand).filter(candidate);
    if (all.length === 0) {
      out.fail(illegal(msg('rules.cast.no-splice', { card: name }), ['702.47a']));
      return null;
    }
    // CR 702.47a: which card is revealed is the caster's choice: with more than one, what follows rests on it.
    if (all.length > 1) restOn(s, { sourceName: name, text: 'Splice', what: 'choice' });
    named = [all[0]!.id];
  }
  // CR 702.47b: no card spliced onto the same spell more than once.
  if (new Set(named).size !== named.length) {
    out.fail(illegal(msg('rules.cast.splice-twice', { card: name }), ['702.47b']));
    return null;
  }
  const cards: GameObject[] = [];
  let mana = '';
  const other: CostPart[] = [];
  for (const id of named) {
    const c = s.objects.get(id)!;
    const a = spliceAbilities(c.card).find((x) => hasQuality(x, types));
    if (!a) {
      out.fail(illegal(msg('rules.cast.splice-quality', { card: c.card.name, spell: name }), ['702.47a']));
      return null;
    }
    const parts = costParts(a.cost, c.card.name);
    if (parts.some((p) => p.kind === 'unknown' || ('x' in p && p.x))) {
      // CR 702.47a, 601.2f: a splice cost the engine can't read can't be paid here; the refusal rests on that text.
      restOn(s, { sourceName: c.card.name, text: `Splice ${a.cost}`, what: 'unsimulated' });
      out.fail(illegal(msg('rules.cast.splice-cost', { card: c.card.name, cost: a.cost }), ['702.47a', '601.2f']));
      return null;
    }
    mana += parts.filter((p) => p.kind === 'mana').map((p) => (p as { cost: string }).cost).join('');
    other.push(...parts.filter((p) => p.kind !== 'mana'));
    cards.push(c);
    out.note({ why: msg('rules.cast.spliced', { card: c.card.name, spell: name, cost: a.cost }), cr: ['702.47a', '702.47c'] });
  }
  const spliceMana = mana ? parseManaCost(mana) ?? undefined : undefined;
  return { cards, ...(spliceMana ? { mana: spliceMana } : {}), other, paying: paying.filter((id) => !named.includes(id)) };
}
