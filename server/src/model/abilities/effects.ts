// Effect sentences → Effect[]: the modeled vocabulary of docs/language.md (manifest, cloak, turn face up/down,
// reveal, loses all abilities, becomes a copy, +N/+N, base P/T, counters, becomes a … creature, gains keyword,
// zone changes, draw, face-down cost reduction). A sentence that is not fully understood stays text.

import { readNamedCounterRemoval, withNamedCounters } from './named-counters';
import { COLOR_NAMES, GRAVEYARD_FROM, GRAVEYARD_WHOSE, INSTEAD_OF, type Color, type InsteadOf, type Condition, type TriggerEvent, type Duration, type Effect, type InsteadDamage, type InsteadEvent, type ObjectFilter, type ObjectState, type LastingCondition, type Quantity, type Span, type StaticAbility, type TargetSpec } from '../types';
import { parseQuantity, tokenPtLater, useConditions } from './slots';
import { tokensLackingPt, withPtAfter } from './token-pt-after';
import { parseCountable } from './amounts';
import { EFFECT_TABLE, NAMED_POSSESSIVES } from './effect-table';
import { IGNORE_EFFECT } from './rule-sentences';
import { walkEffects } from './effect-descriptors';
import { parseFact } from './facts';
import { parseConditionPart } from './conditions';
import { inflect } from './phrase-templates';
import { parseTriggerEvent, registerStateConditions } from './triggers';
import { parseKeywordItem } from './keyword-line';
import type { MappedText } from './mapped-text';
import { parseCount, parseSigned } from './numbers';
import { splitSentences } from './sentences';
import { parseCopyException, type CopyException } from './copy-exceptions';
import { itWord, parseFilter, parseObjectRef, parsePlayer, playerIsSingular, PLAYER_TEXT } from './targets';
import { printTarget, targetIsSingular } from './print-target';
import { parseTypePhrase } from './type-phrase';
import { lookupTable } from '../lookup-table';
import { readEitherInstruction } from './either-instruction';

export interface EffectsResult {
  effects: Effect[];
  /** Spans of the sentences not understood (document offsets, terminal period included). */
  unmodeled: Span[];
}

/** "also" before the verb: at the start, or after a subject of up to six words ("~ also", "that creature also"). */
const ALSO = /^((?:[^ ]+ ){0,6}?)also /;

/** Longest sentence the clause matcher looks at; longer ones stay text (keeps the matcher linear in practice). */
const MAX_SENTENCE = 600;

/**
 * The reader of "~ enters with …" as a sentence of an entering replacement (model/abilities/enters-replacement.ts
 * registers it: it reads its counters with this file's sentence reader). Read only while `entering` (CR 614.1c: a
 * permanent's entering is replaced only by an ability that says so as it enters).
 */
export const useEntersSentence: { read?: (body: MappedText) => Effect[] | undefined } = {};
let entering = false;

/**
 * Parses every sentence of `m` (normalized text: own name → "~"). `opts.entering`: the text of an entering replacement
 * ("As ~ enters, …"), where "~ enters with …" is one of its sentences (CR 614.1c).
 */
export function parseEffectText(m: MappedText, opts?: { entering?: boolean }): EffectsResult {
  const was = entering;
  entering = opts?.entering ?? false;
  try {
    return readEffectText(m);
  } finally {
    entering = was;
  }
}

function readEffectText(m: MappedText): EffectsResult {
  const was = tokenPtLater.allowed;
  tokenPtLater.allowed = true;
  try {
    return readSentences(m);
  } finally {
    tokenPtLater.allowed = was;
  }
}

function readSentences(m: MappedText): EffectsResult {
  const effects: Effect[] = [];
  const unmodeled: Span[] = [];
  // After a sentence that is not understood, "it" / "that creature" may name what that sentence acted on:
  // later sentences using a pronoun stay text rather than pointing at the wrong object.
  let chainBroken = false;
  const ranges = splitSentences(m.text);
  for (let k = 0; k < ranges.length; k++) {
    const r = ranges[k]!;
    const sentence = m.slice(r.start, r.end);
    const whole = stripPeriod(sentence);
    if (!chainBroken && applyFollowUp(whole.text, effects, sentence.span())) continue;
    // "Then …": the next instruction, in order (CR 608.2c); opening a spell's line ("Coven — Then if you control …"), the
    // next after the line before it (a spell's paragraphs are followed in order, 608.2c).
    const then = (effects.length > 0 || (k === 0 && ranges.length === 1)) && /^Then [a-zA-Z~]/.test(whole.text);
    const body = then ? whole.slice('Then '.length) : whole;
    let found = parseSentence(body);
    // "Starting with you, each player …": the players in turn order, starting with you (CR 101.4), before any
    // instruction of "each player" the phrase table reads; kept on the sentence's first effect.
    if (!found && !then && STARTING_WITH_YOU.test(body.text)) {
      const rest = parseSentence(body.slice('Starting with you, '.length));
      if (rest?.[0]) found = [{ ...rest[0], turnOrderFromYou: true }, ...rest.slice(1)];
    }
    // A creature token written without P/T: read only with the next sentence telling them (CR 111.4, 604.3a).
    let told = false;
    if (found && tokensLackingPt(found).length > 0) {
      const next = ranges[k + 1] ? m.slice(ranges[k + 1]!.start, ranges[k + 1]!.end) : undefined;
      told = !!next && withPtAfter(found, stripPeriod(next).text, next.span());
      if (!told) found = undefined;
    }
    // "loses half their life" says which way it rounds only with "Round up each time." right after (CR 107.1a).
    const nextText = ranges[k + 1] ? stripPeriod(m.slice(ranges[k + 1]!.start, ranges[k + 1]!.end)).text : '';
    if (found && untoldHalf(found) && !/^Round (?:up|down) each time$/.test(nextText)) found = undefined;
    if (found && !(chainBroken && found.some(usesPronoun))) {
      if (told) k++;
      if (effects.length > 0 && found[0]) found[0] = { ...found[0], sep: '. ', ...(then ? { then: true } : {}) };
      else if (then && found[0]) found[0] = { ...found[0], then: true };
      effects.push(...found);
    }
    else {
      unmodeled.push(sentence.span());
      chainBroken = true;
    }
  }
  return { effects, unmodeled };
}

/** "Starting with you, each player …" (CR 101.4): a sentence opener before an instruction of each player. */
const STARTING_WITH_YOU = /^[Ss]tarting with you, each player [a-z]/;

