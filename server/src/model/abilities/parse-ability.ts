// The rules-text recognizer's entry point: one printed rules line → an Ability (keyword line, triggered,
// activated, static, replacement, spell text, or plain text), every span a document offset. Never throws.

import type { Ability, AbilityReminder, Condition, Effect, Span, StaticAbility, TargetSpec, TriggerEvent } from '../types';
import { findCostColon, readActivationCost } from './costs';
import { parseEffectText } from './effects';
import { parseKeywordLine } from './keyword-line';
import { keywordAtStart, lookupKeyword } from './keywords';
import { readLevelSymbol, readPtBox } from './level';
import { MappedText } from './mapped-text';
import { normalize, type NameContext } from './normalize';
import { parseCount } from './numbers';
import { findReminders, maskReminders } from './reminder';
import { indexOutsideQuotes, splitSentences } from './sentences';
import { parseFilter } from './targets';
import { parseTriggerEvent } from './triggers';
import { descriptorOf, staticOtherwiseRead, unsimulatedSpans, walkEffects } from './effect-descriptors';
import { parseCopyException } from './copy-exceptions';
import { notUnderstoodPart, parseCondition, parseSentence } from './effects';
import { quoted } from './slots';
import { readEntersReplacement } from './enters-replacement';
import { tokenLines } from './predefined-tokens';
import { exertReflexive } from './reflexive-it';
import { eventAttachedObject, itNamesSelf } from './trigger-it';
import { nonSorceryTimeConditional } from './flash-terms';
import { pairedPairConditional } from './soulbond-pair';
import './print';

export interface AbilityContext {
  cardName: string;
  faceName: string;
  typeLine?: string;
}

/** Reads one rules-text line `text` found at document offset `offset`. Never throws. */
export function parseAbility(text: string, offset: number, ctx: AbilityContext): Ability {
  const line = typeof text === 'string' ? text : '';
  const at = typeof offset === 'number' && Number.isFinite(offset) ? offset : 0;
  try {
    const safeCtx: AbilityContext = {
      cardName: typeof ctx?.cardName === 'string' ? ctx.cardName : '',
      faceName: typeof ctx?.faceName === 'string' ? ctx.faceName : '',
      ...(typeof ctx?.typeLine === 'string' ? { typeLine: ctx.typeLine } : {}),
    };
    return parseAbilityStrict(line, at, safeCtx);
  } catch {
    const span = { start: at, end: at + line.length };
    return { kind: 'text', text: line, span, unmodeled: line.trim() === '' ? [] : [span] };
  }
}

/** The only thing the type line decides in a reading: instants and sorceries hold spell text (memo keys use it). */
export function abilityTypeKey(typeLine: string | undefined): 'spell' | 'permanent' {
  return /\b(?:Instant|Sorcery)\b/i.test(typeLine ?? '') ? 'spell' : 'permanent';
}

let commaSkipEnabled = true;
/**
 * Switches off the skip of a trigger line's effect after a later comma whose condition doesn't read (`readAbility`, issue
 * 27): the effect is then read at each comma tried, as before (test/support/caches.ts: the answers are the same).
 */
export function setTriggerCommaSkipEnabled(on: boolean): void {
  commaSkipEnabled = on;
}

/** Longest line the recognizer reads (the longest printed rules lines are under 1,000 characters). */
const MAX_LINE = 5_000;

type Base = Pick<Ability, 'text' | 'span' | 'reminder' | 'abilityWord' | 'unmodeled' | 'bullet'>;

/** parseAbility without the safety net (tests use it to catch internal errors). */
export function parseAbilityStrict(text: string, offset: number, ctx: AbilityContext): Ability {
  const a = readAbility(text, offset, ctx);
  // A quoted ability is read as a line of its own (from 0): its spans are moved onto its quoted words in the document,
  // so what is reported inside it points there.
  if (text.length <= MAX_LINE && /["\u201C]/.test(text)) placeQuoted(a, normalize(MappedText.from(maskReminders(text, findReminders(text, offset)), offset), ctx));
  // Understood but not carried out by the engine: reported as "recognized, not simulated" (never as simulated).
  const unsimulated = unsimulatedSpans(a, triggerSpans.get(a), ctx.faceName || ctx.cardName);
  if (unsimulated.length > 0) a.unsimulated = [...(a.unsimulated ?? []), ...unsimulated];
  return a;
}

const ABILITY_KINDS: ReadonlySet<unknown> = new Set(['triggered', 'activated', 'static', 'spell', 'keyword', 'replacement', 'text']);

/** An Ability nested in another's effects (a quoted ability: granted, an emblem's, a copy exception's). */
function isAbility(o: Record<string, unknown>): boolean {
  return ABILITY_KINDS.has(o['kind']) && typeof o['text'] === 'string' && Array.isArray(o['unmodeled']) && typeof o['span'] === 'object';
}

/** Moves the spans of every ability quoted in `root` (read from offset 0) onto its words in the normalized line `whole`. */
function placeQuoted(root: Ability, whole: MappedText): void {
  const visit = (v: unknown, top: boolean): void => {
    if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x, false);
      return;
    }
    const o = v as Record<string, unknown>;
    if (!top && isAbility(o)) {
      const at = whole.text.indexOf(o['text'] as string);
      if (at >= 0) moveSpans(o, at, whole, visit);
      return;
    }
    for (const k in o) visit(o[k], false);
  };
  visit(root, true);
}

