// The shape of a sentence the grammar doesn't read (issue 23 part 3): some sentences can be recognized by their shape
// without being understood in full — a prohibition on one action, "can't be regenerated" — and that shape alone
// bounds what they could change (dependency.ts turns a shape into a reach). A sentence whose shape isn't one of these
// could change anything. Every shape is whole-sentence: a sentence that says more than the shape ("… gets -2/-2 and
// can't be regenerated") is not recognized.

import { lookupTable } from '../../model/lookup-table';

/** Actions only card text makes happen: a prohibition on one of them matters only when some card could do it. */
export type TextAction = 'regenerate' | 'search' | 'cycle';

export type SentenceShape =
  /** CR 701.19c: "[objects] can't be regenerated" stops regeneration shields and nothing else. */
  | { kind: 'only-with'; action: TextAction }
  /**
   * CR 101.2, 601.3, 602.5: "[players] can't cast …" forbids casting spells, "[players] can't activate …" activating
   * abilities, and nothing else (turning a face-down permanent face up is a special action, 116.2b, 702.37e).
   */
  | { kind: 'step-prohibition'; step: 'cast' | 'activate' }
  /** CR 609.4b, 601.2h: "[players] may spend mana as though it were mana of any color" changes only how costs are paid. */
  | { kind: 'spend-permission' }
  /** CR 508.1c–d, 509.1b–c: an attack or block restriction is checked only as attackers or blockers are declared. */
  | { kind: 'combat-restriction'; restriction: string };

// A subject: one noun phrase, no second clause (no comma, no "can't", not ending in a conjunction).
const SUBJECT = String.raw`[^,;.]+?(?<!\band|\bor)`;
// "As long as …, " or "During …, " before the subject: a condition on when the prohibition applies.
const LEAD = String.raw`(?:(?:as long as|during) [^,;.]+, )?`;
// The curly apostrophe as its escape, which the RegExp reads: the source stays ASCII as the bundles are (esbuild.mjs `asciiOnly`).
const CANT = String.raw`can(?:'|\u2019|no)t`;

/** CR 701.19c: "… can't be regenerated [this turn]." */
const REGENERATED = new RegExp(String.raw`^${LEAD}${SUBJECT} ${CANT} be regenerated(?: this turn)?$`, 'i');

/**
 * CR 701.23a (search), 702.29a (cycle: activating a cycling ability): "Players can't search libraries." — a
 * prohibition on the action alone ("or draw cards", "and …" make another sentence).
 */
const ACTION_PROHIBITION = new RegExp(String.raw`^${LEAD}${SUBJECT} ${CANT} (search|cycle)\b(?: (?:libraries|their libraries|cards|a card|more than one card each turn|this turn))?$`, 'i');

/**
 * CR 508.1c–d, 509.1b–c: "… can't attack / block / attack or block / be blocked", with a tail that says only when or by
 * what ("this turn", "alone", "except by two or more creatures", "unless its controller pays {1}", "as long as …").
 */
const COMBAT = new RegExp(String.raw`^${LEAD}${SUBJECT} ${CANT} (attack or block|attack|block|be blocked)( [^,;.]*)?$`, 'i');
const COMBAT_TAIL = /^ (?:this turn|alone|each combat|you|except by|by more than one creature|unless|as long as|if|with)\b/i;

/** CR 101.2, 601.3, 602.5: "… can't cast [which spells, when]" or "… can't activate [which abilities, when]". */
const STEP_PROHIBITION = new RegExp(String.raw`^${LEAD}${SUBJECT} ${CANT} (cast|activate) (spells|abilities|[^,;.]*?\b(?:spells?|abilities))\b([^,;.]*)$`, 'i');

/** CR 609.4b: "… may spend mana as though it were mana of any color/type [to cast …]". */
const SPEND_PERMISSION = new RegExp(String.raw`^${LEAD}${SUBJECT} may spend mana as though it were mana of any (?:color|type)(?: to cast [^,;.]+)?$`, 'i');