const GRANT_VERB = / (?:has|have|gains|gain) $/;
const OPEN_QUOTE = /["\u201C]/;
/** Phrases the grammar may lack at the end of an otherwise readable sentence. */
const TRAILERS = [' for each ', ' unless ', ' if ', ' as long as ', ' instead', ', where ', ', except ', ' without paying ', ' this way', ' that ', ' with ', ' from among ', ' and ', ' then '];

/** The connectors before a not-understood part (", and then juggle them" → "juggle them"): each step takes ≥ 1 character. */
const CONNECTORS = /^(?:(?:,|and\b|then\b)\s*)*/;

/**
 * The part of a sentence that is not understood (document span): a trailing phrase ("for each …"), the clauses after
 * the longest readable start, or a leading condition ("If …,") whose rest is readable; else the whole sentence.
 * Linear in the sentence (issue 22, F3): only a start the sentence reader could accept (at most MAX_SENTENCE long) is
 * parsed, and nothing is sliced per marker.
 */
export function notUnderstoodPart(sentence: MappedText): Span {
  const body = stripPeriod(sentence.trim());
  const masked = outsideQuotes(body.text);
  const lower = masked.toLowerCase();
  const text = body.text;
  /** The length of the start `text[0, at)` as `readable` reads it: trimmed, without a final comma. */
  const headLength = (at: number) => {
    let end = at;
    while (end > 0 && /\s/.test(text[end - 1]!)) end--;
    let lead = 0;
    while (lead < end && /\s/.test(text[lead]!)) lead++;
    return end - lead - (text[end - 1] === ',' ? 1 : 0);
  };
  const readable = (m: MappedText) => {
    const t = m.trim();
    const head = t.text.endsWith(',') ? t.slice(0, t.length - 1) : t;
    return head.length > 0 && parseSentence(head) !== undefined;
  };
  let best = -1;
  for (const marker of TRAILERS) {
    for (let at = lower.indexOf(marker); at > 0; at = lower.indexOf(marker, at + 1)) {
      // A longer start is never readable (parseSentence reads at most MAX_SENTENCE characters), nor a later one.
      if (headLength(at) > MAX_SENTENCE) break;
      if (at > best && readable(body.slice(0, at))) best = at;
    }
  }
  if (best > 0) {
    const after = text.slice(best);
    const part = after.trimStart();
    const rest = body.slice(best + (after.length - part.length) + CONNECTORS.exec(part)![0].length);
    if (rest.length > 0) return rest.span();
  }
  const comma = masked.indexOf(', ');
  if (/^(?:if|as long as|when|whenever|at) /i.test(masked) && comma > 0 && readable(body.slice(comma + 2))) return body.slice(0, comma + 1).span();
  return body.span();
}

/**
 * "Enchanted Equipment has "Equipped creature has flying."": an object gains a quoted static ability (CR 113.10).
 * Only a quoted ability whose every sentence is a modeled static effect about "all"/"equipped"/"enchanted" objects.
 */
function parseGrantedAbility(body: MappedText): Effect[] | undefined {
  // String search, not one backtracking pattern: the subject ends at the first quote, the quote closes the sentence.
  const text = body.text;
  const open = text.search(OPEN_QUOTE);
  if (open < 0 || !/["\u201D]$/.test(text)) return undefined;
  const before = text.slice(0, open);
  const verb = GRANT_VERB.exec(before.slice(-7));
  if (!verb) return undefined;
  const target = parseObjectRef(lowerFirst(before.slice(0, before.length - verb[0].length)));
  if (!target) return undefined;
  const inner = body.slice(open + 1, text.length - 1);
  if (/["\u201C\u201D]/.test(inner.text)) return undefined;
  const parsed = parseEffectText(inner);
  const layered = ['modify-pt', 'set-base-pt', 'lose-all-abilities', 'gain-keyword', 'lose-keyword', 'become-type'];
  if (parsed.unmodeled.length > 0 || parsed.effects.length === 0) return undefined;
  if (!parsed.effects.every((e) => layered.includes(e.kind) && 'target' in e && e.target.kind === 'all')) return undefined;
  const first = parsed.effects[0]!;
  const appliesTo = 'target' in first && first.target.kind === 'all' ? first.target.filter : undefined;
  const ability: StaticAbility = { kind: 'static', text: inner.text, span: inner.span(), unmodeled: [], effects: parsed.effects, ...(appliesTo ? { appliesTo } : {}) };
  return [{ kind: 'gain-ability', target, ability, duration: 'permanent', span: body.span() }];
}

function lowerFirst(t: string): string {
  return t.replace(/^[A-Z]/, (c) => c.toLowerCase());
}

function usesPronoun(e: Effect): boolean {
  return e.kind === 'attach-self-to-it' || ('target' in e && e.target.kind === 'it') || ('of' in e && e.of.kind === 'it');
}

/** Parses one sentence (no terminal period); undefined unless every clause is understood. */
export function parseSentence(body: MappedText): Effect[] | undefined {
  // "~ enters with a +1/+1 counter on it", "If you do, it enters with …" inside an entering replacement (CR 614.1c), where
  // no other reading ("If you don't, it enters tapped": an entering choice) reads it.
  // "it enters with two additional +1/+1 counters on it" there is the permanent's own entering (CR 614.1c), not another
  // object's entering with counters ("it" read as an object named before).
  const entersSentence = entering && /^(?:If [^,]+, )?(?:~|it|It) enters\b|^(?:~|it|It) escapes with .+ instead$/.test(body.text);
  const read = readSentence(body);
  const out = entersSentence && (!read || othersEnteringIt(read)) ? useEntersSentence.read?.(body) ?? read : read;
  // "prevent that damage", "skip that draw" name the event of a replacement: only inside one (CR 615.1a, 614.10).
  return out && strayThatEvent(out) ? undefined : out;
}

/** "it enters with additional counters" read as an object named before entering (`enters-with-counters` about "it"). */
function othersEnteringIt(effects: readonly Effect[]): boolean {
  return effects.some((e) => (e.kind === 'enters-with-counters' && e.target.kind === 'it') || (e.kind === 'conditional' && othersEnteringIt(e.effects)));
}

/** An effect about "that damage" / "that draw" outside the replacement whose event it names. */
function strayThatEvent(effects: readonly Effect[], inAlternative = insideAlternative.on): boolean {
  // CR 615.1a, 608.2c: "prevent the next 2 damage" without its recipients names those of the prevention an "instead"
  // alternative replaces: only there (parseInsteadAlternative).
  return effects.some((e) => e.kind === 'prevent-that-damage' || (e.kind === 'skip' && e.what.startsWith('that ')) || (e.kind === 'prevent-next-damage' && e.recipientsLeftOut !== undefined && !inAlternative)
    || (e.kind !== 'instead' && 'effects' in e && Array.isArray(e.effects) && strayThatEvent(e.effects, inAlternative || (e.kind === 'conditional' && e.instead !== undefined))));
}

function readSentence(body: MappedText): Effect[] | undefined {
  if (body.length === 0 || body.length > MAX_SENTENCE) return undefined;
  // A quoted static ability the layers carry out (gain-ability); other quoted abilities are read by the phrase table.
  const granted = parseGrantedAbility(body);
  if (granted) return granted;
  // "If you would draw a card, … instead" (a replacement effect, CR 614.1a); other "instead" wording stays text.
  // A phrase row that says "instead" itself ("All damage that would be dealt to you is dealt to ~ instead") reads below.
  // "If damage would be dealt to ~, prevent that damage": a prevention shield, a replacement written without "instead" (CR 615.1a).
  if (/^If .+ would .+, (?:you may )?prevent /.test(body.text) && !/\binstead\b/i.test(outsideQuotes(body.text))) {
    const prevented = parseInstead(body, true);
    if (prevented) return prevented;
  }
  // "If ~ would be destroyed, regenerate it": a regeneration shield, a replacement written without "instead" (CR 701.19a, 614.8).
  if (/^If [^,]+ would be destroyed, regenerate /.test(body.text)) {
    const shield = parseInstead(body, false, true);
    if (shield) return shield;
  }
  // "If you win the flip, the next time that creature would deal combat damage this turn, it deals double that damage
  // instead": a condition on a whole replacement sentence (CR 608.2c, 614.1a).
  // "As long as you have no cards in hand, if a source you control would deal damage …, it deals double that damage … instead":
  // a replacement that applies while the condition holds (CR 611.3a, 614.1a).
  const guarded = /^If ([^,]+), (?=the next time |if |[^,]+ and if [^,]+ would )/.exec(body.text) ?? /^As long as ([^,]+), (?=if [^,]+ would )/.exec(body.text);
  if (guarded) {
    const condition = parseCondition(guarded[1]!);
    const rest = condition ? body.slice(guarded[0].length) : undefined;
    const inner = rest ? readSentence(rest.replace(/^[a-z]/g, (c) => c.toUpperCase())) : undefined;
    const asLongAs = guarded[0].startsWith('As long as ') ? { asLongAs: true } : {};
    if (condition && inner && (!asLongAs.asLongAs || inner.every((x) => x.kind === 'instead'))) return [{ kind: 'conditional', condition, effects: inner, ...asLongAs, span: body.span() }];
  }
  // "Until end of turn, if a nontoken creature would enter the battlefield and it wasn't cast, exile it instead": a replacement
  // that lasts as stated (CR 611.2a, 614.1a).
  const untilLead = /^Until (end of turn|your next turn), (?=if [^,]+ would )/.exec(body.text);
  if (untilLead) {
    const inner = parseInstead(body.slice(untilLead[0].length).replace(/^if/g, 'If'));
    const only = inner?.length === 1 ? inner[0] : undefined;
    if (only?.kind === 'instead' && !only.thisTurn && !only.nextTime) return [{ ...only, untilFirst: untilLead[1] as 'end of turn', span: body.span() }];
  }
  // "that creature can't be regenerated this turn and if it would die this turn, exile it instead": an instruction and a
  // replacement joined in one sentence (CR 614.1a, 608.2c), each read as its own sentence.
  const andIf = / and if (?=[^,]+ would [^,]+, .+ instead$)/.exec(outsideQuotes(body.text));
  if (andIf) {
    const left = readSentence(body.slice(0, andIf.index));
    const right = left ? parseInstead(body.slice(andIf.index + ' and '.length).replace(/^if/g, 'If')) : undefined;
    if (left && right?.length === 1 && right[0]!.kind === 'instead' && !left.some((e) => e.kind === 'instead' || e.kind === 'conditional')) return [...left, { ...right[0]!, sep: ' and ' }];
  }
  if (/\binstead\b/i.test(outsideQuotes(body.text))) {
    const replaced = parseInstead(body) ?? parseCausedInstead(body) ?? parseInsteadAlternative(body);
    // Rows of the phrase table that say "instead" themselves: a redirection, a new number of counters or tokens (CR 614.1a).
    if (replaced || !/ is dealt to .+ instead$|^The next time [^,]+ this turn, (?:that source|that creature|that spell|it) deals that damage to .+ instead$| can't be prevented or dealt instead to another permanent or player$|^(?:Until end of turn, )?[Ii]f (?:one or more|an effect would|a [a-z]+ triggered ability would) .+ instead$|^(?:Until end of turn, )?[Ii]f [^,]+ for mana, it produces [^,]+ instead of any other type(?: and amount)?$|(?:^|, )[Dd]amage that would reduce your life total to less than 1 reduces it to 1 instead$|^If you would create one or more [A-Z][a-z]+ tokens, instead create those tokens plus an additional [A-Z][a-z]+ token$| under an opponent's control this turn,? (?:it enters(?: the battlefield)?|is created) under your control instead$/.test(body.text)) return replaced;
  }
  // CR 116.2d: "<a player> may <cost> for that player to ignore this effect until end of turn": a special action that turns
  // this static ability off for that player, its cost the permission before (read, not carried out).
  if (body.text.endsWith(IGNORE_EFFECT)) {
    const inner = readSentence(body.slice(0, body.length - IGNORE_EFFECT.length));
    const offer = inner?.length === 1 ? inner[0] : undefined;
    return offer?.kind === 'optional' && !offer.ignoreEffect && !offer.elided ? [{ ...offer, ignoreEffect: true, span: body.span() }] : undefined;
  }
  // "Until end of turn, whenever a creature dies, …": a delayed trigger that may trigger again until the turn ends (CR
  // 603.7b: a stated duration).
  // "This turn, whenever an attacking creature deals combat damage to you, …": the same duration, written so (CR 603.7b).
  const untilEot = /^(?:Until end of turn|(This turn)), (?=whenever )/.exec(body.text);
  if (untilEot) {
    const rest = lowerFirstWord(body.slice(untilEot[0].length));
    const lead = splitLead(rest.text, 'whenever ');
    const event = lead ? parseTriggerEvent(lead[0], lead[0]) : undefined;
    const inner = lead && event && event.kind !== 'other' && event.kind !== 'limited' ? parseWrapped(lowerFirstWord(rest.slice(lead[1])), 'permanent') : undefined;
    return inner ? [{ kind: 'delayed-trigger', event: event!, effects: inner, whenever: true, untilEndOfTurn: true, ...(untilEot[1] ? { thisTurnWritten: true } : {}), span: body.span() }] : undefined;
  }
  let duration: Duration = 'permanent';
  let text = body;
  let durationFirst = false;
  let until: Effect['until'];
  let inlineAt: number[] = [];
  let trailingAt: number | undefined;
  if (/\buntil end of turn\b/i.test(outsideQuotes(text.text))) {
    duration = 'until-end-of-turn';
    durationFirst = /^until end of turn,? /i.test(text.text);
    // Written inside the sentence (not first, not last, once): right after which clause, for printing it back there.
    // Written after each of several clauses ("gets -0/-X until end of turn and ~ gets +X/+0 until end of turn"): after
    // each of them, the last one too.
    const masked = outsideQuotes(text.text);
    const at = masked.indexOf(' until end of turn');
    const again = at > 0 ? masked.indexOf(' until end of turn', at + 1) : -1;
    if (!durationFirst && at > 0 && again < 0 && at + ' until end of turn'.length < masked.length) inlineAt = [text.span(at).start];
    // "… gets -1/-1 until end of turn for each Zombie that player controls": the clause's own per-object amount after the
    // duration; the duration is still the last clause's, one-shot clauses before it (CR 611.2a, 107.3).
    if (!durationFirst && at > 0 && again < 0 && /^(?: for each [^,]+)?\.?$/.test(masked.slice(at + ' until end of turn'.length))) trailingAt = text.span(at).start;
    if (!durationFirst && at > 0 && again > 0) {
      for (let k = at; k >= 0; k = masked.indexOf(' until end of turn', k + 1)) inlineAt.push(text.span(k).start);
    }
    text = removeOutsideQuotes(text, /^until end of turn,? |,? until end of turn\b/gi).trim();
  } else if (/ until ~ leaves the battlefield$/.test(outsideQuotes(text.text))) {
    // CR 610.3: a one-shot effect that lasts "until ~ leaves the battlefield" (the engine doesn't track it).
    until = '~ leaves the battlefield';
    text = text.slice(0, text.length - ' until ~ leaves the battlefield'.length);
  } else {
    // CR 611.2a: "until your next turn", "until the end of your next turn" last as long as stated; the engine tracks
    // only "until end of turn".
    for (const u of LASTING_UNTILS) {
      if (!u.anywhere.test(outsideQuotes(text.text))) continue;
      until = u.until;
      durationFirst = u.first.test(text.text);
      text = text.replace(u.strip, '').trim();
      break;
    }
    // CR 611.2b, 122.1: "for as long as it has a mire counter on it", written last or first.
    const counterHeld = until ? undefined : COUNTER_HELD.exec(outsideQuotes(text.text));
    if (counterHeld) {
      until = `for as long as ${counterHeld[1] ?? counterHeld[3]!}` as `for as long as ${LastingCondition}`;
      durationFirst = counterHeld[1] !== undefined;
      text = counterHeld[1] !== undefined ? text.slice(counterHeld[0].length) : text.slice(0, counterHeld.index);
      text = text.trim();
    }
  }
  // ", except it has haste" / ", except it's a 1/1 …": a copy effect's exceptions (CR 707.9), kept on the copy effect
  // the sentence ends with.
  let except: CopyException | undefined;
  const exceptAt = outsideQuotes(text.text).lastIndexOf(', except ');
  if (exceptAt > 0 && /\bcopy of\b/.test(text.text.slice(0, exceptAt))) {
    except = parseCopyException(text.text.slice(exceptAt + ', except '.length));
    if (!except) return undefined;
    text = text.slice(0, exceptAt);
  }
  // ", where X is …": X is defined by the sentence (CR 107.3c); kept on the sentence's last effect.
  let whereX: Quantity | undefined;
  // Where X is defined mid-sentence ("Search your library for up to X basic land cards, where X is the number of lands you
  // control, put them onto the battlefield tapped, then shuffle"), it belongs to the clause before it: `whereEnd` is
  // that clause's end in the document.
  let whereEnd: number | undefined;
  let whereAt = outsideQuotes(text.text).lastIndexOf(', where X is ');
  // "… with "When this creature dies, you gain 1 life," where X is …": the comma written inside the closing quotation
  // mark, in place of the quoted ability's last period (the same sentence; CR 107.3c). The quote is read with its period.
  const quotedComma = whereAt < 0 ? text.text.lastIndexOf(',\" where X is ') : -1;
  if (quotedComma > 0 && QUOTED_END.test(text.text.slice(0, quotedComma + 2))) {
    text = text.replaceMatches([{ at: quotedComma, text: ',\" ' }], '.\", ');
    whereAt = quotedComma + 2;
  }
  // ", where X is … and Y is …": a second number the sentence defines, for "+X/+Y" (CR 107.3c).
  let whereY: Quantity | undefined;
  if (whereAt > 0) {
    const tail = text.text.slice(whereAt + ', where X is '.length);
    whereX = parseQuantity(tail);
    const andY = whereX ? -1 : tail.indexOf(' and Y is ');
    if (andY > 0) {
      whereX = parseQuantity(tail.slice(0, andY));
      whereY = whereX && parseQuantity(tail.slice(andY + ' and Y is '.length));
      if (!whereY) return undefined;
    }
    if (!whereX) {
      for (let at = tail.indexOf(', '); at > 0 && !whereX; at = tail.indexOf(', ', at + 1)) {
        const q = parseQuantity(tail.slice(0, at));
        if (!q) continue;
        whereX = q;
        whereEnd = text.span(0, whereAt).end;
        text = text.slice(0, whereAt).concat(text.slice(whereAt + ', where X is '.length + at));
      }
      if (!whereX) return undefined;
    } else text = text.slice(0, whereAt);
  }
  // "enter the battlefield with" is current Oracle's "enter with" (the same event); "enter the battlefield tapped" too.
  // "It enters with an additional loyalty counter on it …" written so in the older wording is kept so (`short`).
  const shortEnters = /(?:^| )enters with /.test(text.text) && !/ enters? the battlefield with /.test(text.text);
  if (/ enters? the battlefield with /.test(text.text)) text = text.replace(/ the battlefield with /g, ' with ');
  if (/ enter the battlefield tapped(?:\.|$)/.test(text.text)) text = text.replace(/ enter the battlefield tapped(?=\.|$)/g, ' enter tapped');
  text = lowerFirstWord(text);
  const before = oneShotAfter;
  const beforeLast = oneShotBefore;
  oneShotAfter = inlineAt.length === 1 ? inlineAt[0] : undefined;
  // CR 611.2a: "until end of turn" written once, last: the last clause's duration, one-shot clauses before it ("that player
  // creates two tokens, and those tokens gain haste until end of turn").
  oneShotBefore = trailingAt;
  let out: Effect[] | undefined;
  try {
    out = parseWrapped(text, duration);
  } finally {
    oneShotAfter = before;
    oneShotBefore = beforeLast;
  }
  if (out && shortEnters) out = markShortEnters(out);
  if (out && whereX) {
    let last = out.length - 1;
    if (whereEnd !== undefined) {
      // The clause's span runs over the definition (its words on both sides of it).
      while (last > 0 && out[last]!.span.start >= whereEnd) last--;
      if (out[last]!.span.end < whereEnd || last === out.length - 1) return undefined;
    }
    out[last] = { ...out[last]!, whereX, ...(whereY ? { whereY } : {}) };
  }
  // Y only in "+X/+Y" (slots.ts ptx), and "+X/+Y" only in the clause whose sentence defines Y (CR 107.3c).
  if (out) {
    let yAt = -1;
    out.forEach((e, i) => walkEffects([e], (x) => void (x.kind === 'modify-pt-x' && x.y && (yAt = yAt === -1 ? i : -2))));
    if (yAt === -2 || (yAt >= 0) !== !!whereY || (whereY && out[yAt]!.whereY !== whereY)) return undefined;
  }
  if (out && until) {
    // Every effect of the sentence must be one that lasts.
    if (until !== '~ leaves the battlefield' && !until.startsWith('for as long as') && !out.every(lasts)) return undefined;
    for (let i = 0; i < out.length; i++) out[i] = { ...out[i]!, until };
  }
  if (out?.[0] && durationFirst) out[0] = { ...out[0], durationFirst: true };
  // One subject written once ("gets +1/+1 until end of turn and gains flying until end of turn") takes the duration once
  // in current wording (an oracle-wording difference; the legacy voice writes each, `durationEach`); clauses with their
  // own subjects keep one each.
  let continued = false;
  if (out && inlineAt.length > 1) walkEffects(out, (e) => void (continued ||= !!e.elided));
  const mark = continued ? 'durationEach' : 'durationInline';
  for (const at of inlineAt) {
    if (!out) break;
    // The first effect (a wrapped one too) not marked yet whose clause the duration follows.
    let marked = false;
    walkEffects(out, (e) => {
      if (!marked && !e[mark] && e.span.end >= at && 'duration' in e) {
        e[mark] = true;
        marked = true;
      }
    });
  }
  if (out && except) {
    // The copy the sentence ends with, inside a permission ("you may have ~ become a copy of …, except it has this ability",
    // CR 707.9a, 608.2d) or a condition ("If you do, create a token that's a copy of that creature, except …", 608.2c).
    const last = withCopyException(out[out.length - 1], except);
    if (!last) return undefined;
    out[out.length - 1] = last;
  }
  return out;
}

/** `e` with the exceptions on the copy effect it is or ends with (a permission's or a condition's only or last one). */
function withCopyException(e: Effect | undefined, except: CopyException): Effect | undefined {
  if (e?.kind === 'create-token-copy' || e?.kind === 'become-copy') return { ...e, ...except };
  if ((e?.kind === 'optional' && e.effects.length === 1) || (e?.kind === 'conditional' && e.effects.length > 0)) {
    const inner = withCopyException(e.effects[e.effects.length - 1], except);
    return inner ? { ...e, effects: [...e.effects.slice(0, -1), inner] } : undefined;
  }
  return undefined;
}

/** The events a replacement names after "would" (CR 614.1a), besides damage ("deal damage to …", "be dealt damage"). */
const INSTEAD_EVENTS: readonly InsteadEvent[] = [
  'draw a card', 'die', 'gain life', 'enter the battlefield', 'be destroyed', 'leave the battlefield', 'lose the game',
  // CR 614.10: a step or turn beginning, a draw in the draw step (what a "skip" replaces).
  'begin your draw step', 'begin your turn', 'begin an extra turn', 'draw a card during your draw step',
  // CR 504.1: every draw but the one of the draw step's turn-based action.
  'draw a card except the first one they draw in each of their draw steps',
  // CR 502.3, 614.1a: a permanent untapping in its controller's untap step (gramB r21; recognized, not simulated).
  "untap during its controller's untap step",
  // "be put into an opponent's graveyard from anywhere": whose graveyard × from where (CR 614.6, 404).
  ...GRAVEYARD_WHOSE.flatMap((whose) => GRAVEYARD_FROM.map((from): InsteadEvent => `be put into ${whose} graveyard${from}`)),
];

/** "deal [combat|noncombat] damage [to <object or player>]" after "would" (CR 120, 614.1a). */
function parseDamageEvent(text: string): InsteadDamage | undefined {
  // "deal 4 or more damage to a permanent or player": an amount at least this large (CR 614.1a).
  const m = /^deal (?:(\d{1,2}) or more )?(damage|combat damage|noncombat damage)(?: to (.+))?$/.exec(text);
  if (!m) return undefined;
  const atLeast = m[1] !== undefined ? { atLeast: Number(m[1]) } : {};
  if (m[3] === 'a permanent or player') return { damage: m[2] as InsteadDamage['damage'], toAny: true, ...atLeast };
  // "to you or a permanent you control": the player or any one object of the kind (CR 120.1, 615.1a).
  if (m[3]?.startsWith('you or ')) {
    const kind = parseObjectRef(m[3].slice('you or '.length), { chosen: true });
    return kind?.kind === 'chosen' && !kind.count && !kind.upTo ? { damage: m[2] as InsteadDamage['damage'], to: kind, orYou: true, ...atLeast } : undefined;
  }
  const to = m[3] ? parseObjectRef(m[3], { players: true }) ?? parseObjectRef(m[3], { chosen: true }) : undefined;
  if (m[3] && !to) return undefined;
  return { damage: m[2] as InsteadDamage['damage'], ...(to ? { to: to.kind === 'it' ? { ...to, word: m[3]! } : to } : {}), ...atLeast };
}

/**
 * "If <player or object> would <event> [this turn], <effects> instead" / "…, instead <effects>" (CR 614.1a, 614.6): a
 * player, "a <filter>", or one object named before ("~", "that creature", "it"); "be put into a graveyard from anywhere"
 * (CR 614.6: the card goes to the replacement's zone instead, from any zone); damage dealt by a source ("a source you
 * control would deal noncombat damage to a creature") or to an object or player ("damage would be dealt to you", CR 615).
 * String search, not one backtracking pattern.
 */
function parseInstead(body: MappedText, prevention = false, regeneration = false): Effect[] | undefined {
  const text = body.text;
  const would = text.indexOf(' would ');
  // "The next time …": a replacement that applies once, then ends (CR 614.1a, 615.8: a shield used up).
  // "Each time target permanent would deal damage … this turn": every time, for the turn (CR 614.1a), about a target.
  const lead = /^(?:If|The next time|Each time) /.exec(text)?.[0];
  if (!lead || would < 0) return undefined;
  const eachTime = lead === 'Each time ';
  const nextTime = lead === 'The next time ';
  const who0 = text.slice(lead.length, would);
  for (let comma = text.indexOf(', ', would); comma > 0; comma = text.indexOf(', ', comma + 1)) {
    let eventText = text.slice(would + 7, comma);
    // "damage would be dealt to ~ while it has a +1/+1 counter on it": the replacement applies while the condition holds.
    const whileAt = eventText.indexOf(' while ');
    const whileCondition = whileAt > 0 ? parseCondition(eventText.slice(whileAt + ' while '.length)) : undefined;
    if (whileAt > 0 && !whileCondition) continue;
    if (whileAt > 0) eventText = eventText.slice(0, whileAt);
    // "a nontoken creature would enter the battlefield and it wasn't cast": the event, only when a condition also holds.
    const andAt = eventText.indexOf(' and ');
    const andIf = andAt > 0 && INSTEAD_EVENTS.includes(eventText.slice(0, andAt) as InsteadEvent) ? parseCondition(eventText.slice(andAt + ' and '.length)) : undefined;
    if (andIf) eventText = eventText.slice(0, andAt);
    const thisTurn = eventText.endsWith(' this turn');
    if (thisTurn) eventText = eventText.slice(0, -' this turn'.length);
    const rest = text.slice(comma + 2);
    const shield = prevention || regeneration;
    // "If you would draw a card, you may instead search your library for a card, …": an optional replacement (CR 614.1a, 608.2d).
    const mayInstead = !shield && rest.startsWith('you may instead ');
    const insteadFirst = !shield && (mayInstead || rest.startsWith('instead '));
    // "exile it instead of putting it anywhere else" (CR 614.6): what the event would have done, named.
    const insteadOf: InsteadOf | undefined = insteadFirst || shield ? undefined : INSTEAD_OF.find((o) => o !== 'one' && rest.endsWith(` instead of ${o}`));
    const tail = insteadOf ? ` instead of ${insteadOf}`.length : ' instead'.length;
    if (!shield && !insteadFirst && !insteadOf && !rest.endsWith(' instead')) continue;
    if (prevention && !/^(?:you may )?prevent /.test(rest)) continue;
    if (regeneration && (eventText !== 'be destroyed' || !/^regenerate /.test(rest))) continue;
    // "damage would be dealt to ~": the damage is the subject (CR 615.1a); "~ would be dealt damage": the recipient is.
    const dealt = /^(damage|combat damage|noncombat damage)$/.exec(who0) && /^be dealt to (.+)$/.exec(eventText);
    const dealtFirst = dealt ? undefined : /^be dealt (damage|combat damage|noncombat damage)$/.exec(eventText);
    const recipient = dealtFirst ? parseObjectRef(who0, { players: true }) : undefined;
    const passiveTo = dealt ? parseObjectRef(dealt[1]!, { players: true }) : undefined;
    const damage: InsteadDamage | undefined = passiveTo ? { damage: who0 as InsteadDamage['damage'], to: passiveTo.kind === 'it' ? { ...passiveTo, word: dealt![1]! } : passiveTo, passive: true }
      : recipient ? { damage: dealtFirst![1] as InsteadDamage['damage'], to: recipient.kind === 'it' ? { ...recipient, word: who0 } : recipient, passive: true, recipientFirst: true }
      : parseDamageEvent(eventText);
    // A prevention shield is about damage (CR 615.1a).
    if (prevention && !damage) continue;
    const event: InsteadEvent | undefined = damage ? (damage.passive ? 'be dealt damage' : 'deal damage') : INSTEAD_EVENTS.find((e) => e === eventText);
    if (!event) continue;
    const who = damage?.passive ? undefined : parsePlayer(who0);
    // "any source you control" (CR 609.7): each source, written with "any".
    const obj = who || damage?.passive ? undefined : /^(?:an?|(another)|any) (.+)$/.exec(who0);
    const f = obj ? parseFilter(obj[2]!) ?? articledSubjects(who0) : undefined;
    if (f && obj![1]) f.filter.other = true;
    // "~", "that creature", "it": the object itself or the one the ability named before (CR 608.2c).
    const ref = who || f || damage?.passive ? undefined : parseObjectRef(who0);
    // "The next time target land would be destroyed this turn": a shield on an object the ability targets.
    // "If enchanted land would be destroyed": the one permanent its Aura or Equipment is attached to (CR 303.4, 301.5).
    const attachedTo = ref?.kind === 'all' && !!ref.filter.attachment && targetIsSingular(ref);
    const object = ref && (ref.kind === 'self' && !ref.from || ref.kind === 'it' || attachedTo || ((nextTime || eachTime) && ref.kind === 'target' && targetIsSingular(ref))) ? (ref.kind === 'it' && who0 !== 'it' ? { kind: 'it' as const, word: who0 } : ref) : undefined;
    if (!damage?.passive && !who && !object && (!f || f.plural)) return undefined;
    if (eachTime && (!thisTurn || prevention || regeneration)) return undefined;
    // A shield's instructions are a sentence of their own ("you may prevent X of that damage, where X is …"), led by
    // "prevent … that damage" (CR 615.1a).
    const inner = prevention ? readSentence(lowerFirstWord(body.slice(comma + 2)))
      : regeneration ? parseWrapped(lowerFirstWord(body.slice(comma + 2)), 'permanent')
      : mayInstead ? parseWrapped(lowerFirstWord(body.slice(comma + 2 + 'you may instead '.length)), 'permanent')
      // "instead sacrifice ~ and that land gains indestructible until end of turn": a sentence with its own duration.
      : insteadFirst ? parseWrapped(lowerFirstWord(body.slice(comma + 2 + 'instead '.length)), 'permanent') ?? readSentence(lowerFirstWord(body.slice(comma + 2 + 'instead '.length)))
      : parseWrapped(lowerFirstWord(body.slice(comma + 2, body.length - tail)), 'permanent');
    if (!inner) continue;
    const lead0 = inner[0]?.kind === 'optional' && inner.length === 1 ? inner[0].effects[0] : inner[0];
    if (prevention && lead0?.kind !== 'prevent-that-damage') continue;
    // A player written otherwise than the printer's first spelling keeps its words (CR 608.2c: the same player).
    const subject = damage?.passive ? {} : who ? { who, ...(PLAYER_TEXT[who] !== who0.toLowerCase() ? { whoWord: who0.toLowerCase() } : {}) } : object ? { object } : { subject: f!.filter, ...(who0.startsWith('any ') ? { subjectAny: true } : {}) };
    if (mayInstead) return [{ kind: 'instead', ...subject, event, ...(damage ? { damage } : {}), ...(thisTurn ? { thisTurn: true } : {}), ...(nextTime ? { nextTime: true } : {}), ...(eachTime ? { eachTime: true } : {}), insteadFirst: true, mayInstead: true, ...(whileCondition ? { while: whileCondition } : {}), ...(andIf ? { andIf } : {}), effects: [{ kind: 'optional', who: 'you', effects: inner, span: body.slice(comma + 2).span() }], span: body.span() }];
    return [{ kind: 'instead', ...subject, event, ...(damage ? { damage } : {}), ...(thisTurn ? { thisTurn: true } : {}), ...(nextTime ? { nextTime: true } : {}), ...(eachTime ? { eachTime: true } : {}), ...(insteadFirst ? { insteadFirst: true } : {}), ...(insteadOf ? { insteadOf } : {}), ...(prevention ? { prevention: true } : {}), ...(regeneration ? { regeneration: true } : {}), ...(whileCondition ? { while: whileCondition } : {}), ...(andIf ? { andIf } : {}), effects: inner, span: body.span() }];
  }
  return undefined;
}

/**
 * "a red instant or sorcery spell you control or a red planeswalker you control": a replacement's subject written as two
 * alternatives, each with its own article and phrases (CR 614.1a; a source is any one of them, 120.1; gramB r21). Each
 * alternative is read whole (the first may be an or-list of its own); printed back with each article
 * (`eachArticle`).
 */
function articledSubjects(who: string): { filter: ObjectFilter; plural: boolean } | undefined {
  const joins = [...who.matchAll(/ or (?=an? )/g)];
  if (joins.length === 0 || !/^an? /.test(who)) return undefined;
  const at = joins[joins.length - 1]!.index!;
  const left = parseFilter(who.slice(0, at).replace(/^an? /, ''));
  const right = parseFilter(who.slice(at + ' or '.length).replace(/^an? /, ''));
  if (!left || !right || left.plural || right.plural || right.filter.anyOf) return undefined;
  const filter: ObjectFilter = { types: [], anyOf: [left.filter, right.filter], eachArticle: true, text: who };
  return printTarget({ kind: 'chosen', filter }) === who ? { filter, plural: false } : undefined;
}

/** "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield instead of putting it
 * into your graveyard" (CR 614.1a, 614.6, 701.9a): a discard an opponent's spell or ability causes, replaced. */
const CAUSED_DISCARD = /^If (a spell or ability an opponent controls) causes you to (discard ~|discard a card), /;

function parseCausedInstead(body: MappedText): Effect[] | undefined {
  const m = CAUSED_DISCARD.exec(body.text);
  if (!m) return undefined;
  const rest = body.slice(m[0].length);
  const insteadOf = INSTEAD_OF.find((o) => o !== 'one' && rest.text.endsWith(` instead of ${o}`));
  if (!insteadOf) return undefined;
  const inner = parseWrapped(lowerFirstWord(rest.slice(0, rest.length - ` instead of ${insteadOf}`.length)), 'permanent');
  return inner ? [{ kind: 'instead', who: 'you', event: m[2] as InsteadEvent, causedBy: m[1] as 'a spell or ability an opponent controls', insteadOf, effects: inner, span: body.span() }] : undefined;
}

/**
 * "If this spell was kicked, it deals 4 damage instead", "If you control four or more creatures, instead draw two cards",
 * "It deals 4 damage instead if you control …": an instruction that replaces the ones before it when its condition holds
 * (CR 608.2c: later text modifies earlier text). The sentence without "instead" must read as one "if" conditional.
 */
/** Whether an "instead" alternative's sentence is being read (an elided prevention reads only there, strayThatEvent). */
const insideAlternative = { on: false };

function parseInsteadAlternative(body: MappedText): Effect[] | undefined {
  const masked = outsideQuotes(body.text);
  const read = (m: MappedText, instead: 'after' | 'first' | 'before-if', insteadOf?: InsteadOf): Effect[] | undefined => {
    const was = insideAlternative.on;
    insideAlternative.on = true;
    let got: Effect[] | undefined;
    try {
      got = parseSentence(m);
    } finally {
      insideAlternative.on = was;
    }
    const c = got?.length === 1 ? got[0] : undefined;
    // "It gets +3/+1 instead as long as …" (CR 611.3a, 608.2c): only written after the instruction it conditions.
    if (c?.kind !== 'conditional' || (c.asLongAs && instead !== 'before-if') || c.unless || c.condition.kind === 'otherwise' || (instead === 'before-if') !== !!c.trailing) return undefined;
    return [{ ...c, instead, ...(insteadOf ? { insteadOf } : {}), span: body.span() }];
  };
  // "If that spell is countered this way, exile it instead of putting it into its owner's graveyard" (CR 608.2c, 614.1a).
  const of = /^If /.test(body.text) ? INSTEAD_OF.find((o) => masked.endsWith(` instead of ${o}`)) : undefined;
  if (of && masked.indexOf('instead') === masked.lastIndexOf('instead')) return read(body.slice(0, body.length - ` instead of ${of}`.length), 'after', of);
  const trailingAt = Math.max(masked.indexOf(' instead if '), masked.indexOf(' instead as long as '));
  if (!/^If /.test(body.text) && trailingAt > 0) {
    const at = trailingAt;
    return masked.indexOf(' instead', at + 1) < 0 ? read(joinMapped(body.slice(0, at), body.slice(at + ' instead'.length)), 'before-if') : undefined;
  }
  if (!/^If /.test(body.text) || masked.indexOf('instead') !== masked.lastIndexOf('instead')) return undefined;
  if (masked.endsWith(' instead')) return read(body.slice(0, body.length - ' instead'.length), 'after');
  // "If you have the city's blessing, instead only you draw a card": the same instruction for fewer players or objects
  // replaces the one before it (CR 608.2c); "only" is written, the model is the instruction it says.
  const only = masked.indexOf(', instead only ');
  if (only > 0) {
    const got = read(joinMapped(body.slice(0, only + 2), body.slice(only + ', instead only '.length)), 'first');
    return got?.map((e) => ({ ...e, insteadOnly: true }) as Effect);
  }
  const first = masked.indexOf(', instead ');
  return first > 0 ? read(joinMapped(body.slice(0, first + 2), body.slice(first + ', instead '.length)), 'first') : undefined;
}

/** CR 611.2b, 122.1: "For as long as that creature has a bounty counter on it, …" (first, [1]) or "… for as long as it has a
 * mire counter on it" (last, [3]): while the object keeps a counter of that kind. */
const COUNTER_HELD = /^for as long as ((it|that creature|that land) has an? (?:[+-]\d\/[+-]\d|[a-z]+) counter on it), | for as long as ((?:it|that creature|that land) has an? (?:[+-]\d\/[+-]\d|[a-z]+) counter on it)$/i;

/** CR 611.2b: "for as long as …" durations written first ("For as long as ~ remains tapped, …"). */
const LASTING_CONDITIONS: readonly LastingCondition[] = ['~ remains tapped', '~ remains on the battlefield', 'you control ~', '~ remains attached to it', 'you control that creature'];

/** The durations that last while something holds (exported for test/regex-safety). */
export const LASTING_UNTILS = [
  // Written first ("For as long as ~ remains tapped, …") or last ("gain control of target creature for as long as you
  // control ~"): the printer puts it back where it was (`durationFirst`).
  ...LASTING_CONDITIONS.map((c) => {
    const lead = `for as long as ${c}, `;
    const re = new RegExp(`^${lead}`, 'i');
    const either = new RegExp(`^${lead}| for as long as ${c}$`, 'i');
    return { until: `for as long as ${c}` as const, anywhere: either, first: re, strip: new RegExp(either.source, 'gi') };
  }),
  // CR 611.2b: permissions that last as long as the exiled cards stay exiled, written first.
  {
    until: 'for as long as it remains exiled',
    anywhere: /^for as long as it remains exiled, /i,
    first: /^for as long as it remains exiled, /i,
    strip: /^for as long as it remains exiled, /gi,
  },
  // "For as long as that card remains exiled, its owner may play it" (CR 611.2b: the card named by the instruction before).
  {
    until: 'for as long as that card remains exiled',
    anywhere: /^for as long as that card remains exiled, /i,
    first: /^for as long as that card remains exiled, /i,
    strip: /^for as long as that card remains exiled, /gi,
  },
  {
    until: 'for as long as those cards remain exiled',
    anywhere: /^for as long as those cards remain exiled, /i,
    first: /^for as long as those cards remain exiled, /i,
    strip: /^for as long as those cards remain exiled, /gi,
  },
  { until: 'your next turn', anywhere: /\buntil your next turn\b/i, first: /^until your next turn,? /i, strip: /^until your next turn,? |,? until your next turn\b/gi },
  // "Until your next end step, you may play those cards" (CR 611.2a).
  // "Until your next upkeep, ~ can't phase out" (CR 611.2a).
  { until: 'your next upkeep', anywhere: /\buntil your next upkeep\b/i, first: /^until your next upkeep,? /i, strip: /^until your next upkeep,? |,? until your next upkeep\b/gi },
  { until: 'your next end step', anywhere: /\buntil your next end step\b/i, first: /^until your next end step,? /i, strip: /^until your next end step,? |,? until your next end step\b/gi },
  // "During your next turn, you may play that card" (CR 611.2a: an effect for that turn only), written first.
  { until: 'during your next turn', anywhere: /^during your next turn, /i, first: /^during your next turn, /i, strip: /^during your next turn, /gi },
  // "During each of your turns, you may cast a creature spell from your graveyard" (CR 611.3a: a static permission that
  // applies only during its controller's turns; one spell each such turn, the player's pick).
  { until: 'during each of your turns', anywhere: /^during each of your turns, /i, first: /^during each of your turns, /i, strip: /^during each of your turns, /gi },
  // "At the beginning of your next upkeep, … gains landwalk of the chosen type until the end of that turn" (CR 611.2a,
  // 514.2: the turn the delayed trigger resolves in; read, not tracked).
  { until: 'the end of that turn', anywhere: /,? until the end of that turn$/i, first: /^until the end of that turn, /i, strip: /,? until the end of that turn$/gi },
  {
    until: 'the end of your next turn',
    anywhere: /\buntil the end of your next turn\b/i,
    first: /^until the end of your next turn,? /i,
    strip: /^until the end of your next turn,? |,? until the end of your next turn\b/gi,
  },
] as const;

/** An effect that lasts for a while (it has a duration), or an optional one whose effects all do ("you may play …"). */
function lasts(e: Effect): boolean {
  // CR 611.2a, 101.2: "Your opponents can't cast spells … until your next turn" (a player restriction lasts as stated).
  return 'duration' in e || e.kind === 'player-restriction' || (e.kind === 'optional' && e.effects.every(lasts));
}

/** "if A, B, or C, <instruction>": the condition ending at a comma after the first (`from`: just past the first). */
function laterCommaCondition(text: MappedText, from: number, duration: Duration): Effect[] | undefined {
  const masked = outsideQuotes(text.text);
  for (let at = masked.indexOf(', ', from); at > 0; at = masked.indexOf(', ', at + 1)) {
    if (masked.startsWith('then ', at + 2)) continue;
    const condition = parseCondition(text.text.slice('if '.length, at));
    const inner = condition ? withNamedCounters(condition, () => parseWrapped(lowerFirstWord(text.slice(at + 2)), duration)) : undefined;
    if (condition && inner) return [{ kind: 'conditional', condition, effects: inner, span: text.span() }];
  }
  return undefined;
}

/** Conditions and optionality around clauses: "if …, …", "you may …", "that player may …" (CR 603.4, 608.2c). */
function parseWrapped(text: MappedText, duration: Duration): Effect[] | undefined {
  const span = text.span();
  let m: RegExpExecArray | null;
  if ((m = /^if (.+?), (?!then )/.exec(text.text))) {
    const condition = parseCondition(m[1]!);
    // The counters the condition names are in scope for its instructions ("remove all of them", named-counters.ts).
    const inner = condition ? withNamedCounters(condition, () => parseWrapped(lowerFirstWord(text.slice(m![0].length)), duration)) : undefined;
    if (condition && inner) return [{ kind: 'conditional', condition, effects: inner, span }];
    // A condition with commas of its own: "If you control a God, a Demigod, or a legendary enchantment, you gain 1 life"
    // (CR 608.2c): it ends at a later comma after which the instruction reads.
    // "If a creature you control attacks, ~ also attacks if able": a requirement row of the phrase table (CR 508.1d).
    const rowLead = / causes? | for mana$|^an? [^,]+ attacks$/;
    const later = / would /.test(m[1]!) || rowLead.test(m[1]!) ? undefined : laterCommaCondition(text, m[0].length, duration);
    if (later) return later;
    // "If one or more +1/+1 counters would be put on …, … instead": a replacement row of the phrase table (CR 614.1a);
    // "If a land entering the battlefield causes a triggered ability … to trigger, …": a static row read whole.
    // "If a land is tapped for mana, it produces {B} instead of any other type": a replacement row read whole (CR 614.1a).
    // "If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token" too,
    // and "If ~ would deal damage to a creature, that damage can't be prevented" (CR 615.12).
    if (!/ would /.test(m[1]!) || !(text.text.endsWith(' instead') || / tokens, instead create those tokens plus an additional [A-Z][a-z]+ token$| can't be prevented(?: or dealt instead to another permanent or player)?$/.test(text.text))) return rowLead.test(m[1]!) ? parseClauses(text, duration) : undefined;
  }
  // "Otherwise, …": the earlier "if" of the ability did not hold (CR 608.2c).
  if ((m = /^otherwise,? /.exec(text.text))) {
    const inner = parseWrapped(lowerFirstWord(text.slice(m[0].length)), duration);
    return inner ? [{ kind: 'conditional', condition: { kind: 'otherwise' }, effects: inner, ...(m[0].includes(',') ? {} : { noComma: true }), span }] : undefined;
  }
  // An alternative cost (CR 118.9): "You may discard a Plains card rather than pay this spell's mana cost."
  if (text.text.startsWith('you may ') && text.text.endsWith(" rather than pay ~'s mana cost")) {
    const inner = parseClauses(text.slice('you may '.length, text.length - " rather than pay ~'s mana cost".length), duration);
    return inner ? [{ kind: 'alternative-cost', effects: inner, span }] : undefined;
  }
  let lead: [string, number] | undefined;
  if (text.text.startsWith('as an additional cost to cast ~, ')) {
    // An additional cost (CR 118.8, 601.2f): "As an additional cost to cast this spell, sacrifice a creature."
    const cost = lowerFirstWord(text.slice('as an additional cost to cast ~, '.length));
    const inner = parseClauses(cost, duration);
    // A choice between costs is the additional cost's own `either` (below), not an instruction's choice (CR 601.2b).
    if (inner && !inner.some((e) => e.kind === 'either-instruction')) return [{ kind: 'additional-cost', effects: inner, span }];
    // "sacrifice a creature or pay {3}{B}", "reveal a Kithkin card from your hand or pay {3}": one cost or the other
    // (CR 601.2b: the choice is made as the spell is cast).
    const masked = outsideQuotes(cost.text);
    for (let at = masked.indexOf(' or '); at > 0; at = masked.indexOf(' or ', at + 1)) {
      const left = parseClauses(cost.slice(0, at), duration);
      const right = left ? parseClauses(cost.slice(at + ' or '.length), duration) : undefined;
      if (left && right?.[0]) return [{ kind: 'additional-cost', effects: [...left, { ...right[0], sep: ' or ' }, ...right.slice(1)], either: true, span }];
    }
    // "sacrifice a creature, discard a card, or pay 4 life": one of three or more costs, a list with commas (CR 601.2b).
    const last = masked.lastIndexOf(', or ');
    if (last > 0) {
      // Each item's start and the separator written before it.
      const starts: [number, string][] = [[0, '']];
      for (let at = masked.indexOf(', '); at > 0 && at < last; at = masked.indexOf(', ', at + 1)) starts.push([at + 2, ', ']);
      starts.push([last + ', or '.length, ', or ']);
      const parts: Effect[] = [];
      for (let i = 0; i < starts.length; i++) {
        const [from, sep] = starts[i]!;
        const end = i + 1 < starts.length ? starts[i + 1]![0] - starts[i + 1]![1].length : cost.length;
        const read = parseClauses(cost.slice(from, end), duration);
        if (read?.length !== 1) return undefined;
        parts.push(sep ? { ...read[0]!, sep } : read[0]!);
      }
      if (parts.length >= 3) return [{ kind: 'additional-cost', effects: parts, either: true, span }];
    }
    return undefined;
  }
  if ((lead = splitLead(text.text, 'as long as '))) {
    // A static ability's condition (CR 611.3b).
    const condition = parseCondition(lead[0]);
    const inner = condition ? parseWrapped(lowerFirstWord(text.slice(lead[1])), duration) : undefined;
    return condition && inner ? [{ kind: 'conditional', condition, effects: inner, asLongAs: true, span }] : undefined;
  }
  // "For each creature destroyed this way, its controller creates a 4/4 …", "For each opponent, return up to one target
  // nonland permanent that player controls …": the instructions followed once per object or player counted (CR 608.2c);
  // a per-object amount ("For each creature you control, draw a card") reads whole below, in the phrase table.
  if ((lead = splitLead(text.text, 'for each ')) && !EFFECT_TABLE.read(text.text, text.span(), undefined, duration)) {
    const per = parseCountable(lead[0], false);
    const inner = per ? parseWrapped(lowerFirstWord(text.slice(lead[1])), duration) : undefined;
    if (per && inner) return [{ kind: 'per-object', per, effects: inner, span }];
  }
  if ((lead = splitLead(text.text, 'at the beginning of '))) {
    // A delayed triggered ability (CR 603.7): "At the beginning of the next end step, sacrifice it."
    const event = parseTriggerEvent(`the beginning of ${lead[0]}`, lead[0]);
    const inner = event.kind !== 'other' ? parseWrapped(lowerFirstWord(text.slice(lead[1])), duration) : undefined;
    return inner ? [{ kind: 'delayed-trigger', event, effects: inner, span }] : undefined;
  }
  const whenever = text.text.startsWith('whenever ');
  if ((lead = splitLead(text.text, 'when ')) || (lead = splitLead(text.text, 'whenever '))) {
    // A delayed trigger about an object named before (CR 603.7c): "When that token leaves the battlefield, …".
    const event = parseTriggerEvent(lead[0], lead[0]);
    // "When you do, …": a reflexive trigger of this ability (CR 603.12).
    // "When that creature dies this turn, …", "Whenever a creature attacks this turn, …" (CR 603.7b–c: a stated
    // duration; "whenever" may trigger more than once in it).
    // "When you discard a nonland card this way, …" (CR 603.12: an event the instructions before it made, a reflexive
    // trigger); "When ~ leaves the battlefield or becomes untapped, …", "When target creature dies this turn, …" (CR 603.7c:
    // a delayed trigger about this object or the one its ability targets).
    const thisTurn = event.kind === 'limited' && (event.limit === 'this turn' || event.limit === 'this way');
    const about = thisTurn ? event.event : event;
    const named = (x: TriggerEvent): boolean => (x.kind === 'object-event' && (!!x.subject.pronoun || (x.subject.self && !x.subject.filter && !x.subject.attached) || !!x.subject.target))
      || x.kind === 'you-lose-control-of-self' || x.kind === 'you-lose-control-of' || (x.kind === 'either' && !!x.or && x.events.every(named));
    // "When you cast your next instant or sorcery spell this turn, …" after other instructions (CR 603.7a, 603.7c).
    const delayed = (named(about) && !whenever) || event.kind === 'reflexive' || thisTurn || (event.kind === 'cast' && !!event.nextThisTurn && !whenever);
    const inner = delayed ? parseWrapped(lowerFirstWord(text.slice(lead[1])), duration) : undefined;
    if (inner) return [{ kind: 'delayed-trigger', event, effects: inner, ...(whenever ? { whenever } : {}), span }];
  }
  if ((lead = splitLead(text.text, 'as you draft ')) || (lead = splitLead(text.text, 'during the '))) {
    // Draft-time instructions (CR 905.2): "As you draft a creature card, you may reveal it, …", "During the draft, …".
    const during = text.text.startsWith('during the ');
    const what = /^an? (.+)$/.exec(lead[0]);
    const f = during ? undefined : what ? parseFilter(what[1]!) : undefined;
    const inner = (during ? lead[0] === 'draft' : f && !f.plural) ? parseWrapped(lowerFirstWord(text.slice(lead[1])), duration) : undefined;
    if (inner) return [{ kind: 'draft-time', when: during ? 'during the draft' : 'as you draft', ...(f ? { filter: f.filter } : {}), effects: inner, span }];
    if (!during) return undefined;
  }
  // "That player may copy this spell and may choose a new target for that copy": a second permission of the same player,
  // its subject left out (each optional on its own, CR 608.2d; 707.10c).
  const mayWho = /^(you|that player|target player|target opponent|each player|each opponent|each other player|its controller|they) may /.exec(text.text);
  const andMay = mayWho ? outsideQuotes(text.text).indexOf(' and may ') : -1;
  if (mayWho && andMay > 0) {
    const who = parsePlayer(mayWho[1]!);
    const a = parseWrapped(text.slice(0, andMay), duration);
    const rest = text.slice(andMay + ' and may '.length);
    const b = who ? parseClauses(rest, duration) : undefined;
    if (who && a?.length === 1 && a[0]!.kind === 'optional' && b) return [...a, { kind: 'optional', who, elided: true, effects: b, sep: ' and ', span: text.slice(andMay + ' and '.length).span() }];
  }
  // Two permissions in one sentence: "You may look at cards exiled with ~, and you may play lands and cast spells from
  // among those cards" (each optional on its own, CR 608.2d).
  for (const joiner of [', and you may ', ' and you may '] as const) {
    const second = text.text.startsWith('you may ') ? outsideQuotes(text.text).indexOf(joiner) : -1;
    if (second <= 0) continue;
    const sep = joiner.slice(0, -'you may '.length);
    const a = parseWrapped(text.slice(0, second), duration);
    const b = parseWrapped(text.slice(second + sep.length), duration);
    if (a && b?.[0]) return [...a, { ...b[0], sep }, ...b.slice(1)];
  }
  // "Players may spend mana as though …": every player (CR 102.1), the plural subject.
  if ((m = /^(you|that player|that opponent|target player|target opponent|each player|each opponent|each other player|that attacking player|its controller|its owner|they|players|any player|any opponent|that player or that permanent's controller|that (?:creature|permanent|spell)'s controller|the player|the attacking player|defending player|enchanted player|enchanted creature's controller|the first player|each of those players) may (.+)$/.exec(text.text))) {
    // "Any player may sacrifice a land": an offer each player in turn order may take (CR 608.2d, 101.4).
    // "Any opponent may have you put that card into your graveyard": the same offer, to each opponent in turn order (CR
    // 101.4, 608.2d), written as is (`word`).
    const anyPlayer = m[1] === 'any player' || m[1] === 'any opponent';
    const who = m[1] === 'any opponent' ? 'an-opponent' : anyPlayer ? 'a-player' : parsePlayer(m[1]!);
    // "that creature's controller may …": the controller of the object named before (CR 108.4), "the player may …" the
    // player named before (608.2c): as written.
    const word = who && (m[1] === 'any opponent' || (!anyPlayer && PLAYER_TEXT[who] !== m[1])) ? { word: m[1]! } : {};
    // A rule of the game written whole ("You may have ~ assign its combat damage as though it weren't blocked", rule-sentences.ts)
    // is read as that rule below, never as a permission around its parts.
    const rule = EFFECT_TABLE.read(text.text, span, undefined, duration)?.effect.kind === 'rule';
    const inner = who && !rule ? parseClauses(text.slice(m[0].length - m[2]!.length), duration) ?? parseCausative(text.slice(m[0].length - m[2]!.length), duration) : undefined;
    if (who && inner) return [{ kind: 'optional', who, ...word, effects: inner, ...(anyPlayer ? { anyPlayer } : {}), span }];
    // Else a trailing condition may cover the whole permission ("You may play it … if you control …").
  }
  // "You and target opponent each draw a card", "you and that player each draw that many cards": the instructions
  // followed by you, then by the other player (CR 101.4, 608.2c).
  if ((m = /^you and (target opponent|target player|that player|each opponent|the attacking player) each (.+)$/.exec(text.text))) {
    const who = parsePlayer(m[1]!);
    const inner = who ? parseClauses(text.slice(m[0].length - m[2]!.length), duration) : undefined;
    if (who && inner?.every((x) => !('who' in x) || x.who === undefined || x.who === 'you')) return [{ kind: 'players-each', who, ...(PLAYER_TEXT[who] !== m[1] ? { word: m[1]! } : {}), effects: inner, span }];
  }
  if ((m = /^choose (one|two|three|one or both|one or more|any number|up to one|up to two|up to three)( that hasn't been chosen(?: this turn)?)? (?:\u2014|--|-)$/.exec(text.text))) {
    const [min, max] = MODAL_COUNTS[m[1]!]!;
    // CR 700.2a: "choose one that hasn't been chosen [this turn] —": a mode not chosen before for this object (ever, or this
    // turn), a limit on the choice the engine doesn't keep (not carried out).
    const notChosen = m[2] ? (m[2].endsWith('this turn') ? 'this turn' : 'ever') : undefined;
    return [{ kind: 'modal', min, max, modes: [], ...(notChosen ? { notChosen } : {}), span }];
  }
  // CR 700.2e: "An opponent chooses one —": a player other than the controller chooses the modes.
  if ((m = /^([Aa]n opponent) chooses (one|two|one or both|one or more|any number) (?:\u2014|--|-)$/.exec(text.text))) {
    const [min, max] = MODAL_COUNTS[m[2]!]!;
    const who = parsePlayer(m[1]!.toLowerCase());
    if (who) return [{ kind: 'modal', min, max, modes: [], who, span }];
  }
  // A trailing condition: "~ gets +1/+1 as long as you control an Elf", "draw a card if you control a Wizard".
  const masked = outsideQuotes(text.text);
  // A delayed triggered ability written after its effect (CR 603.7a): "Put that card into your hand at the beginning
  // of the next end step."
  const atBeginning = masked.lastIndexOf(' at the beginning of ');
  if (atBeginning > 0) {
    const when = text.text.slice(atBeginning + ' at the beginning of '.length);
    const event = parseTriggerEvent(`the beginning of ${when}`, when);
    const inner = event.kind !== 'other' ? parseClauses(text.slice(0, atBeginning).trim(), duration) : undefined;
    if (inner) return [{ kind: 'delayed-trigger', event, effects: inner, trailing: true, span }];
  }
  // "unless you sacrifice an Island, sacrifice ~ and it deals 6 damage to you": the "unless" written first (CR 118.12a).
  if (text.text.startsWith('unless ')) {
    for (let at = masked.indexOf(', '); at > 0; at = masked.indexOf(', ', at + 1)) {
      const before = text.slice('unless '.length, at);
      const condition = parseCondition(before.text) ?? parseUnlessAction(before);
      const inner = condition ? parseClauses(text.slice(at + 2), duration) : undefined;
      if (condition && inner) return [{ kind: 'conditional', condition, effects: inner, unless: true, span }];
    }
  }
  // "sacrifice ~ unless you pay {G}{G}", "~ can't attack unless defending player controls an Island" (CR 118.12a).
  const unlessAt = masked.lastIndexOf(' unless ');
  if (unlessAt > 0) {
    const after = text.slice(unlessAt + ' unless '.length);
    // A row that says "unless" itself ("counter target spell unless its controller pays {3}") reads below, whole.
    const condition = parseCondition(after.text) ?? (parseClauses(text, duration) ? undefined : parseUnlessAction(after));
    // "… at the beginning of their next draw step unless they pay {2} before that step": the offer names the step of the
    // delayed trigger written before it (CR 603.7a), the one instruction it governs; no other "before that step".
    const before = condition?.kind === 'player-does' && !!condition.before;
    const inner = !condition ? undefined : before ? parseWrapped(text.slice(0, unlessAt).trim(), duration) : parseClauses(text.slice(0, unlessAt).trim(), duration);
    const stepNamed = !before || (inner?.length === 1 && inner[0]!.kind === 'delayed-trigger' && inner[0]!.trailing === true);
    if (condition && inner && stepNamed) return [{ kind: 'conditional', condition, effects: inner, unless: true, trailing: true, span }];
  }
  // A delayed trigger "at end of combat" after its effect (CR 511.2, 603.7a): "destroy that creature at end of combat".
  if (masked.endsWith(' at end of combat')) {
    const inner = parseClauses(text.slice(0, masked.length - ' at end of combat'.length).trim(), duration);
    if (inner) return [{ kind: 'delayed-trigger', event: { kind: 'end-of-combat' }, effects: inner, trailing: true, span }];
  }
  for (const [word, asLongAs] of [[' as long as ', true], [' if ', false]] as const) {
    // The last "if" first; an earlier one when the condition holds "if" again ("… if it's a creature or if {G}{W} was
    // spent to cast ~", CR 608.2c).
    for (let at = masked.lastIndexOf(word); at > 0; at = masked.lastIndexOf(word, at - 1)) {
      const condition = parseCondition(text.text.slice(at + word.length));
      const head = text.slice(0, at).trim();
      // "Sacrifice it at the beginning of the next end step if it has mana value 3 or less": the instruction before
      // the condition may be a delayed trigger written after its effect (CR 603.7a).
      const delayed = / at (?:the beginning of|end of combat)/.test(outsideQuotes(head.text));
      const inner = condition ? (/^(?:you|they|that player) may /.test(head.text) || delayed ? parseWrapped(head, duration) : parseClauses(head, duration)) : undefined;
      // "… X life if {G} was spent … and X life if {W} was spent …": the last condition is the last clause's alone when
      // that clause leaves out the verb of one under a condition of its own (parseClause, CR 608.2c).
      if (condition && inner && !gappedAfterCondition(inner)) return [{ kind: 'conditional', condition, effects: inner, ...(asLongAs ? { asLongAs } : {}), trailing: true, span }];
    }
  }
  return parseClauses(text, duration);
}

/** A clause written without its verb right after a clause under a trailing condition ("… if … and 3 damage to …"). */
function gappedAfterCondition(effects: readonly Effect[]): boolean {
  return effects.some((x, i) => i > 0 && x.verbElided === true && effects[i - 1]!.kind === 'conditional' && (effects[i - 1] as { trailing?: boolean }).trailing === true);
}

/**
 * "have it deal 2 damage to target creature", "have it fight target creature": the object does what the verb says (the
 * verb in its base form after "have"). Read as the inflected clause; printed back with "have".
 */
function parseCausative(text: MappedText, duration: Duration): Effect[] | undefined {
  if (!text.text.startsWith('have ')) return undefined;
  const got = causativeBody(text.text.slice('have '.length), text.span(), duration);
  if (got) return [got];
  // "you may have target land you control become a 3/3 Elemental creature with haste" (CR 608.2c, 205.1a): the type
  // phrase reader of "<object> becomes …", the object named as a subject; printed back with "have … become".
  const become = /^have (.+?) become (.+)$/.exec(text.text);
  const subject = become ? parseObjectRef(become[1]!) : undefined;
  if (!subject || !targetIsSingular(subject)) return undefined;
  if (subject.kind === 'it') subject.word = become![1]!;
  const effects = parsePredicate(subject, 'becomes', become![2]!, text.span(), duration);
  return effects?.[0]?.kind === 'become-type' ? [{ ...effects[0], causative: true }, ...effects.slice(1)] : undefined;
}

/** What follows "have": a subject, then the verb in its base form ("target player lose 1 life"), read as the inflected clause. */
function causativeBody(rest: string, span: Span, duration: Duration): Effect | undefined {
  // "have target player lose 1 life", "have each opponent mill two cards", "have target creature get +2/+0": any object or
  // player the phrase table reads as a subject, then the verb in its base form (CR 608.2c: that object or player does it).
  const words = rest.split(' ');
  for (let k = 1; k < Math.min(words.length, 10); k++) {
    const verb = words[k]!;
    if (!EFFECT_TABLE.hasVerb(verb)) continue;
    const subject = words.slice(0, k).join(' ');
    const plural = !!parseObjectRef(subject) && !targetIsSingular(parseObjectRef(subject)!) && !parsePlayer(subject);
    const player = parsePlayer(subject);
    const singular = player ? playerIsSingular(player) : !plural;
    const clause = `${subject} ${singular ? inflect(verb) : verb} ${words.slice(k + 1).join(' ')}`.trim();
    const got = EFFECT_TABLE.read(clause, span, undefined, duration);
    if (got) return { ...got.effect, causative: true } as Effect;
    // "Any opponent may have you put that card into your hand": you do the instruction, written as an imperative after "you"
    // (CR 608.2c: the controller follows it), where the phrase table has no row with a player subject for it.
    const own = subject === 'you' ? EFFECT_TABLE.read(words.slice(k).join(' '), span, undefined, duration) : undefined;
    if (own && !('who' in own.effect && own.effect.who !== undefined)) return { ...own.effect, causative: true, youWritten: true } as Effect;
  }
  return undefined;
}

const MODAL_COUNTS: Record<string, [number, number]> = lookupTable({
  one: [1, 1], two: [2, 2], three: [3, 3], 'one or both': [1, 2], 'one or more': [1, 99], 'any number': [0, 99],
  // CR 700.2d: "choose up to one —" (no mode is a choice too).
  'up to one': [0, 1], 'up to two': [0, 2], 'up to three': [0, 3],
});

/** The condition grammar (CR 603.4 intervening "if", 608.2c): no free text. */
/** The states "as long as <object> is …" names (CR 611.3a). */
const CONDITION_STATES: ReadonlySet<string> = new Set<ObjectState>(['face down', 'face up', 'tapped', 'untapped', 'attacking', 'blocking', 'enchanted', 'equipped', 'monstrous', 'renowned', 'attacking alone']);

export function parseCondition(raw: string): Condition | undefined {
  const t = raw.trim();
  let m: RegExpExecArray | null;
  if (t === 'you do') return { kind: 'if-you-do' };
  // "you may pay {E}{E}. If you pay, …" (CR 608.2c): whether the offer before was taken.
  if (t === 'you pay') return { kind: 'if-you-do', paid: true };
  if (t === 'they do') return { kind: 'if-you-do', they: true };
  if (t === "you don't") return { kind: 'if-you-dont' };
  // Another player's choice (CR 608.2d): "If the player does, …", "If that player doesn't, …", "If they don't, …".
  if ((m = /^(the player|a player|that player) does$/.exec(t))) return { kind: 'if-you-do', they: true, who: m[1] as 'the player' };
  if ((m = /^(the player|a player|that player|they) (?:doesn't|don't)$/.exec(t)) && (m[1] === 'they') === t.endsWith("don't")) return { kind: 'if-you-dont', who: m[1] as 'they' };
  if ((m = /^(it|that spell) was (kicked|foretold|bargained)$/.exec(t))) return { kind: 'spell-was', how: m[2] as 'kicked', subject: m[1] as 'it' };
  if ((m = /^it was an? (.+)$/.exec(t))) {
    const f = parseFilter(m[1]!);
    if (f && !f.plural) return { kind: 'is', subject: { kind: 'it', word: 'it' }, filter: f.filter, past: true };
  }
  if (t === "it's your turn") return { kind: 'turn', yours: true };
  if (t === "it's not your turn") return { kind: 'turn', yours: false };
  if ((m = /^~ was (kicked|foretold|bargained)$/.exec(t))) return { kind: 'spell-was', how: m[1] as 'kicked' };
  if ((m = /^(it's|it is|~ is|that card is) an? (.+)$/.exec(t))) {
    const f = parseFilter(m[2]!);
    const subject: TargetSpec = m[1] === '~ is' ? { kind: 'self' } : { kind: 'it', word: m[1] === 'that card is' ? 'that card' : 'it' };
    if (f && !f.plural) return { kind: 'is', subject, filter: f.filter };
  }
  if ((m = /^(~|it) is (face down|face up|tapped|untapped|attacking|blocking)$/.exec(t))) {
    return { kind: 'state', subject: m[1] === '~' ? { kind: 'self' } : { kind: 'it' }, state: m[2] as 'tapped' };
  }
  // CR 702.112a, 701.37a: "if ~ isn't renowned", "if it isn't monstrous": a state it is not in.
  if ((m = /^(~|it) isn't ([a-z ]+)$/.exec(t)) && CONDITION_STATES.has(m[2]!)) {
    return { kind: 'state', subject: m[1] === '~' ? { kind: 'self' } : { kind: 'it' }, state: m[2] as ObjectState, negated: true };
  }
  // CR 611.3a: a state or a kind of another object: the permanent an Aura or Equipment is attached to ("enchanted
  // permanent is a creature", "equipped creature is a Human"), one named before ("that creature is attacking"), or
  // "it's untapped", "~ is monstrous" (CR 701.37b), "~ is renowned" (702.112b), "~ is enchanted / equipped" (303.4, 301.5).
  if ((m = /^(enchanted (?:creature|permanent|land|artifact)|equipped creature|that creature|~|it) is (.+)$|^(it)'s (.+)$/.exec(t))) {
    const who = m[1] ?? m[3]!;
    const rest = m[2] ?? m[4]!;
    const subject: TargetSpec | undefined = who === '~' ? { kind: 'self' } : who === 'it' ? { kind: 'it' } : who === 'that creature' ? { kind: 'it', word: who } : parseObjectRef(who);
    const contracted = m[3] ? { contracted: true as const } : {};
    if (subject && CONDITION_STATES.has(rest)) return { kind: 'state', subject, state: rest as ObjectState, ...contracted };
    const a = /^an? (.+)$/.exec(rest);
    const f = a ? parseFilter(a[1]!) : undefined;
    if (subject && f && !f.plural && subject.kind !== 'self' && !(subject.kind === 'it' && !subject.word)) return { kind: 'is', subject, filter: f.filter };
  }
  // CR 122.1: counters on the object itself or one named before ("as long as it has a +1/+1 counter on it", "~ has
  // seven or more quest counters on it").
  // "~ has seven or more loyalty counters on him": a legendary card's own pronoun (CR 201.5, 608.2c), about itself only.
  if ((m = /^(~|it|that creature) has (an?|\w+ or more) ([+-]\d\/[+-]\d|[a-z]+) counters? on (it|him|her)$/.exec(t)) && (m[4] === 'it' || m[1] === '~')) {
    const more = /^(\w+) or more$/.exec(m[2]!);
    const n = more ? parseCount(more[1]!) : 1;
    const subject: TargetSpec = m[1] === '~' ? { kind: 'self' } : { kind: 'it', ...(m[1] === 'it' ? {} : { word: m[1]! }) };
    const on = m[4] === 'it' ? {} : { on: m[4] as 'him' };
    if (n !== undefined && (more !== null) === / counters on \w+$/.test(t) && !(more && n < 2)) return { kind: 'has-counters', subject, counter: m[3]!, atLeast: n, ...on };
  }
  if (t === 'you cast it from your hand') return { kind: 'cast-from-hand' };
  // CR 705.2: "you win the flip", "they lose the flip" (the player who flipped the coin, named before).
  if ((m = /^(you|they|the player|that player) (win|lose|wins|loses) the flip$/.exec(t)) && (m[1] === 'you' || m[1] === 'they') === !m[2]!.endsWith('s')) {
    return { kind: 'flip', won: m[2]!.startsWith('win'), ...(m[1] === 'you' ? {} : { who: m[1] as 'they' }) };
  }
  if (t === "you can't") return { kind: 'you-cant' };
  // Another player could not (CR 608.2c): "If they can't, …", "If the player can't, …".
  if ((m = /^(they|the player|that player) can't$/.exec(t))) return { kind: 'you-cant', who: m[1] as 'they' };
  // Nobody took the offer (CR 608.2d): "Any player may … If no one does, …".
  if (t === 'no one does' || t === 'no player does') return { kind: 'if-you-dont', who: t.slice(0, -' does'.length) as 'no one' };
  if ((m = /^you pay ((?:\{[WUBRGCX0-9]\})+)$/.exec(t))) return { kind: 'unless-pay', mana: m[1]! }; // CR 118.12a
  // "If that card has the chosen name, … If it doesn't, …" (CR 608.2c): the condition before it didn't hold.
  if (t === "it doesn't" || t === "it isn't") return { kind: 'otherwise', written: t };
  // "sacrifice this permanent unless you pay its mana cost" (CR 118.12a, 202.1).
  if (t === 'you pay its mana cost') return { kind: 'unless-pay-cost', cost: 'its mana cost' };
  if ((m = /^(defending player|an opponent|that player) controls (an?|no) (.+)$/.exec(t))) {
    const who = parsePlayer(m[1]!);
    const f = parseFilter(m[3]!);
    if (who && f && (m[2] === 'no') === f.plural) return { kind: 'player-controls', who, filter: f.filter, ...(m[2] === 'no' ? { none: true } : {}) };
  }
  if (t === 'you controlled it') return { kind: 'controlled-it' };
  // "… if you control that creature" (CR 108.4): the object named before is yours now.
  if ((m = /^you control (it|that creature|that permanent)$/.exec(t))) return { kind: 'controls-it', word: m[1] as 'it' };
  if ((m = /^there are (\w+) or more (.+)$/.exec(t))) {
    const n = parseCount(m[1]!);
    const f = parseFilter(m[2]!);
    if (n !== undefined && f?.plural) return { kind: 'there-are', filter: f.filter, atLeast: n };
  }
  if ((m = /^(a library|your library) has (\w+) or (fewer|more) cards in it$/.exec(t)) && parseCount(m[2]!) !== undefined) {
    return { kind: 'library-size', whose: m[1] as 'a library', n: parseCount(m[2]!)!, more: m[3] === 'more' };
  }
  // "your library has no cards in it" (CR 401.1): an empty library.
  if ((m = /^(a library|your library) has no cards in it$/.exec(t))) return { kind: 'library-size', whose: m[1] as 'a library', n: 0, more: false, none: true };
  if ((m = /^(an opponent was|you've been) dealt (\d{1,2}) or more damage this turn$/.exec(t))) {
    return { kind: 'dealt-damage-this-turn', who: m[1] === "you've been" ? 'you' : 'an opponent', atLeast: Number(m[2]) };
  }
  if ((m = /^(.+) have total power (\d{1,2}) or greater$/.exec(t))) {
    const f = parseFilter(m[1]!);
    if (f?.plural) return { kind: 'total-power', filter: f.filter, atLeast: Number(m[2]) };
  }
  if (t === 'each player has no cards in hand') return { kind: 'each-player-empty-hand' };
  if ((m = /^you attacked with (\w+) or more creatures this turn$/.exec(t)) && parseCount(m[1]!) !== undefined) {
    return { kind: 'attacked-with', atLeast: parseCount(m[1]!)! };
  }
  if ((m = /^your devotion to (white|blue|black|red|green)(?: and (white|blue|black|red|green))? is less than (\w+)$/.exec(t)) && parseCount(m[3]!) !== undefined) {
    const colors = [m[1]!, ...(m[2] ? [m[2]] : [])].map(colorOfName);
    return { kind: 'devotion', colors, lessThan: parseCount(m[3]!)! }; // CR 700.5, 700.5a
  }
  if ((m = /^an opponent controls more (.+) than you$/.exec(t))) {
    const f = parseFilter(m[1]!);
    if (f?.plural) return { kind: 'opponent-controls-more', filter: f.filter };
  }
  if (t === 'you have no cards in hand') return { kind: 'hand-size', none: true };
  if ((m = /^you have (\w+) or more cards in hand$/.exec(t)) && parseCount(m[1]!) !== undefined) return { kind: 'hand-size', atLeast: parseCount(m[1]!)! };
  const fact = parseFact(t);
  if (fact) return { kind: 'fact', ...fact };
  if ((m = /^you control (an?|another|no|\w+ or more) (.+)$/.exec(t))) {
    // "you control eight or more artifacts with the same name as one another" (CR 201.2a): that many sharing a name.
    const sameName = / or more$/.test(m[1]!) && m[2]!.endsWith(SAME_NAME);
    const f = parseFilter(sameName ? m[2]!.slice(0, -SAME_NAME.length) : m[2]!);
    const none = m[1] === 'no';
    const more = /^(\w+) or more$/.exec(m[1]!);
    if (f && !(more && parseCount(more[1]!) === undefined) && !(none !== f.plural && !more)) {
      if (m[1] === 'another') f.filter.other = true;
      return { kind: 'control', filter: f.filter, none, ...(more ? { count: parseCount(more[1]!)! } : {}), ...(sameName ? { sameName } : {}) };
    }
  }
  // The compositional readers (conditions.ts): comparisons, "and"/"or", negations, keywords, players' counts.
  return parseConditionPart(t, parseCondition);
}

const SAME_NAME = ' with the same name as one another';

/** The players an "unless" offers an action to (CR 118.12), as written ("any player": CR 608.2d). */
const UNLESS_PLAYER = /^(?:you|they|that player|the player|its controller|their controller|target opponent|that creature's controller|that spell's controller|any player|any opponent) /;

/**
 * "unless you sacrifice a land", "unless that player pays 4 life", "unless they sacrifice a nonland permanent or discard a
 * card" (CR 118.12): a player's action read by the phrase table with the player as its subject; after "or", another
 * action of the same player, the subject left out.
 */
function parseUnlessAction(m: MappedText): Condition | undefined {
  if (!UNLESS_PLAYER.test(m.text)) return undefined;
  // "unless they pay {2} before that step" after a delayed trigger's time (CR 118.12, 603.7a): the action offered until the
  // step begins, read as the action alone with the time it may be taken by.
  const before = / before (that step|that draw step)$/.exec(m.text);
  if (before) {
    const action = parseUnlessAction(m.slice(0, before.index));
    return action?.kind === 'player-does' && !action.before ? { ...action, before: before[1] as 'that step' } : undefined;
  }
  const read = (part: MappedText, carried?: TargetSpec) => EFFECT_TABLE.read(part.text, part.span(), carried, 'permanent');
  const whole = read(m);
  if (whole && playerAction(whole.effect)) return { kind: 'player-does', effects: [whole.effect] };
  // "unless its controller has ~ deal 2 damage to them" (CR 118.12): the player has an object do something (causative).
  // The first " has " splits it (a search, not a backtracking regex: linear on any text).
  const hasAt = m.text.indexOf(' has ', 1);
  const has = hasAt > 0 && hasAt + ' has '.length < m.text.length ? [m.text.slice(0, hasAt), m.text.slice(hasAt + ' has '.length)] as const : undefined;
  const hasWho = has ? parsePlayer(has[0]) : undefined;
  const caused = hasWho && playerIsSingular(hasWho) ? causativeBody(has![1], m.span(), 'permanent') : undefined;
  // "unless any opponent has you draw a card" (CR 118.12): the player has you do something (a player's action, yours).
  const yours = caused !== undefined && playerAction(caused) && (caused as { who?: string }).who === 'you';
  if (caused && (!playerAction(caused) || yours)) return { kind: 'player-does', effects: [caused], has: has![0].toLowerCase() };
  // "unless you return an artifact you control to its owner's hand", "unless you tap an untapped creature you control":
  // the ability's controller does an instruction the phrase table reads as an imperative (CR 118.12a).
  if (m.text.startsWith('you ')) {
    const rest = m.slice('you '.length);
    const own = parseClauses(rest, 'permanent');
    if (own?.length === 1 && !playerAction(own[0]!) && payable(own[0]!)) return { kind: 'player-does', effects: own, you: true };
  }
  const masked = outsideQuotes(m.text);
  for (let at = masked.indexOf(' or '); at > 0; at = masked.indexOf(' or ', at + 1)) {
    const left = read(m.slice(0, at));
    const who = left?.effect && playerAction(left.effect) ? left.subject : undefined;
    const right = who ? read(m.slice(at + ' or '.length), who) : undefined;
    if (!left || !right || who?.kind !== 'player') continue;
    if (playerAction(right.effect) && right.effect.elided) return { kind: 'player-does', effects: [left.effect, right.effect] };
    // After a plural player ("they sacrifice a creature or discard a card") the second verb reads like an imperative: the
    // same player does it, the subject left out.
    const verb = m.text.slice(at + ' or '.length).split(' ')[0]!;
    if (!playerAction(right.effect) && !playerIsSingular(who.who) && EFFECT_TABLE.hasVerb(verb)) {
      return { kind: 'player-does', effects: [left.effect, { ...right.effect, who: who.who, elided: true } as Effect] };
    }
  }
  return undefined;
}

/** The instructions an "unless you …" offers as a cost-like action (CR 118.12a): moving, tapping, removing counters. */
function payable(e: Effect): boolean {
  return e.kind === 'zone-change' || e.kind === 'tap' || (e.kind === 'add-counters' && !!e.remove);
}

/** An effect a player does (a player-subject row read with its subject). */
function playerAction(e: Effect): boolean {
  return 'who' in e && e.who !== undefined;
}

const QUOTE_MARK = /["\u201C\u201D]/;
/** A text ending with a quoted part closed after a comma (`… gain 1 life,"`). */
const QUOTED_END = /\s"[^"]*,"$/;

/** The text with quoted parts blanked (a quoted ability's words are not this sentence's). */
function outsideQuotes(text: string): string {
  // Most sentences quote nothing: the text as it is (asked up to ten times per sentence).
  if (!QUOTE_MARK.test(text)) return text;
  let out = '';
  let inQuote = false;
  for (const ch of text) {
    const quote = ch === '"' || ch === '\u201C' || ch === '\u201D';
    if (quote) inQuote = ch === '\u201C' ? true : ch === '\u201D' ? false : !inQuote;
    out += quote || inQuote ? ' '.repeat(ch.length) : ch;
  }
  return out;
}

/** `m` without the matches of `re` (global) outside quotes: a quoted ability's own words stay ("gains "{R}: … until end of turn"" ). */
function removeOutsideQuotes(m: MappedText, re: RegExp): MappedText {
  const masked = outsideQuotes(m.text);
  let out = m;
  const found = [...masked.matchAll(re)].filter((x) => x[0].length > 0).reverse();
  for (const x of found) {
    const at = x.index ?? 0;
    out = joinMapped(out.slice(0, at), out.slice(at + x[0].length));
  }
  return out;
}

/** Two pieces of one mapped text, one after the other. */
function joinMapped(a: MappedText, b: MappedText): MappedText {
  return a.concat(b);
}

/** "as long as <a>, <b>" → [a, b] at the first ", " after the opening words (no regex backtracking). */
function splitLead(text: string, lead: string): [string, number] | undefined {
  if (!text.startsWith(lead)) return undefined;
  const comma = text.indexOf(', ', lead.length);
  return comma > lead.length ? [text.slice(lead.length, comma), comma + 2] : undefined;
}

/**
 * Where a duration written once inside a sentence stands ("~ gets +1/+0 until end of turn and deals 1 damage to you"): a
 * clause after it that doesn't last is a one-shot instruction, read without the duration (CR 611.2a: the duration is the
 * earlier clause's). Set by parseSentence while it reads the sentence.
 */
let oneShotAfter: number | undefined;
/** Where a trailing "until end of turn" (written once, last) starts: a clause ending before it may be a one-shot one. */
let oneShotBefore: number | undefined;

/** A clause after a sentence's inline duration, read as a one-shot instruction (no effect of it lasts). */
function oneShotClause(raw: string, span: Span, carried: TargetSpec | undefined): ClauseResult | undefined {
  if ((oneShotAfter === undefined || span.start <= oneShotAfter) && (oneShotBefore === undefined || span.end >= oneShotBefore)) return undefined;
  const got = parseClause(raw, span, 'permanent', carried);
  return got && got.effects.every((e) => !('duration' in e)) ? got : undefined;
}

/** Clause connectors; a bare ", " joins a list of imperatives ("reveal it, put it into your hand, then shuffle"). */
const SEPARATOR = /,? then |, and then |, and | and |, /g;

/** A sentence as clauses joined by "and"/"then"; a clause without a subject reuses the previous subject. */
function parseClauses(m: MappedText, duration: Duration): Effect[] | undefined {
  const memo = new Map<string, Effect[] | null>();
  const masked = outsideQuotes(m.text);
  const go = (start: number, carried: TargetSpec | undefined, depth: number, verb?: string): Effect[] | undefined => {
    const key = `${start}|${carried ? JSON.stringify(carried) : ''}|${verb ?? ''}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached ?? undefined;
    let result: Effect[] | undefined;
    const rest = m.slice(start);
    // "put a +1/+1 counter on it and a +1/+1 counter on ~": the verb carries over too.
    let whole = parseClause(rest.text, rest.span(), duration, carried);
    if (!whole && duration !== 'permanent') whole = oneShotClause(rest.text, rest.span(), carried);
    if (!whole && verb) {
      whole = parseClause(`${verb} ${rest.text}`, rest.span(), duration, SUBJECT_CARRIED_VERBS.has(verb) ? carried : undefined);
      if (whole?.effects[0]) whole.effects[0] = { ...whole.effects[0], verbElided: true };
    }
    // "Destroy target creature and target land": two instructions, the verb carried over (carried out), before one
    // instruction with two target phrases (`andTarget`, not carried out) — the reading left when the split fails.
    const split = (): Effect[] | undefined => {
      for (const sep of masked.slice(start).matchAll(SEPARATOR)) {
        const at = sep.index ?? 0;
        const left = rest.slice(0, at);
        let l = parseClause(left.text, left.span(), duration, carried);
        if (!l && duration !== 'permanent') l = oneShotClause(left.text, left.span(), carried);
        // "exile it and the top card of your library in a face-down pile, …": the verb carries into a middle clause too.
        if (!l && verb) {
          l = parseClause(`${verb} ${left.text}`, left.span(), duration, SUBJECT_CARRIED_VERBS.has(verb) ? carried : undefined);
          if (l?.effects[0]) l.effects[0] = { ...l.effects[0], verbElided: true };
        }
        if (!l) continue;
        const r = go(start + at + sep[0].length, l.subject ?? carried, depth + 1, l.verb);
        if (r) {
          if (r[0]) r[0] = { ...r[0], sep: sep[0] };
          return [...l.effects, ...r];
        }
      }
      return undefined;
    };
    // "counter that spell and that opponent may cast the revealed card …", "exile that spell and you may play that card …":
    // a player's option joined to the instruction before it (CR 608.2d: the player named chooses as it resolves).
    if (!whole && depth > 0) {
      const may = /^(you|that opponent|that player|its controller) may (?=\S)/.exec(rest.text);
      const who = may ? parsePlayer(may[1]!) : undefined;
      const inner = may && who ? parseClauses(rest.slice(may[0].length), duration) : undefined;
      if (who && inner) whole = { effects: [{ kind: 'optional', who, ...(PLAYER_TEXT[who] !== may![1] ? { word: may![1]! } : {}), effects: inner, span: rest.span() }] };
    }
    // "An opponent exiles a nonland card from among them, then you put the rest into your hand": the instruction's player,
    // you, written again after another player's clause (CR 608.2c); read as the instruction.
    if (!whole && depth > 0 && rest.text.startsWith('you ')) {
      const own = parseClause(rest.text.slice(4), rest.slice(4).span(), duration, undefined);
      if (own?.effects[0] && !own.subject) whole = { ...own, effects: [{ ...own.effects[0], youWritten: true }, ...own.effects.slice(1)] };
    }
    // CR 608.2d: "sacrifice a creature or discard a creature card": two instructions, the player chooses one.
    if (!whole) {
      const either = readEitherInstruction(rest, masked.slice(start), (part, c) => parseClause(part.text, part.span(), duration, c), (w) => EFFECT_TABLE.hasVerb(w), carried);
      if (either) whole = { effects: either };
    }
    if (whole && depth < 12 && hasAndTarget(whole.effects)) result = split() ?? whole.effects;
    else if (whole) result = whole.effects;
    else if (depth < 12) result = split();
    memo.set(key, result ?? null);
    return result;
  };
  return go(0, undefined, 0);
}

/** An effect (a wrapped one too) naming two target phrases in one object phrase ("target creature and target land"). */
function hasAndTarget(effects: readonly Effect[]): boolean {
  let found = false;
  walkEffects(effects, (e) => {
    for (const v of Object.values(e)) if (v && typeof v === 'object' && (v as TargetSpec).kind === 'target' && (v as { andTarget?: unknown }).andTarget) found = true;
  });
  return found;
}

interface ClauseResult {
  effects: Effect[];
  /** The subject a following verb-only clause refers to ("it gets +2/+2 and gains trample"). */
  subject?: TargetSpec;
  /** The verb of an imperative clause, for a following verb-less clause ("… and a +1/+1 counter on ~"). */
  verb?: string;
}

/** Imperative verbs whose object list may continue after "and" without repeating the verb. */
const CARRIED_VERBS = new Set(['put', 'destroy', 'exile', 'return']);

/** Verbs whose subject and verb both carry into a following clause: "~ deals 4 damage to target creature and 2 damage
 * to that creature's controller" (CR 120.3: one source deals each amount to its recipient). */
const SUBJECT_CARRIED_VERBS = new Set(['deals', 'deal']);

const SUBJECT_VERBS = new Set(['gets', 'get', 'loses', 'lose', 'has', 'have', 'gains', 'gain', 'becomes', 'become', 'is', 'are', "isn't"]);

const colorOfName = (name: string): Color => (Object.entries(COLOR_NAMES) as [Color, string][]).find(([, n]) => n === name)![0];

/** One clause: an imperative ("destroy target creature") or subject + verb ("target creature gets +1/+1"). */
function parseClause(raw: string, span: Span, duration: Duration, carried: TargetSpec | undefined): ClauseResult | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  // "If you don't, it enters tapped" (an "As ~ enters" replacement's instruction, CR 614.1c): the entering object tapped —
  // before the phrase table's "<objects> enter tapped" (other permanents, a static's replacement).
  const entersTapped = /^(~|it) enters(?: the battlefield)? tapped$/.exec(text);
  if (entersTapped) return { effects: [{ kind: 'tap', target: { kind: 'self', ...(entersTapped[1] === 'it' ? { word: 'it' } : {}) }, entersTapped: true, span }] };
  // The phrase table first (effect-table.ts); the hand-written readers below cover type-changing phrases.
  const row = EFFECT_TABLE.read(text, span, carried, duration);
  if (row) {
    const first = text.split(' ')[0]!;
    // "~ deals 4 damage to any target and 2 damage to you": the source and "deals" carry into the next clause.
    const dealt = row.effect.kind === 'damage' && row.subject ? text.split(' ').find((w) => SUBJECT_CARRIED_VERBS.has(w)) : undefined;
    return { effects: [row.effect], subject: row.subject, verb: CARRIED_VERBS.has(first) ? first : dealt };
  }
  // "return all creatures to their owners' hands except for Krakens and Serpents": the kinds left out of the instruction's
  // "all …" written after its destination (CR 608.2c; targets.ts reads them after the noun too).
  const except = / except for (.+)$/.exec(text);
  if (except) {
    const got = EFFECT_TABLE.read(text.slice(0, except.index), span, carried, duration);
    const left = got ? parseFilter(except[1]!) : undefined;
    const t = got && 'target' in got.effect ? (got.effect as { target: TargetSpec }).target : undefined;
    if (got && left?.plural && t?.kind === 'all' && !t.filter.exceptFor) {
      const effect = { ...got.effect, target: { ...t, filter: { ...t.filter, exceptFor: left.filter, exceptForLast: true } } } as Effect;
      return { effects: [effect], subject: got.subject };
    }
  }
  // "~ also deals 2 damage to …", "it also gets +3/+0", "also create …": the same instruction, "also" before its verb
  // (an addition to what the ability did before, CR 608.2c); kept for printing back.
  const also = ALSO.exec(text);
  if (also) {
    const plain = `${also[1] ?? ''}${text.slice(also[0].length)}`;
    const got = plain === text ? undefined : EFFECT_TABLE.read(plain, span, carried, duration);
    if (got) return { effects: [Object.assign({}, got.effect, { also: true }) as Effect], subject: got.subject };
  }
  // A permission at the end of a list: "exile it, then you may cast the exiled card …" (CR 608.2d).
  const may = /^(you|they|that player) may (.+)$/.exec(text);
  if (may) {
    const who = parsePlayer(may[1]!);
    const inner = who ? parseClause(may[2]!, span, duration, undefined) : undefined;
    if (who && inner) return { effects: [{ kind: 'optional', who, effects: inner.effects, span }] };
  }
  // A condition on one clause of a list: "return it to the battlefield if it's a permanent card, then turn it face up".
  const ifAt = text.lastIndexOf(' if ');
  if (ifAt > 0) {
    const condition = parseCondition(text.slice(ifAt + ' if '.length));
    const inner = condition ? parseClause(text.slice(0, ifAt), span, duration, carried) : undefined;
    // The verb carries into a next clause under a condition of its own (CR 608.2c: each clause checks its own): "Put a
    // +1/+1 counter on it if it's a creature and a loyalty counter on it if it's a planeswalker", "~ deals 3 damage to …
    // if … and 3 damage to … if …", "You gain X life if {G} was spent … and X life if {W} was spent …".
    const youVerb = /^you (gain|lose|draw|create|mill|scry) /i.exec(text);
    if (condition && inner) return { effects: [{ kind: 'conditional', condition, effects: inner.effects, trailing: true, span }], subject: inner.subject, verb: inner.verb ?? youVerb?.[1] };
  }
  // "…, and its activated abilities can't be activated [unless they're mana abilities]" (CR 602.5, 605.1a): about the
  // object the sentence named.
  const its = /^its activated abilities can't be activated( unless they're mana abilities| this turn)?$/.exec(text);
  if (its && carried?.kind === 'all' && its[1] !== ' this turn') {
    return { effects: [{ kind: 'cant-activate', sources: carried.filter, its: true, ...(its[1] ? { unlessMana: true } : {}), span }], subject: carried };
  }
  // A sentence of its own: "Tap target permanent. Its activated abilities can't be activated this turn." (CR 602.5): the
  // object an earlier instruction named (not carried out).
  if (its && !carried) {
    return { effects: [{ kind: 'cant-activate', sources: { types: [], text: '' }, its: true, named: true, ...(its[1] === ' this turn' ? { thisTurn: true } : its[1] ? { unlessMana: true } : {}), span }] };
  }
  // "That permanent's activated abilities can't be activated this turn": the same, the object named by its noun (not carried out).
  const whose = /^(that [a-z]+'s) activated abilities can't be activated this turn$/.exec(text.replace(/^That /, 'that '));
  if (whose && !carried && (NAMED_POSSESSIVES as readonly string[]).includes(whose[1]!)) {
    return { effects: [{ kind: 'cant-activate', sources: { types: [], text: '' }, its: true, named: true, thisTurn: true, whose: whose[1] as (typeof NAMED_POSSESSIVES)[number], span }] };
  }
  const imperative = parseImperative(text, span, duration);
  if (imperative) return { effects: imperative, verb: CARRIED_VERBS.has(text.split(' ')[0]!) ? text.split(' ')[0]! : undefined };
  // "it's a Zombie in addition to its other creature types": the object named before gets a type, written with "it's"
  // (as a resolving instruction: an effect that lasts, CR 611.2a, 205.1b). Only with the additive words, or as a creature
  // with its power and toughness written first ("As long as …, it's a 7/7 Dragon God creature with flying": CR 205.1a,
  // 613.1d, 613.4b, 611.3a).
  // "he's a 7/7 Dragon God creature …": a legendary card's own pronoun for itself (CR 201.5, 608.2c), as "it's".
  const contracted = /^([Ii]t|[Hh]e|[Ss]he)'s (an? .+ in addition to its other (?:creature types|types|colors and types)|an? \d{1,2}\/\d{1,2} (?:[A-Z][a-z]+ )*(?:artifact )?creature(?: with .+)?)$/.exec(text);
  if (contracted && !carried) {
    const effects = parsePredicate({ kind: 'it', word: contracted[1]!.toLowerCase() }, 'is', contracted[2]!, span, duration);
    if (effects?.[0]?.kind === 'become-type') return { effects: [{ ...effects[0]!, contracted: true }, ...effects.slice(1)], subject: { kind: 'it' } };
  }
  // The same after several objects put onto the battlefield: "They're black Zombies in addition to their other colors and
  // types" (CR 205.1b, 105.3, 611.2a: an effect that lasts, of the objects named before, 608.2c).
  const they = /^[Tt]hey're ((?:[a-z]+ )*[A-Z][a-z]+s in addition to their other (?:creature types|types|colors and types))$/.exec(text);
  if (they && !carried) {
    const effects = parsePredicate({ kind: 'it', word: 'they' }, 'are', they[1]!, span, duration);
    if (effects?.length === 1 && effects[0]!.kind === 'become-type') return { effects: [{ ...effects[0]!, contracted: true }], subject: { kind: 'it', word: 'they' } };
  }
  const words = text.split(' ');
  const verbAt = words.findIndex((w) => SUBJECT_VERBS.has(w));
  if (verbAt === 0 && carried) {
    const effects = parsePredicate(carried, words[0]!, words.slice(1).join(' '), span, duration);
    // The subject is the previous clause's ("… loses all abilities and becomes a blue Frog"): written once.
    if (effects?.[0]) effects[0] = { ...effects[0], elided: true };
    return effects ? { effects, subject: carried } : undefined;
  }
  if (verbAt > 0) {
    const subject0 = parseObjectRef(words.slice(0, verbAt).join(' '));
    if (!subject0) return undefined;
    // The pronoun as written ("That creature becomes black"), so it prints back as written.
    if (subject0.kind === 'it') subject0.word = itWord(words.slice(0, verbAt).join(' '));
    // "Enchanted creature is …, and it loses …": the pronoun names the enchanted object again (the same set).
    const subject: TargetSpec = subject0.kind === 'it' && carried?.kind === 'all' && carried.filter.attachment
      ? { ...carried, word: itWord(words.slice(0, verbAt).join(' ')) } : subject0;
    const effects = parsePredicate(subject, words[verbAt]!, words.slice(verbAt + 1).join(' '), span, duration);
    // A later clause about the same target refers to it as "it" (one target, chosen once).
    return effects ? { effects, subject: subject.kind === 'target' ? { kind: 'it' } : subject } : undefined;
  }
  return undefined;
}

function parsePredicate(target: TargetSpec, verb: string, rest: string, span: Span, duration: Duration): Effect[] | undefined {
  let m: RegExpExecArray | null;
  switch (verb) {
    case 'gets':
    case 'get': {
      if (!(m = /^([+-]\w+)\/([+-]\w+)$/.exec(rest))) return undefined;
      const power = parseSigned(m[1]!);
      const toughness = parseSigned(m[2]!);
      if (power === undefined || toughness === undefined) return undefined;
      return [{ kind: 'modify-pt', target, power, toughness, duration, span }];
    }
    case "isn't": {
      // "~ isn't a creature" (CR 613.1d): that card type is removed, the others stay. "Equipped permanent isn't a
      // planeswalker", "… and isn't a Human": one card type or one subtype, of any object the sentence names (613.1d).
      const t = /^an? ([A-Za-z]+)$/.exec(rest) ? parseTypePhrase(rest.replace(/^an? /, ''), { allowColors: false }) : undefined;
      if (!t || t.cardTypes.length + t.subtypes.length !== 1 || t.colors || t.power !== undefined || t.supertypes || t.keywords || t.ability) return undefined;
      return [{ kind: 'become-type', target, cardTypes: t.cardTypes, subtypes: t.subtypes, additive: false, negated: true, duration, span }];
    }
    case 'loses':
    case 'lose': {
      if (rest === 'all abilities') return [{ kind: 'lose-all-abilities', target, duration, span }];
      return loseKeywords(target, rest, span, duration); // CR 613.1f: "loses flying" (ability-removing, layer 6)
    }
    case 'has':
    case 'have':
      if ((m = /^base power and toughness (\d{1,4})\/(\d{1,4})$/.exec(rest))) {
        return [{ kind: 'set-base-pt', target, power: Number(m[1]), toughness: Number(m[2]), duration, span }];
      }
      return gainKeywords(target, rest, span, duration);
    case 'gains':
    case 'gain':
      return gainKeywords(target, rest, span, duration);
    case 'becomes':
    case 'become':
    case 'is':
    case 'are': {
      const is = verb === 'is' || verb === 'are';
      if (!is && (m = /^a copy of (.+)$/.exec(rest))) {
        const of = parseObjectRef(m[1]!);
        return of ? [{ kind: 'become-copy', target, of, duration, span }] : undefined;
      }
      // "it becomes an Aura with enchant creature" (Lightform-like): the subtype Aura in layer 4 (CR 205.1a: a
      // new subtype replaces the old ones of its set; the card types stay) and the enchant ability in layer 6
      // (CR 303.4a, 613.1d, 613.1f).
      if (!is && (m = /^an Aura with enchant (.+)$/.exec(rest))) {
        if (!parseFilter(m[1]!)) return undefined;
        const again: TargetSpec = target.kind === 'target' ? { kind: 'it' } : target;
        return [
          { kind: 'become-type', target, cardTypes: [], subtypes: ['Aura'], additive: false, duration, span },
          { kind: 'gain-keyword', target: again, keywords: [`Enchant ${m[1]!}`], duration, span },
        ];
      }
      // "becomes an artifact creature with power and toughness each equal to its mana value" (CR 613.4b): the type phrase,
      // and base power and toughness set to the amount as a companion of it.
      if (!is && (m = /^(.+) with power and toughness each equal to (.+)$/.exec(rest))) {
        const q = parseQuantity(m[2]!);
        const typed = q ? parsePredicate(target, verb, m[1]!, span, duration) : undefined;
        if (q && typed?.length === 1 && typed[0]!.kind === 'become-type' && typed[0]!.cardTypes.includes('Creature')) {
          return [...typed, { kind: 'set-base-pt-to', target: target.kind === 'target' ? { kind: 'it' } : target, quantity: q, duration, span }];
        }
      }
      // "becomes 0/1": sets power and toughness (CR 613.4b).
      if (!is && (m = /^(\d{1,4})\/(\d{1,4})$/.exec(rest))) return [{ kind: 'set-base-pt', target, power: Number(m[1]), toughness: Number(m[2]), duration, span }];
      const plural = verb === 'are' || verb === 'become';
      // "All colorless creatures become green": a color alone reads the same after a plural subject.
      const alone = parseTypePhrase(rest, { allowColors: true });
      const colorsAlone = !!alone && alone.colors !== undefined && alone.cardTypes.length === 0 && alone.subtypes.length === 0 && alone.power === undefined;
      const t = colorsAlone ? alone : parseTypePhrase(rest, { allowColors: true, plural: plural && !/^an? /.test(rest) });
      if (!t) return undefined;
      const written = { ...(plural && !colorsAlone && /^an? /.test(rest) ? { singularNoun: true } : {}), ...(t.supertypes ? { supertypes: t.supertypes } : {}), ...(t.name ? { name: t.name } : {}), ...(is ? { is: true } : {}), ...(t.addition ? { addition: t.addition } : {}), ...(t.colorsAdditive ? { colorsAdditive: true } : {}), ...(t.ptFront ? { ptFront: true } : {}) };
      // "becomes blue" / "becomes white and black" / "becomes colorless": only the color changes (CR 105.3, 613.1e).
      const colorOnly = t.colors !== undefined && t.cardTypes.length === 0 && t.subtypes.length === 0 && t.power === undefined && !t.keywords && !t.ability;
      // "~ is black" (a static ability setting the color, CR 105.3, 613.1e) reads the same way.
      if (colorOnly) return [{ kind: 'become-type', target, colors: t.colors, cardTypes: [], subtypes: [], additive: t.additive, ...written, duration, span }];
      // A creature type alone ("becomes a blue Frog with base power and toughness 1/1") sets the creature types and keeps
      // the card types (CR 205.1a); "is" also needs a type ("is a Treefolk").
      if (t.cardTypes.length === 0 && t.subtypes.length === 0) return undefined;
      const out: Effect[] = [
        { kind: 'become-type', target, ...(t.colors ? { colors: t.colors } : {}), cardTypes: t.cardTypes, subtypes: t.subtypes, additive: t.additive, ...written, duration, span },
      ];
      // The same object again: a target is chosen once, so the next effects refer to it as "it".
      const again: TargetSpec = target.kind === 'target' ? { kind: 'it' } : target;
      if (t.power !== undefined && t.toughness !== undefined) out.push({ kind: 'set-base-pt', target: again, power: t.power, toughness: t.toughness, duration, span });
      // "becomes an X/X Elemental creature" (CR 613.4b, 107.3): base power and toughness X (the cost's X, or ", where X is …").
      if (t.ptX) out.push({ kind: 'set-base-pt-to', target: again, quantity: { kind: 'x' }, xFront: true, duration, span });
      // "with flying", "with "{T}: Add {C}."": abilities it has too (CR 613.1f).
      if (t.keywords) out.push({ kind: 'gain-keyword', target: again, keywords: t.keywords, duration, span });
      // "with all creature types" (CR 205.3m, 613.1d): every creature type besides.
      if (t.allCreatureTypes) out.push({ kind: 'all-subtypes', target: again, change: 'gain-all', subtypes: 'creature', duration, span });
      // A granted mana ability ("{T}: Add {C}", CR 605.1a) is one the layers carry out (gain-ability, layer 6).
      const manaAbility = t.ability?.kind === 'activated' && t.ability.effects.length > 0 && t.ability.effects.every((x) => x.kind === 'add-mana');
      if (t.ability) out.push({ kind: manaAbility ? 'gain-ability' : 'grant-ability', target: again, ability: t.ability, duration, ...(t.unpunctuated ? { unpunctuated: true } : {}), ...(t.quoteComma ? { quoteComma: true } : {}), span });
      return out;
    }
  }
  return undefined;
}

/** "flying", "first strike and trample", "flying, vigilance, and haste": keywords without parameters. */
function gainKeywords(target: TargetSpec, rest: string, span: Span, duration: Duration): Effect[] | undefined {
  const items = rest.split(/, and |, | and /);
  const keywords: string[] = [];
  for (const item of items) {
    const kw = parseKeywordItem(item, 0, { allowMissingParameter: true });
    // A granted keyword with a parameter ("protection from red", "ward {2}") is not modeled: the effect only names keywords.
    if (!kw || kw.cost || kw.parameter !== undefined) return undefined;
    keywords.push(kw.keyword);
  }
  return keywords.length > 0 ? [{ kind: 'gain-keyword', target, keywords, duration, span }] : undefined;
}

/** "flying", "flying and first strike": keywords without parameters an effect removes (CR 613.1f). */
function loseKeywords(target: TargetSpec, rest: string, span: Span, duration: Duration): Effect[] | undefined {
  const gained = gainKeywords(target, rest, span, duration);
  const first = gained?.[0];
  return first && first.kind === 'gain-keyword' ? [{ kind: 'lose-keyword', target, keywords: first.keywords, duration, span }] : undefined;
}

const TOP_CARDS = /^the top (?:card|(\w+) cards) of your library$/;

function parseImperative(text: string, span: Span, duration: Duration = 'permanent'): Effect[] | undefined {
  let m: RegExpExecArray | null;
  const ref = (s: string) => {
    const r = parseObjectRef(s);
    // The pronoun as written ("return those cards …"), so it prints back as written.
    if (r?.kind === 'it') r.word = itWord(s);
    return r;
  };
  if (text === 'manifest dread') return [{ kind: 'manifest-dread', span }]; // CR 701.62
  // "remove all of them from it" after "If ~ has five or more charge counters on it, …" (CR 122.1, 608.2c).
  const named = readNamedCounterRemoval(text, span, ref);
  if (named) return [named];
  if (text.startsWith('manifest ') || text.startsWith('cloak ')) {
    const cloak = text.startsWith('cloak ');
    m = TOP_CARDS.exec(text.slice(cloak ? 6 : 9));
    if (!m) return undefined;
    const count = m[1] === undefined ? 1 : parseCount(m[1]);
    if (count === undefined) return undefined;
    return [cloak ? { kind: 'cloak', count, span } : { kind: 'manifest', count, span }]; // CR 701.58, 701.40
  }
  if ((m = /^turn (.+) face (down|up)$/.exec(text))) {
    const target = ref(m[1]!);
    if (!target) return undefined;
    return [m[2] === 'down' ? { kind: 'turn-face-down', target, span } : { kind: 'turn-face-up', target, span }]; // CR 708.2a, 708.12
  }
  if ((m = /^reveal (.+)$/.exec(text))) {
    const target = ref(m[1]!);
    if (!target || target.kind === 'all') return undefined;
    return [{ kind: 'reveal', target, thenTurnFaceUpIfCreatureCard: false, span }];
  }
  if ((m = /^(?:[Yy]ou )?create a token that's a copy of (.+)$/.exec(text))) {
    const of = ref(m[1]!);
    return of ? [{ kind: 'create-token-copy', of, span }] : undefined;
  }
  if ((m = /^put (\w+) ([+-]\d\/[+-]\d|[a-z]+) counters? on (.+)$/.exec(text))) {
    const count = parseCount(m[1]!);
    const target = ref(m[3]!);
    if (count === undefined || !target || (count === 1) !== !text.includes(' counters ')) return undefined;
    return [{ kind: 'add-counters', target, counter: m[2]!, count, span }];
  }
  // CR 110.2a: whose control it enters under, kept as written ("under their owner's control" is each card's owner's).
  const under = (w: string | undefined): Partial<Extract<Effect, { kind: 'zone-change' }>> =>
    w === undefined ? {} : w === 'your' ? { under: 'you' } : w === "its owner's" ? { under: 'owner' } : { under: 'owner', owners: w as "their owner's" };
  if ((m = /^put (.+) onto the battlefield( face down)?(?: under (your) control)?$/.exec(text))) {
    const target = ref(m[1]!);
    if (!target) return undefined;
    return [{ kind: 'zone-change', target, to: 'battlefield', ...(m[2] ? { faceDown: true } : {}), how: 'put', ...under(m[3]), span }];
  }
  const toBattlefield = text.startsWith('return ') ? text.lastIndexOf(' to the battlefield') : -1;
  if (toBattlefield > 0) {
    const tail = /^ to the battlefield( face down)?(?: under (your|its owner's|their owners'|their owner's) control)?$/.exec(text.slice(toBattlefield));
    const target = tail ? ref(text.slice('return '.length, toBattlefield)) : undefined;
    if (!tail || !target) return undefined;
    return [{ kind: 'zone-change', target, to: 'battlefield', ...(tail[1] ? { faceDown: true } : {}), how: 'return', ...under(tail[2]), span }];
  }
  if ((m = /^return (.+) to (?:its owner's hand|their owners' hands|their owner's hand)$/.exec(text))) {
    const target = ref(m[1]!);
    return target ? [{ kind: 'zone-change', target, to: 'hand', how: 'return', span }] : undefined;
  }
  if ((m = /^(exile|destroy|sacrifice) (.+)$/.exec(text))) {
    const target = ref(m[2]!);
    if (!target) return undefined;
    // "Sacrifice a creature" is a choice, not a target; only "sacrifice it / this creature" is modeled.
    if (m[1] === 'sacrifice' && target.kind !== 'self' && target.kind !== 'it') return undefined;
    const how = m[1] as 'exile' | 'destroy' | 'sacrifice';
    return [{ kind: 'zone-change', target, to: how === 'exile' ? 'exile' : 'graveyard', how, span }];
  }
  // CR 613.4d: "switch target creature's power and toughness" (string ends, not a backtracking pattern).
  const SWITCH_END = ' power and toughness';
  if (text.startsWith('switch ') && text.endsWith(SWITCH_END)) {
    const owner = text.slice('switch '.length, text.length - SWITCH_END.length);
    const name = owner.endsWith("'s") ? owner.slice(0, -2) : owner.endsWith("'") ? owner.slice(0, -1) : '';
    const target = name ? ref(name) : undefined;
    return target ? [{ kind: 'switch-pt', target, duration, span }] : undefined;
  }
  // CR 613.1b: a control-changing effect; CR 701.26b: untap.
  if ((m = /^gain control of (.+)$/.exec(text))) {
    const target = ref(m[1]!);
    return target && target.kind !== 'self' ? [{ kind: 'gain-control', target, duration, span }] : undefined;
  }
  if ((m = /^untap (.+)$/.exec(text))) {
    const target = ref(m[1]!);
    return target ? [{ kind: 'untap', target, span }] : undefined;
  }
  if ((m = /^draw (?:a card|(\w+) cards)$/.exec(text))) {
    const count = m[1] === undefined ? 1 : parseCount(m[1]);
    return count === undefined ? undefined : [{ kind: 'draw', count, span }];
  }
  if (/^attach ~ to (?:it|that creature)$/.test(text)) return [{ kind: 'attach-self-to-it', span }];
  // CR 118.9d / 601.2f: cost reductions for face-down creature spells (the {3} of CR 708.4).
  if ((m = /^the first face-down creature spell you cast each turn costs \{(\d{1,4})\} less to cast$/.exec(text))) {
    return [{ kind: 'face-down-cost-reduction', amount: Number(m[1]), firstEachTurn: true, span }];
  }
  if ((m = /^face-down creature spells you cast cost \{(\d{1,4})\} less to cast$/.exec(text))) {
    return [{ kind: 'face-down-cost-reduction', amount: Number(m[1]), firstEachTurn: false, span }];
  }
  return undefined;
}

/**
 * Sentences that complete the previous effect instead of adding one:
 * "It's a 2/2 Cyberman artifact creature." after a turn-face-down (CR 708.2a: listed characteristics);
 * "If it's a creature card, you may turn it face up." after a reveal.
 */
function applyFollowUp(body: string, effects: Effect[], sentenceSpan: Span): boolean {
  const last = effects[effects.length - 1];
  if (!last) return false;
  const text = body.replace(/^[A-Z]/, (c) => c.toLowerCase());
  let m: RegExpExecArray | null;
  // "Round down each time." (CR 107.1a): which way every half the sentence before it takes rounds ("you gain half X life
  // and draw half X cards", "loses half their life"); a half with its own rounding word, or none, leaves it unread.
  if ((m = /^round (up|down) each time$/.exec(text))) {
    let at = effects.length - 1;
    while (at > 0 && effects[at]!.sep !== '. ') at--;
    let halves = 0;
    const rounded = effects.slice(at).map((e) => roundHalves(e, m![1] as 'up' | 'down', () => void halves++));
    if (halves === 0 || rounded.some((e) => e === undefined)) return false;
    effects.splice(at, effects.length - at, ...(rounded as Effect[]));
    const end = effects[effects.length - 1]!;
    effects[effects.length - 1] = { ...end, roundEach: m[1] as 'up' | 'down', span: { start: end.span.start, end: sentenceSpan.end } };
    return true;
  }
  if (last.kind === 'turn-face-down' && !last.characteristics && (m = /^(?:it's|it is|they're|they are) (.+)$/.exec(text))) {
    const t = parseTypePhrase(m[1]!, { allowColors: false });
    if (!t || t.power === undefined || t.toughness === undefined || t.cardTypes.length === 0 || t.additive) return false;
    last.characteristics = { power: t.power, toughness: t.toughness, cardTypes: t.cardTypes, subtypes: t.subtypes, keywords: [] };
    last.span = { start: last.span.start, end: sentenceSpan.end };
    return true;
  }
  // "They're 5/5 artifact creatures." / "It's a Forest land." after putting cards onto the battlefield face down: the
  // characteristics they have instead of the 2/2 default (CR 708.2a).
  const putDown = last.kind === 'optional' && last.effects.length === 1 ? last.effects[0]! : last;
  if (putDown.kind === 'zone-change' && putDown.to === 'battlefield' && putDown.faceDown && !putDown.faceDownAs && (m = /^(it's an?|they're) (.+)$/.exec(text))) {
    const plural = m[1] === "they're";
    const phrase = plural ? singularTypePhrase(m[2]!) : m[2]!;
    const t = phrase === undefined ? undefined : parseTypePhrase(phrase, { allowColors: false });
    if (!t || t.cardTypes.length === 0 || t.additive || t.colors) return false;
    putDown.faceDownAs = { cardTypes: t.cardTypes, subtypes: t.subtypes, ...(t.power !== undefined ? { power: t.power, toughness: t.toughness } : {}) };
    last.span = { start: last.span.start, end: sentenceSpan.end };
    if (putDown !== last) putDown.span = { start: putDown.span.start, end: sentenceSpan.end };
    return true;
  }
  // "It's still a land." after "… becomes a … creature": the object keeps its prior types (CR 205.1b). The become-type
  // and what its type phrase says besides (its companions, the same span) take the sentence into their span.
  // "They're still lands." after "… become 1/1 creatures" (the plural).
  const still = /^(?:it's|it is|they're|they are) still (?:a|an) ([a-z]+)$/.exec(text) ?? /^(?:they're|they are) still ([a-z]+s)$/.exec(text);
  // The last "becomes" of the sentence before ("… becomes a 3/2 Elemental creature until end of turn and can't be
  // blocked this turn. It's still a land."): back over that sentence's effects, not into an earlier sentence.
  let at = effects.length - 1;
  while (at > 0 && effects[at]!.kind !== 'become-type' && effects[at]!.sep !== '. ') at--;
  // "You may have it become a 3/3 … creature …. It's still a land.": the type change inside the permission (CR 608.2d).
  const atEffect = effects[at];
  const typeEffect = atEffect?.kind === 'optional' ? atEffect.effects.find((x) => x.kind === 'become-type') : atEffect;
  if (still && typeEffect?.kind === 'become-type' && !typeEffect.additive && typeEffect.cardTypes.length > 0) {
    typeEffect.additive = true;
    typeEffect.still = body.replace(/^[a-z]/, (c) => c.toUpperCase());
    const group = atEffect?.kind === 'optional' ? [atEffect, ...atEffect.effects.filter((x) => sameSpanAs(x, typeEffect))] : effects.slice(at).filter((x) => sameSpanAs(x, typeEffect));
    for (const x of group) x.span = { start: x.span.start, end: sentenceSpan.end };
    return true;
  }
  if (last.kind === 'reveal' && /^if it's a creature card, you may turn it face up$/.test(text)) {
    last.thenTurnFaceUpIfCreatureCard = true;
    last.span = { start: last.span.start, end: sentenceSpan.end };
    return true;
  }
  return false;
}

function sameSpanAs(a: Effect, b: Effect): boolean {
  return a.span.start === b.span.start && a.span.end === b.span.end;
}

/** "5/5 artifact creatures" → "5/5 artifact creature" (the type phrase reader reads one object's types). */
function singularTypePhrase(t: string): string | undefined {
  return t.endsWith('s') ? t.slice(0, -1) : undefined;
}

/** Words a sentence may start with that are lower-cased for matching ("Turn …" → "turn …"). */
const LOWER_FIRST = new Set([
  'gain', 'untap', 'switch', 'turn', 'manifest', 'cloak', 'reveal', 'return', 'exile', 'destroy', 'sacrifice', 'put', 'draw', 'create', 'attach',
  'target', 'another', 'all', 'each', 'it', 'they', 'creatures', 'face-down', 'other', 'the', 'up', 'that', 'those',
  'two', 'three', 'permanents', 'artifacts', 'enchantments', 'lands', 'planeswalkers', 'nontoken', 'you', 'if', 'choose', 'at', 'as', 'during', 'enchanted', 'equipped',
  'any', 'tapped', 'untapped', 'attacking', 'blocking', 'spells', 'creature', 'instant', 'sorcery', 'noncreature', 'nonland',
  'otherwise', 'prevent', 'skip', 'take', 'flip', 'roll', 'transform', 'exchange', 'look', 'search', 'counter', 'until', 'for', 'when', 'whenever', 'starting',
]);

function lowerFirstWord(m: MappedText): MappedText {
  const first = /^[A-Za-z-]+/.exec(m.text)?.[0] ?? '';
  if (!LOWER_FIRST.has(first.toLowerCase()) && !EFFECT_TABLE.hasVerb(first.toLowerCase())) return m;
  return m.replace(/^[A-Z]/g, (c) => c.toLowerCase());
}

function stripPeriod(m: MappedText): MappedText {
  const t = m.trim();
  return /[.!]$/.test(t.text) ? t.slice(0, t.length - 1).trim() : t;
}

registerStateConditions(parseCondition);
useConditions.read = parseCondition;

/** "it enters with …" written without "the battlefield" (an older line's wording): its entering effects marked `short`, as
 * new objects (a parse's effects may be shared). */
function markShortEnters(list: Effect[]): Effect[] {
  return list.map((e) => e.kind === 'enters-with-counters' ? { ...e, short: true } : e.kind === 'conditional' ? { ...e, effects: markShortEnters(e.effects) } : e);
}

/** `v` (an effect or any part of it) with every half whose rounding the phrase left untold rounded `round` (CR 107.1a),
 * `found` called once per half; undefined when a half already says its rounding ("Round … each time" then tells none). */
function roundHalves<T>(v: T, round: 'up' | 'down', found: () => void): T | undefined {
  if (Array.isArray(v)) {
    const out = v.map((x) => roundHalves(x, round, found));
    return out.some((x) => x === undefined && v[out.indexOf(x)] !== undefined) ? undefined : (out as T);
  }
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  if (o['kind'] === 'half' || (o['kind'] === 'half-life' && !o['divisor'])) {
    if (o['kind'] === 'half' ? o['round'] !== undefined : !o['each']) return undefined;
    found();
    return { ...o, round, each: true } as T;
  }
  const entries = Object.entries(o).map(([k, x]) => [k, k === 'span' ? x : roundHalves(x, round, found), x] as const);
  return entries.some(([, r, x]) => r === undefined && x !== undefined) ? undefined : (Object.fromEntries(entries.map(([k, r]) => [k, r])) as T);
}

/** A half whose rounding only a "Round up each time." sentence tells (`half-life` `each`) and that has none after it (CR 107.1a). */
export function untoldHalf(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(untoldHalf);
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  if (o['kind'] === 'half-life' && o['each'] === true) return true;
  return Object.entries(o).some(([k, x]) => k !== 'span' && untoldHalf(x));
}