/** Every span of ability `a` (relative to its own text, found at `at` in `whole`) as a document span; nested abilities by `nested`. */
function moveSpans(a: Record<string, unknown>, at: number, whole: MappedText, nested: (v: unknown, top: boolean) => void): void {
  const move = (v: unknown): void => {
    if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const x = v[i] as Record<string, unknown> | null;
        if (x && typeof x === 'object' && isSpanObject(x)) v[i] = whole.span(at + (x['start'] as number), at + (x['end'] as number));
        else move(x);
      }
      return;
    }
    const o = v as Record<string, unknown>;
    if (o !== a && isAbility(o)) return nested(o, false);
    for (const k in o) {
      const x = o[k] as Record<string, unknown> | null;
      if (x && typeof x === 'object' && !Array.isArray(x) && isSpanObject(x)) o[k] = whole.span(at + (x['start'] as number), at + (x['end'] as number));
      else move(x);
    }
  };
  // The reminder's offsets (relative to the ability's start, not a span) are mapped as its span would have been, then
  // taken relative to the ability's mapped start: the words of `whole` may not map to the document by one shift.
  const reminder = a['reminder'] as AbilityReminder | undefined;
  move(a);
  if (reminder) {
    const mapped = whole.span(at + reminder.from, at + reminder.to);
    const start = (a['span'] as Span).start;
    a['reminder'] = { text: reminder.text, from: (mapped.start - start) | 0, to: (mapped.end - start) | 0 };
  }
}

function isSpanObject(o: Record<string, unknown>): boolean {
  const keys = Object.keys(o);
  return keys.length === 2 && typeof o['start'] === 'number' && typeof o['end'] === 'number';
}

/** The trigger condition's span of a triggered ability (for "recognized, not simulated" reports). */
const triggerSpans = new WeakMap<Ability, Span>();