/** A tail's "and" outside a condition ("unless", "as long as", "if") joins another predicate; so does a second "can't". */
const compound = (tail: string): boolean => {
  const before = tail.split(/\b(?:unless|as long as|if)\b/i)[0] ?? '';
  return /\band (?!\/)/i.test(before) || /\bcan(?:'|’|no)t\b/i.test(tail);
};

/**
 * The words a sentence must use to decide whether a player may take a step with its own object (CR 601.3: a rule or
 * effect that allows or prohibits casting says so; 601.2c targets, 601.2f costs, 602.5 "Activate only …", 106.6 "Spend
 * only …", 508.1c–d, 509.1b–c attack and block restrictions and requirements). A sentence of its own object that uses
 * none of them ("Draw two cards.") can't make its step illegal.
 */
const STEP_WORDS = /\b(?:cast|play|activat\w*|attack\w*|block\w*|can(?:'|’|no)t|only|costs?|spend|pay|additional|target\w*|unless|if able|must|as though|flash|face up)\b/i;

/** The shapes' patterns (the regex-safety suite runs them on adversarial input). */
export const SHAPE_PATTERNS: readonly RegExp[] = [REGENERATED, ACTION_PROHIBITION, COMBAT, STEP_WORDS, STEP_PROHIBITION, SPEND_PERMISSION];

/** Whether a text (unread) could say a step with its own object is allowed, forbidden or costs more (STEP_WORDS). */
export function couldDecideSteps(text: string): boolean {
  return STEP_WORDS.test(text);
}

const ACTIONS: Readonly<Record<string, TextAction>> = lookupTable({ search: 'search', cycle: 'cycle' });

/** The shape of one sentence (its final period optional), or undefined when it has none of these. */
export function sentenceShape(sentence: string): SentenceShape | undefined {
  const s = sentence.trim().replace(/\.$/, '');
  if (s && !/[.;]/.test(s) && SPEND_PERMISSION.test(s)) return { kind: 'spend-permission' };
  // One sentence, one prohibition: a second "can't" is a second predicate.
  if (!s || /[.;]/.test(s) || (s.match(/\bcan(?:'|’|no)t\b/gi)?.length ?? 0) !== 1) return undefined;
  if (REGENERATED.test(s)) return { kind: 'only-with', action: 'regenerate' };
  const action = ACTION_PROHIBITION.exec(s);
  if (action) return { kind: 'only-with', action: ACTIONS[action[1]!.toLowerCase()]! };
  const combat = COMBAT.exec(s);
  const tail = combat?.[2] ?? '';
  if (combat && (!tail || COMBAT_TAIL.test(tail)) && !compound(tail)) return { kind: 'combat-restriction', restriction: combat[1]!.toLowerCase() };
  const step = STEP_PROHIBITION.exec(s);
  // "… can't cast spells or activate abilities" names a second step: no shape.
  if (step && !compound(`${step[2]}${step[3]}`) && !/\b(?:cast|activate|play|attack|block)\b/i.test(`${step[2]}${step[3]}`)) return { kind: 'step-prohibition', step: step[1]!.toLowerCase() as 'cast' | 'activate' };
  return undefined;
}

/** A text's sentences (split after a period that ends one; a mana symbol's braces are kept whole). */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=\.)\s+/).map((s) => s.trim()).filter((s) => s.length > 0);
}

/**
 * The card text that could do an action (CR 701.19a–b regenerate, 701.23a search, 702.29a–e cycling and typecycling):
 * a card whose text says it could make the action happen. Matched on any of its text, understood or not.
 */
export const ACTION_TEXT: Record<TextAction, RegExp> = {
  regenerate: /\bregenerat/i,
  // Typecycling ("Swampcycling", "basic landcycling"), transmute and transfigure search too (702.29e, 702.53a,
  // 702.71a); plain cycling only draws (702.29a).
  search: /\bsearch|[a-z]cycling|transmute|transfigure/i,
  cycle: /cycl/i,
};