function readAbility(text: string, offset: number, ctx: AbilityContext): Ability {
  const span = { start: offset, end: offset + text.length };
  const reminders = findReminders(text, offset);
  const base: Base = { text, span, unmodeled: [] };
  // Reminder: the first parenthesized part. `text` is inside the parentheses (without them); its place (`from`, `to`)
  // covers the whole part, parentheses included. OPEN QUESTION: a line with several parenthesized parts reports the first.
  const first = reminders[0];
  // Its place as offsets into the text, not a span (types.ts AbilityReminder): `first.start`/`end` are indexes into `text`.
  if (first) base.reminder = { text: first.text, from: first.start, to: first.end };

  // No printed rules line comes near this length; longer text is kept as text without being matched.
  if (text.length > MAX_LINE) return { ...base, kind: 'text', unmodeled: [span] };

  let body = MappedText.from(maskReminders(text, reminders), offset).trim();
  if (body.length === 0) return { ...base, kind: 'text' };

  // A mode of a modal spell or ability (CR 700.2): its effects are read like spell text.
  let bullet = false;
  if (body.text.startsWith('\u2022')) {
    bullet = true;
    base.bullet = true;
    body = body.slice(1).trim();
  }

  // Level up (CR 711.2): a level symbol, or a striation's P/T box, on a line of its own.
  const level = bullet ? undefined : readLevelSymbol(body.text);
  if (level) return { ...base, kind: 'static', effects: [{ kind: 'level-striation', ...level, span: body.span() }], unmodeled: [] };
  const box = bullet ? undefined : readPtBox(body.text);
  if (box) return { ...base, kind: 'static', effects: [{ kind: 'level-pt', ...box, span: body.span() }], unmodeled: [] };

  // A results table's row (CR 706.3a): "1—9 | Draw a card.", "20 | …", "20+ | …": the instructions read like spell text,
  // kept inside the row, part of the ability that rolls (CR 706.3b; the engine rolls no dice: recognized, not simulated).
  const row = bullet ? null : /^(\d{1,3})(?:\u2014(\d{1,3})|(\+))? \| (?=\S)/.exec(body.text);
  if (row) {
    // "1 | Trapped! — You lose 3 life.": a flavor word before the row's instructions (CR 207.2d: no rules meaning).
    const flavor = /^([A-Z][A-Za-z'\u2019-]*(?: [A-Za-z'\u2019-]+){0,4}[!?]?) (?:\u2014|--) (?=\S)/.exec(body.text.slice(row[0].length));
    const kept = flavor && !lookupKeyword(flavor[1]!.replace(/[!?]$/, '')) ? flavor : null;
    const norm = normalize(body.slice(row[0].length + (kept ? kept[0].length : 0)), ctx);
    const eff = parseEffectText(norm);
    const range = { low: Number(row[1]), ...(row[2] !== undefined ? { high: Number(row[2]) } : {}), ...(row[3] ? { plus: true } : {}), ...(kept ? { flavor: kept[1]! } : {}) };
    return { ...base, kind: 'spell', effects: [{ kind: 'die-result', ...range, effects: resolveIt(eff.effects, false), span: body.span() }], unmodeled: eff.unmodeled };
  }

  const word = readAbilityWord(body.text);
  if (word) {
    base.abilityWord = word.word;
    body = body.slice(word.end).trim();
  }
  if (body.length === 0) return { ...base, kind: 'text', unmodeled: [] };

  // Keyword line (CR 702): the first sentence; any further sentence ("This cost is reduced by …") is text.
  const sentences = splitSentences(body.text);
  const firstSentence = sentences[0];
  if (!bullet && firstSentence) {
    const kws = parseKeywordLine(body.text.slice(firstSentence.start, firstSentence.end), body.span(firstSentence.start).start);
    if (kws) {
      // The sentences after it, about the keyword's own ability ("Equip {0}. Activate only once each turn.", CR 702.1).
      const second = sentences[1];
      const rider = second ? parseEffectText(normalize(body.slice(second.start), ctx)) : undefined;
      if (rider && rider.unmodeled.length === 0 && rider.effects.length > 0) return { ...base, kind: 'keyword', keywords: kws, rider: rider.effects, unmodeled: [] };
      const unmodeled = sentences.slice(1).map((r) => body.span(r.start, r.end));
      return { ...base, kind: 'keyword', keywords: kws, unmodeled };
    }
  }

  // Activated ability (CR 602.1a): "COST: effect."
  const colon = bullet ? -1 : findCostColon(body.text);
  if (colon > 0) {
    const cost = readActivationCost(body.text.slice(0, colon), body.span(0).start, (part) => isSelf(part, ctx), (part, at) => {
      // A non-mana cost part is read by the effect grammar ("Sacrifice a creature", "Pay 2 life"; CR 118.3).
      const found = parseSentence(normalize(MappedText.from(part, at), ctx));
      return found && found.length === 1 ? found[0] : undefined;
    });
    const effectPart = normalize(body.slice(colon + 1), ctx);
    const eff = parseEffectText(effectPart);
    const unmodeled = [...(cost.understood ? [] : [cost.span]), ...eff.unmodeled];
    if (effectPart.length === 0) unmodeled.push(body.span());
    const { understood: _u, ...costOut } = cost;
    return { ...base, kind: 'activated', cost: costOut, effects: resolveIt(eff.effects, false), unmodeled };
  }

  const norm = normalize(body, ctx);

  // Triggered ability (CR 603.1): "When/Whenever/At <condition>, <effect>."
  const trig = /^(When|Whenever|At)\b ?/.exec(norm.text);
  // CR 614.12c: "• Dragons — Whenever …" on a permanent: an ability it has as long as that anchor word was chosen as it
  // entered (a Siege's "As ~ enters, choose Khans or Dragons"), not a mode of a spell.
  const anchored = bullet && base.abilityWord !== undefined && !/\b(?:Instant|Sorcery)\b/.test(ctx.typeLine ?? '');
  if (trig && (!bullet || anchored)) {
    const condAt = (comma: number) => {
      const cond = (comma > 0 ? norm.slice(trig[0].length, comma) : norm.slice(trig[0].length)).trim();
      const condSpan = cond.span();
      const original = text.slice(condSpan.start - offset, condSpan.end - offset);
      const event = cond.length > 300 ? ({ kind: 'other', text: original.trim() } as const) : parseTriggerEvent(cond.text, original);
      return { comma, cond, event };
    };
    const split = (at: ReturnType<typeof condAt>) => {
      const effectPart = at.comma > 0 ? norm.slice(at.comma + 1).trim() : norm.slice(norm.length);
      return { ...at, effectPart, eff: parseEffectText(effectPart) };
    };
    // The condition ends at the first comma, unless a list inside it has commas ("Whenever you cast a spell that's white,
    // blue, black, or red, …"): then at a later one where both the condition and the effect read whole (CR 603.1).
    // A later comma whose condition doesn't read is never taken, so the effect after it is not read (issue 27: the
    // readers keep nothing between reads, so the answer is the same).
    let first = split(condAt(indexOutsideQuotes(norm.text, ', ')));
    for (let next = first.comma, tries = 0; first.comma > 0 && (first.event.kind === 'other' || first.eff.unmodeled.length > 0) && tries < 4; tries++) {
      next = indexOutsideQuotes(norm.text, ', ', next + 2);
      if (next < 0) break;
      const at = condAt(next);
      if (commaSkipEnabled && at.event.kind === 'other') continue;
      const later = split(at);
      if (later.event.kind !== 'other' && later.eff.unmodeled.length === 0) {
        first = later;
        break;
      }
    }
    const { comma, cond, effectPart, eff } = first;
    const spellText = /\b(?:Instant|Sorcery)\b/.test(ctx.typeLine ?? '');
    // "target creature dies this turn" is about what a resolving spell targets (CR 603.7c, 115.1): a permanent's own trigger
    // has no target to name.
    const event: TriggerEvent = !spellText && targetSubject(first.event) ? { kind: 'other', text: first.event.kind === 'other' ? first.event.text : cond.text } : first.event;
    const unmodeled: Span[] = [];
    if (event.kind === 'other' || effectPart.length === 0) unmodeled.push(norm.slice(0, comma > 0 ? comma + 1 : norm.length).span());
    unmodeled.push(...eff.unmodeled);
    // CR 603.2, 603.4, 603.8: an event that passes no object (a state, a step) leaves "it" to the object its state or
    // intervening "if" names first: this object when that is ~ (trigger-it.ts).
    // CR 603.2: after "~ or another Equipment enters", "it" / "that Equipment" is the object that entered — ~ or another —
    // never ~ alone (the event's object, as after "an Equipment enters").
    const selfOrAnother = (event.kind === 'object-event' || event.kind === 'object-action') && event.subject.self && event.subject.filter !== undefined;
    const itIsSelf = !selfOrAnother && (event.kind.startsWith('self-') || cond.text.startsWith('~ ') || itNamesSelf(event, eff.effects) || (eventAttachedObject(event) ?? false));
    // CR 603.7a: in an instant or sorcery, "At the beginning of the next end step, …" or "Whenever a creature attacks this
    // turn, …" is an instruction of the spell: it creates a delayed triggered ability as the spell resolves (not an
    // ability the card has; "When you cycle ~", "At the beginning of your upkeep, if ~ is suspended" still are).
    if (spellText && delayedEvent(event) && effectPart.length > 0) {
      const delayed: Effect = { kind: 'delayed-trigger', event, effects: resolveIt(eff.effects, itIsSelf, namesAnotherObject(event)), ...(trig[1] === 'Whenever' ? { whenever: true } : {}), span: norm.span() };
      return { ...base, kind: 'spell', effects: [delayed], unmodeled };
    }
    const out: Ability = { ...base, kind: 'triggered', trigger: trig[1]!, event, effects: resolveIt(eff.effects, itIsSelf, namesAnotherObject(event)), unmodeled };
    triggerSpans.set(out, norm.slice(0, comma > 0 ? comma + 1 : norm.length).span());
    return out;
  }

  // Replacement effects on this object (CR 614.1c "As … enters", 614.1e "As … is turned face up").
  const repl = /^As ~ (is turned face up|enters(?: the battlefield)?(?: or is turned face up)?), /.exec(norm.text);
  if (repl && !bullet) {
    const what = repl[1]!;
    const replacementEvent = what === 'is turned face up' ? 'turned-face-up' : what.endsWith('turned face up') ? 'enters-or-turned-face-up' : 'enters';
    const copy = copyChoice(norm.slice(repl[0].length).text);
    if (copy) return { ...base, kind: 'replacement', replacementEvent, effects: [{ ...copy, span: norm.span() }], unmodeled: [] };
    const eff = parseEffectText(norm.slice(repl[0].length), { entering: true });
    return { ...base, kind: 'replacement', replacementEvent, effects: resolveIt(eff.effects, true), unmodeled: eff.unmodeled };
  }
  // "This creature enters with two +1/+1 counters on it." (CR 614.1c): read as "put … on it". With X, the
  // number is the X paid for the spell that became it (CR 107.3m).
  const entersWith = /^~ enters(?: the battlefield)? with (\w+) ([+-]\d\/[+-]\d|[a-z]+) counters? on it\.?$/.exec(norm.text);
  const isX = entersWith?.[1] === 'X';
  const entersCount = entersWith ? (isX ? 0 : parseCount(entersWith[1]!)) : undefined;
  if (entersWith && entersCount !== undefined && !bullet) {
    const effects: Effect[] = [
      { kind: 'add-counters', target: { kind: 'self' }, counter: entersWith[2]!, count: entersCount, ...(isX ? { countIsX: true } : {}), span: norm.span() },
    ];
    return { ...base, kind: 'replacement', replacementEvent: 'enters', effects, unmodeled: [] };
  }
  // "This land enters tapped." (CR 614.1c): it is tapped as it enters.
  if (/^~ enters(?: the battlefield)? tapped\.?$/.test(norm.text) && !bullet) {
    return { ...base, kind: 'replacement', replacementEvent: 'enters', effects: [{ kind: 'tap', target: { kind: 'self' }, span: norm.span() }], unmodeled: [] };
  }
  // "This land enters tapped unless you control a Forest.", "This creature enters with a +1/+1 counter on it for each
  // creature card in your graveyard.", "… enters tapped with two charge counters on it" (CR 614.1c, 614.12).
  const enters = bullet ? undefined : readEntersReplacement(norm);
  if (enters) return { ...base, kind: 'replacement', replacementEvent: 'enters', effects: enters, unmodeled: [] };
  // "If ~ was kicked, it enters with two +1/+1 counters on it." (CR 614.1c, 702.33d): the condition written first.
  // "If at least three red mana was spent to cast this spell, ~ enters with a +1/+1 counter on it": the object by its name.
  const ifEnters = bullet ? undefined : /^If (.+?), (it|~) enters\b/.exec(norm.text);
  const ifCondition = ifEnters ? parseCondition(ifEnters[1]!) : undefined;
  const ifEffects = ifCondition ? readEntersReplacement(norm.slice(ifEnters![0].length - `${ifEnters![2]} enters`.length)) : undefined;
  if (ifCondition && ifEffects && !ifEffects.some((e) => e.kind === 'conditional')) {
    const self = ifEnters![2] === '~' ? { selfEnters: true } : {};
    return { ...base, kind: 'replacement', replacementEvent: 'enters', effects: [{ kind: 'conditional', condition: ifCondition, effects: ifEffects, itEnters: true, ...self, span: norm.span() }], unmodeled: [] };
  }
  // "~ escapes with a +1/+1 counter on it." (CR 702.138c: if it escaped, it enters with those counters).
  const escapes = bullet || !/^~ escapes with /.test(norm.text) ? undefined : readEntersReplacement(norm.replace(/^~ escapes with /g, '~ enters with '), true);
  if (escapes && !escapes.some((e) => e.kind === 'conditional')) return { ...base, kind: 'replacement', replacementEvent: 'escapes', effects: escapes, unmodeled: [] };
  // "~ enters with X +1/+1 counters on it. If X is 5 or more, it enters with an additional X +1/+1 counters on it.": an
  // entering replacement of several sentences, each "~ / it enters …" (CR 614.1c).
  if (!bullet && /^~ enters\b/.test(norm.text)) {
    const eff = parseEffectText(norm, { entering: true });
    if (eff.unmodeled.length === 0 && eff.effects[0]?.kind === 'enters-with') return { ...base, kind: 'replacement', replacementEvent: 'enters', effects: eff.effects, unmodeled: [] };
  }
  // "You may have this creature enter as a copy of any creature on the battlefield." (Clone-like): a replacement
  // (CR 614.1c "enters as"); it becomes the copy as it enters (CR 707.5), of an object chosen then — not a
  // target (CR 115.1). Not choosing means it enters as itself. "… enter tapped as a copy of any land" (it enters tapped
  // only as the copy, 614.1c); "If you attacked this turn, you may have ~ enter as a copy of …": the condition first.
  const entersAsCopy = /^(?:If (.+?), y|Y)ou may have ~ enter(?: the battlefield)?( tapped)? as a copy of (any|an?|another) (.+?)(?:, except (.+?))?\.?$/.exec(norm.text);
  const copyOf = entersAsCopy ? parseFilter(entersAsCopy[4]!) : undefined;
  // "as a copy of another creature you control" (CR 707.5): not itself.
  if (copyOf && entersAsCopy?.[3] === 'another') copyOf.filter.other = true;
  const copyIf = entersAsCopy?.[1] !== undefined ? parseCondition(entersAsCopy[1]) : undefined;
  // CR 707.9: "…, except it has flying" / "except it's a …" (the exceptions are part of the copy effect).
  const except = entersAsCopy?.[5] !== undefined ? parseCopyException(entersAsCopy[5]) : {};
  if (entersAsCopy && copyOf && except && !copyOf.plural && !bullet && (entersAsCopy[1] === undefined || copyIf)) {
    const of: TargetSpec = { kind: 'chosen', filter: copyOf.filter };
    const copy: Effect = { kind: 'become-copy', target: { kind: 'self' }, of, duration: 'permanent', ...(entersAsCopy[3] === 'any' ? { anyWritten: true } : {}), ...(entersAsCopy[2] ? { tapped: true } : {}), span: norm.span(), ...except };
    const effects: Effect[] = copyIf ? [{ kind: 'conditional', condition: copyIf, effects: [copy], itEnters: true, span: norm.span() }] : [copy];
    return { ...base, kind: 'replacement', replacementEvent: 'enters', effects, unmodeled: [] };
  }

  // Static abilities and spell text.
  const eff = parseEffectText(norm);
  const isSpell = bullet || abilityTypeKey(ctx.typeLine) === 'spell';
  // "As long as ~ is equipped, it gets +1/+1 and has first strike" on a permanent (CR 611.3a): "it" after a condition
  // about the permanent itself is that permanent — a static ability of it.
  // On a permanent, "Enchanted creature gets +1/+1. It has flying." names the attached creature again (CR 303.4, 611.3a).
  const effects = isSpell ? resolveIt(eff.effects, false) : attachedAgain(resolveIt(eff.effects, selfLedAsLongAs(eff.effects)));
  if (isSpell) return { ...base, kind: 'spell', effects, unmodeled: eff.unmodeled };
  if (effects.length === 0) return { ...base, kind: 'text', unmodeled: eff.unmodeled };
  if (effects.every(isStaticEffect) || exertReflexive(effects)) {
    const out: StaticAbility = { ...base, kind: 'static', effects, unmodeled: eff.unmodeled };
    const all = effects.map(targetOf).find((t) => t?.kind === 'all');
    if (all?.kind === 'all') out.appliesTo = all.filter;
    return out;
  }
  // A permanent's line that is partly a static ability ("Enchanted creature gets +4/+4 and has first strike, and all
  // creatures able to block it do so"): a permanent's text is never instructions to follow (CR 608.3: the spell
  // resolves by entering; 113.3d, 604.1: its statics apply all the time), so it is a static ability, and the parts the
  // engine can't apply as one are understood but not carried out — never a spell line nothing runs, counted carried out.
  if (effects.some(isStaticEffect)) {
    // CR 307.1, 608.3: "If you cast it any time a sorcery couldn't have been cast, …" is followed as the spell resolves
    // into the permanent (rules/game/stack.ts): unsimulatedSpans tells whether its instructions are carried out.
    // CR 611.3a: "… as long as it's a Vampire. Otherwise, it gets -2/-2" is "as long as it isn't" (staticOtherwise).
    const parts = effects.filter((e, i) => !isStaticEffect(e) && !nonSorceryTimeConditional(e) && !staticOtherwiseRead(effects, i)).map((e) => ('span' in e && e.span ? e.span : base.span));
    return { ...base, kind: 'static', effects, unmodeled: eff.unmodeled, unsimulated: parts };
  }
  return { ...base, kind: 'spell', effects, unmodeled: eff.unmodeled };
}

/** "Eerie — …", "Hellbent — …", saga chapters "I, II — …" (CR 207.2c, 714.2b). Not "Morph—…" (a keyword cost). */
function readAbilityWord(text: string): { word: string; end: number } | undefined {
  const chapter = /^([IVX]{1,4}(?:, [IVX]{1,4}){0,5}) ?(?:\u2014|--) ?(?=\S)/.exec(text);
  if (chapter) return { word: chapter[1]!, end: chapter[0].length };
  const m = /^([A-Z][A-Za-z'\u2019-]*(?: [A-Za-z'\u2019-]+){0,4}) ?(?:\u2014|--) ?(?=\S)/.exec(text);
  if (!m) return undefined;
  const word = m[1]!;
  // "Splice onto Arcane—Exile …": a keyword with its parameter before a non-mana cost, not an ability word. A flavor
  // word whose next word after a keyword's name is capitalized ("Sneak Attack —", "Intimidate Them —") is one (CR 207.2d).
  const kw = keywordAtStart(word);
  if (lookupKeyword(word) || (kw && !/^ [A-Z][a-z]/.test(word.slice(kw.end))) || /^Choose\b/.test(word)) return undefined;
  return { word, end: m[0].length };
}

/** The words of ability `a` under `span` (a part of its line: an unmodeled or unsimulated span), trimmed. */
export function abilityTextAt(a: Ability, span: Span): string {
  return a.text.slice(Math.max(0, span.start - a.span.start), Math.max(0, span.end - a.span.start)).trim();
}

/**
 * The part of an unmodeled span of `line` (at document `offset`) that is not understood, as a document span: the
 * unmodeled-text diagnostic quotes it ("not understood: 'for each …'").
 */
export function notUnderstood(line: string, offset: number, span: Span, ctx: AbilityContext): Span {
  try {
    const part = MappedText.from(line, offset).slice(span.start - offset, span.end - offset);
    return notUnderstoodPart(normalize(part, ctx));
  } catch {
    return span;
  }
}

/**
 * "you may choose another creature on the battlefield. If you do, until ~ is turned face down, it becomes a copy of
 * that creature, except it has "…"" (Vesuvan-like): a copy of an object chosen as it enters or is turned face up
 * (CR 707.5, 708.11), not a target (115.1); not choosing means it stays itself. `except it has` is part of the copy
 * effect (CR 707.9a).
 */
function copyChoice(text: string): Omit<Extract<Effect, { kind: 'become-copy' }>, 'span'> | undefined {
  const m = /^you may choose (another )?(.+?)\. If you do, (until ~ is turned face down, )?it becomes a copy of that (creature|permanent|artifact)(?:, except it has "(.+)")?\.?$/.exec(text);
  const f = m ? parseFilter(m[2]!) : undefined;
  if (!m || !f || f.plural) return undefined;
  const exceptHas = m[5] !== undefined ? quoted.read?.(m[5]) : undefined;
  if (m[5] !== undefined && !exceptHas) return undefined;
  const filter = m[1] ? { ...f.filter, other: true } : f.filter;
  return {
    kind: 'become-copy', target: { kind: 'self' }, of: { kind: 'chosen', filter }, duration: 'permanent',
    chooseFirst: { another: !!m[1], noun: m[4]!, filterText: m[2]! },
    ...(m[3] ? { untilTurnedFaceDown: true } : {}), ...(exceptHas ? { exceptHas } : {}),
  };
}

// A predefined token's abilities (CR 111.10) are lines of rules text of their own, "this token" naming the token.
tokenLines.read = (text) => parseAbility(text, 0, { cardName: '', faceName: '' });

quoted.read = (text) => {
  // A quoted ability ("have "{T}: Add {C}."") is a whole rules line of its own (CR 113.1a); it names its new owner "this creature".
  // A quote inside it is written in single quotes ("Islands you control have '{T}: Draw a card.'"): read as the double
  // quotes a line of its own has (the same length, so its spans stay on its words), its own text kept as written.
  const swapped = innerQuotesDoubled(text);
  const a = readAbility(swapped ?? text, 0, { cardName: '', faceName: '' });
  if (a.kind === 'text' || a.unmodeled.length > 0) return undefined;
  return swapped === undefined ? a : { ...a, text, nestedQuotes: true };
};

/** `text` with its single-quoted abilities ("'{T}: Draw a card.'") in double quotes, or undefined if it has none. An
 * opening mark starts a word before "{" or a capital; a closing one follows a period and ends a word; apostrophes stay. */
function innerQuotesDoubled(text: string): string | undefined {
  if (text.includes('"')) return undefined;
  const out = text.replace(/(^|\s)'([{A-Z][^']*(?:'[a-z][^']*)*?[.!])'(?=$|[\s,.])/g, (_, lead: string, body: string) => `${lead}"${body}"`);
  return out === text ? undefined : out;
}

function isSelf(part: string, ctx: NameContext): boolean {
  return normalize(MappedText.from(part, 0), ctx).text === '~';
}

/** The steps a static "Skip your … step" names (rules/queries/skipped-steps.ts). */
// "Skip your upkeep step" (CR 503, 614.10) is read as a static too; the engine skips only untap and draw steps
// (effect-descriptors.ts: not carried out).
const PLAIN_STEP_SKIPS: ReadonlySet<string> = new Set(['untap step', 'draw step', 'upkeep step']);

/** A continuous effect without a duration on "all …" (incl. "enchanted creature") or this object: a static ability (CR 604.1). */
function isStaticEffect(e: Effect): boolean {
  // "As long as …, …" and "You may look at … any time" are static abilities when what they wrap is (CR 604.1, 611.3b).
  // "Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead." (CR 608.2c): the alternative of a static one.
  // "This creature can't attack unless defending player controls an Island" (CR 604.1, 508.1c): a restriction with an
  // "unless" is a static ability too when what it wraps is one.
  // "As long as enchanted permanent is red, it has flying" (CR 611.3a, 303.4): "it" is the enchanted or equipped
  // object the condition names — a static ability of the Aura or Equipment when what it does to that object is.
  if (e.kind === 'conditional' && e.asLongAs && attachedSubject(e.condition)) {
    return e.effects.every((x) => isStaticEffect(x) || (descriptorOf(x).continuous && 'duration' in x && x.duration === 'permanent' && targetOf(x)?.kind === 'it'));
  }
  // "As long as ~ is paired with another creature, both creatures have reach" (CR 702.95b, 611.3a): "both creatures" /
  // "each of those creatures" is the pair — a static ability of the soulbond creature when what it does to them is.
  if (e.kind === 'conditional' && pairedPairConditional(e)) return e.effects.every((x) => descriptorOf(x).continuous && 'duration' in x && x.duration === 'permanent');
  // "Enchanted creature's controller may have it assign its combat damage as though it weren't blocked" (CR 303.4, 611.3a):
  // "it" is the enchanted creature — a static ability of the Aura when what it does to it is continuous.
  if (e.kind === 'optional' && e.who === 'attached-controller') return e.effects.length > 0 && e.effects.every(staticPerObject);
  if ((e.kind === 'conditional' && (e.asLongAs || e.unless)) || e.kind === 'optional') return e.effects.every(isStaticEffect);
  // "As long as ~ is attacking, for each creature you control, you may have that creature assign its combat damage as though
  // it weren't blocked" (CR 604.1, 510.1c): a static choice per object when what it wraps is static.
  if (e.kind === 'per-object') return e.per.kind === 'count' && e.effects.length > 0 && e.effects.every(staticPerObject);
  // "This creature can't attack if defending player controls an untapped creature with power 3 or greater", "~ doesn't
  // untap during your untap step if it has a depletion counter on it" (CR 604.1, 508.1c, 502.3): a restriction with a
  // trailing "if" is a static ability too, applying while the condition holds.
  if (staticRestrictionIf(e)) return true;
  // "If it's neither day nor night, it becomes day as this creature enters" (CR 730.1, 614.1c): about its entering.
  if (e.kind === 'conditional' && e.effects.every((x) => x.kind === 'become-day-night')) return true;
  // "If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead": a rule
  // the permanent changes while the condition holds (CR 604.1, 614.1a).
  if (e.kind === 'conditional' && !e.trailing && !e.instead && e.condition.kind !== 'if-you-do' && e.condition.kind !== 'otherwise' && e.effects.length > 0 && e.effects.every((x) => x.kind === 'rule' && x.rule === 'life-floor-one' && isStaticEffect(x))) return true;
  // An alternative about the object the static ability named ("it"): static when what it does is.
  if (e.kind === 'conditional' && e.instead) return e.effects.every((x) => isStaticEffect(x) || (descriptorOf(x).continuous && 'duration' in x && x.duration === 'permanent' && targetOf(x)?.kind === 'it'));
  if (e.kind === 'look') return e.while === 'any time';
  // "Skip your draw step" on a permanent (CR 614.1b, 614.10): a static ability skipping each such step; "skip your next
  // draw step" is an instruction (614.10a).
  if (e.kind === 'skip') return PLAIN_STEP_SKIPS.has(e.what);
  if (!descriptorOf(e).continuous) return false;
  if ('duration' in e && e.duration !== 'permanent') return false;
  // CR 611.2a, 611.3a: a stated duration ("until your next turn", "for as long as it has a mire counter on it") is a
  // resolving spell's or ability's (a Saga's chapter, 714.2b); a static ability's effect has none. "During each of your
  // turns" limits a static permission to those turns (611.3a).
  const until = (e as { until?: string }).until;
  if (until !== undefined && until !== 'during each of your turns') return false;
  const t = targetOf(e);
  return t === undefined || t.kind === 'all' || t.kind === 'self';
}

/** Inside "for each <objects>, …" of a static ability: static, or continuous about "that creature" (the object counted). */
function staticPerObject(x: Effect): boolean {
  if (x.kind === 'optional') return x.effects.length > 0 && x.effects.every(staticPerObject);
  return isStaticEffect(x) || (descriptorOf(x).continuous && (!('duration' in x) || x.duration === 'permanent') && targetOf(x)?.kind === 'it');
}

/** A restriction with a trailing "if" of the game's state, not of what an instruction before it did (CR 604.1). */
function staticRestrictionIf(e: Effect): boolean {
  if (e.kind !== 'conditional' || !e.trailing || e.asLongAs || e.unless || e.instead || e.itEnters || e.effects.length === 0) return false;
  const k = e.condition.kind;
  if (k === 'if-you-do' || k === 'if-you-dont' || k === 'otherwise' || k === 'you-cant' || k === 'unless-pay' || k === 'unless-pay-cost' || k === 'player-does') return false;
  // "Skip your upkeep step if you have no cards in hand" (CR 604.1, 614.10): a static skip under a trailing "if" too.
  return e.effects.every((x) => (x.kind === 'restriction' || x.kind === 'skip') && isStaticEffect(x));
}

/** "As long as ~ is equipped, …", "As long as ~ has three or more +1/+1 counters on it, …": one "as long as" whose
 * condition is about the ability's own object only (each part of an "and"/"or"). */
function selfLedAsLongAs(effects: readonly Effect[]): boolean {
  const [e] = effects;
  return effects.length === 1 && e?.kind === 'conditional' && !!e.asLongAs && !e.instead && !e.unless && !e.trailing && aboutSelf(e.condition);
}

function aboutSelf(c: Condition): boolean {
  if (c.kind === 'both') return aboutSelf(c.left) && aboutSelf(c.right);
  if (c.kind === 'compare') return !c.to && c.quantity.kind === 'counters' && c.quantity.on.kind === 'self';
  if (c.kind !== 'state' && c.kind !== 'has-counters' && c.kind !== 'counters-on' && c.kind !== 'is') return false;
  return (c as { subject?: TargetSpec }).subject?.kind === 'self';
}

/**
 * "Enchanted creature gets +1/+1. It has flying." (CR 303.4, 301.5, 611.3a): on a permanent's line, "it" opening a later
 * sentence names the enchanted or equipped object the sentence before named — the same set, as "…, and it has flying"
 * within one sentence (phrase-templates.ts) — so the line is one static ability of the Aura or Equipment, not a spell's.
 */
function attachedAgain(effects: Effect[]): Effect[] {
  let named: TargetSpec | undefined;
  return effects.map((e) => {
    const t = targetOf(e);
    const again = t?.kind === 'it' && t.word === 'it' && !t.eventObject && named?.kind === 'all' && !!named.filter.attachment && e.sep === '. ';
    if (t && !again) named = t;
    return again ? ({ ...e, target: { ...named!, word: 'it' } } as Effect) : e;
  });
}

/** The object an Aura or Equipment is attached to, as a condition's subject ("enchanted permanent is red"). */
function attachedSubject(c: Condition): boolean {
  const subject = (c as { subject?: TargetSpec }).subject;
  return subject?.kind === 'all' && subject.filter.attachment !== undefined;
}

function targetOf(e: Effect): TargetSpec | undefined {
  return 'target' in e ? e.target : undefined;
}

/**
 * In "When this creature is turned face up, untap it" and "As this creature is turned face up, put two +1/+1
 * counters on it", "it" is this object: until an effect acts on something else, `it` → self. Elsewhere a
 * leading "it" stays { kind: 'it' }: the object the trigger event is about, or the previous effect's object.
 * `itNames` may instead be the object a leading "it" names (trigger-it.ts: "At the beginning of the upkeep of enchanted
 * creature's controller, put a -1/-1 counter on that creature", CR 303.4).
 */
function resolveIt(effects: Effect[], itNames: boolean | TargetSpec, otherObject = false): Effect[] {
  const named: TargetSpec = typeof itNames === 'object' ? itNames : { kind: 'self' };
  const state = { self: itNames !== false };
  walkEffects(effects, (e) => {
    // "for each creature you control, … that creature …": the object counted, never this one (CR 608.2c).
    if (e.kind === 'per-object') state.self = false;
    const rec = e as unknown as Record<string, TargetSpec | undefined>;
    const replaced = new Set<TargetSpec>();
    for (const key of ['target', 'of', 'source'] as const) {
      const t = rec[key];
      // "Whenever ~ blocks a creature, destroy that creature": the object the event names besides its subject (CR 603.2),
      // which the engine doesn't track (effect-descriptors.ts: not carried out) — never this object.
      if (otherObject && t?.kind === 'it' && t.word?.startsWith('that ')) {
        rec[key] = { ...t, eventObject: true };
        continue;
      }
      // The pronoun as written is kept ("it", "that creature"), so the model prints back as written.
      if (state.self && t?.kind === 'it' && !t.word?.startsWith('the ')) {
        rec[key] = { ...named, word: t.word ?? 'it' } as TargetSpec;
        replaced.add(rec[key]!);
      }
    }
    if (e.kind === 'manifest' || e.kind === 'cloak' || e.kind === 'manifest-dread' || e.kind === 'create-token-copy' || e.kind === 'create-token') state.self = false;
    const t = rec['target'];
    if (t && t.kind !== 'self' && !replaced.has(t)) state.self = false;
  });
  return effects;
}

/** Whether a trigger event names an object besides its subject ("~ blocks a creature", "an Aura becomes attached to ~"). */
function namesAnotherObject(e: TriggerEvent): boolean {
  if (e.kind === 'limited') return namesAnotherObject(e.event);
  if (e.kind === 'either') return e.events.some(namesAnotherObject);
  if (e.kind === 'object-action') return !!e.object.filter || !!e.object.self;
  return e.kind === 'object-event' && /(?:blocks|blocked by|damage to|exploits|crews) (?:an?|one or more|two or more) [a-zA-Z]/.test(e.event) && !/ (?:a player|an opponent)$/.test(e.event);
}

/** Whether an event's subject is "target …" (an object a spell or ability targets, CR 115.1). */
function targetSubject(e: TriggerEvent): boolean {
  if (e.kind === 'limited') return targetSubject(e.event);
  if (e.kind === 'either') return e.events.some(targetSubject);
  return (e.kind === 'object-event' || e.kind === 'object-action' || e.kind === 'put-into-graveyard') && !!e.subject.target;
}

/** An event a resolving spell waits for (CR 603.7a–b): the next step of a kind, a stated "this turn", the next spell cast. */
function delayedEvent(e: TriggerEvent): boolean {
  if (e.kind === 'beginning-of') return e.whose === 'the next' || e.whose === 'your next' || e.whose === "the next turn's" || e.whose === "that turn's" || e.whose === "that player's next";
  if (e.kind === 'limited') return e.limit === 'this turn' || e.limit === 'this combat';
  return e.kind === 'end-of-combat' || (e.kind === 'cast' && !!e.nextThisTurn);
}
