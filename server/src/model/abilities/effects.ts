// Effect sentences → Effect[]: the modeled vocabulary of docs/language.md (manifest, cloak, turn face up/down,
// reveal, loses all abilities, becomes a copy, +N/+N, base P/T, counters, becomes a … creature, gains keyword,
// zone changes, draw, face-down cost reduction). A sentence that is not fully understood stays text.

import type { Duration, Effect, Span, StaticAbility, TargetSpec } from '../types';
import { parseKeywordItem } from './keyword-line';
import type { MappedText } from './mapped-text';
import { parseCount, parseSigned } from './numbers';
import { splitSentences } from './sentences';
import { parseFilter, parseObjectRef } from './targets';
import { parseTypePhrase } from './type-phrase';
import { beginningOf } from './triggers';
import { parseGameEffect } from './game-effects';

export interface EffectsResult {
  effects: Effect[];
  /** Spans of the sentences not understood (document offsets, terminal period included). */
  unmodeled: Span[];
}

/** Longest sentence the clause matcher looks at; longer ones stay text (keeps the matcher linear in practice). */
const MAX_SENTENCE = 600;

/** Parses every sentence of `m` (normalized text: own name → "~"). */
export function parseEffectText(m: MappedText): EffectsResult {
  const effects: Effect[] = [];
  const unmodeled: Span[] = [];
  // After a sentence that is not understood, "it" / "that creature" may name what that sentence acted on:
  // later sentences using a pronoun stay text rather than pointing at the wrong object.
  let chainBroken = false;
  for (const r of splitSentences(m.text)) {
    const sentence = m.slice(r.start, r.end);
    const body = stripPeriod(sentence);
    if (!chainBroken && applyFollowUp(body.text, effects, sentence.span())) continue;
    const found = parseSentence(body);
    if (found && !(chainBroken && found.some(usesPronoun))) effects.push(...found);
    else {
      unmodeled.push(sentence.span());
      chainBroken = true;
    }
  }
  return { effects, unmodeled };
}

const GRANT_VERB = / (?:has|have|gains|gain) $/;
const OPEN_QUOTE = /["\u201C]/;

/**
 * "Enchanted Equipment has "Equipped creature has flying."": an object gains a quoted static ability (CR 113.1b).
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
  if (e.kind === 'delayed-trigger' || e.kind === 'may') return e.effects.some(usesPronoun);
  return e.kind === 'attach-self-to-it' || ('target' in e && e.target.kind === 'it') || ('of' in e && e.of.kind === 'it');
}

/** Parses one sentence (no terminal period); undefined unless every clause is understood. */
export function parseSentence(body: MappedText): Effect[] | undefined {
  if (body.length === 0 || body.length > MAX_SENTENCE) return undefined;
  // CR 608.2d: "You may <instruction>." — the controller chooses as it resolves.
  const may = /^you may ([a-z].*)$/i.exec(body.text);
  if (may && !/^you may /i.test(may[1]!)) {
    const inner = parseSentence(body.slice(body.text.length - may[1]!.length));
    return inner ? [{ kind: 'may', effects: inner, span: body.span() }] : undefined;
  }
  // CR 603.7: "At the beginning of the next end step, <effect>" makes a delayed triggered ability.
  const delayed = /^at (the beginning of the next (?:end step|upkeep)), /i.exec(body.text);
  if (delayed) {
    const step = beginningOf(delayed[1]!.toLowerCase().replace('the next ', 'the '));
    const inner = parseSentence(body.slice(delayed[0].length));
    return step?.kind === 'beginning-of-step' && inner ? [{ kind: 'delayed-trigger', step: step.step, effects: inner, span: body.span() }] : undefined;
  }
  const granted = parseGrantedAbility(body);
  if (granted) return granted;
  // Quoted abilities, conditions, choices and "for each" amounts are not modeled.
  if (/["\u201C\u201D]|\bif\b|\bunless\b|\bfor each\b|\binstead\b|\byou may\b|\bas long as\b/i.test(body.text)) return undefined;
  let duration: Duration = 'permanent';
  let text = body;
  if (/\buntil end of turn\b/i.test(text.text)) {
    duration = 'until-end-of-turn';
    text = text.replace(/^until end of turn,? |,? until end of turn\b/gi, '').trim();
  }
  text = lowerFirstWord(text);
  return parseClauses(text, duration);
}

const SEPARATOR = /,? then |, and then |, and | and /g;

/** A sentence as clauses joined by "and"/"then"; a clause without a subject reuses the previous subject. */
function parseClauses(m: MappedText, duration: Duration): Effect[] | undefined {
  const memo = new Map<string, Effect[] | null>();
  const go = (start: number, carried: TargetSpec | undefined, depth: number, verb?: string): Effect[] | undefined => {
    const key = `${start}|${carried ? JSON.stringify(carried) : ''}|${verb ?? ''}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached ?? undefined;
    let result: Effect[] | undefined;
    const rest = m.slice(start);
    // "put a +1/+1 counter on it and a +1/+1 counter on ~": the verb carries over too.
    const whole = parseClause(rest.text, rest.span(), duration, carried) ?? (verb ? parseClause(`${verb} ${rest.text}`, rest.span(), duration, undefined) : undefined);
    if (whole) result = whole.effects;
    else if (depth < 12) {
      for (const sep of rest.text.matchAll(SEPARATOR)) {
        const at = sep.index ?? 0;
        const left = rest.slice(0, at);
        const l = parseClause(left.text, left.span(), duration, carried);
        if (!l) continue;
        const r = go(start + at + sep[0].length, l.subject ?? carried, depth + 1, l.verb);
        if (r) {
          result = [...l.effects, ...r];
          break;
        }
      }
    }
    memo.set(key, result ?? null);
    return result;
  };
  return go(0, undefined, 0);
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

const SUBJECT_VERBS = new Set(['gets', 'get', 'loses', 'lose', 'has', 'have', 'gains', 'gain', 'becomes', 'become']);

/** One clause: an imperative ("destroy target creature") or subject + verb ("target creature gets +1/+1"). */
function parseClause(raw: string, span: Span, duration: Duration, carried: TargetSpec | undefined): ClauseResult | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const imperative = parseImperative(text, span, duration);
  if (imperative) return { effects: imperative, verb: CARRIED_VERBS.has(text.split(' ')[0]!) ? text.split(' ')[0]! : undefined };
  const words = text.split(' ');
  const verbAt = words.findIndex((w) => SUBJECT_VERBS.has(w));
  if (verbAt === 0 && carried) {
    const effects = parsePredicate(carried, words[0]!, words.slice(1).join(' '), span, duration);
    return effects ? { effects, subject: carried } : undefined;
  }
  if (verbAt > 0) {
    const subject = parseObjectRef(words.slice(0, verbAt).join(' '));
    if (!subject) return undefined;
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
    case 'loses':
    case 'lose':
      if (rest === 'all abilities') return [{ kind: 'lose-all-abilities', target, duration, span }];
      return loseKeywords(target, rest, span, duration); // CR 613.1f: "loses flying" (ability-removing, layer 6)
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
    case 'become': {
      if ((m = /^a copy of (.+)$/.exec(rest))) {
        const of = parseObjectRef(m[1]!);
        return of ? [{ kind: 'become-copy', target, of, duration, span }] : undefined;
      }
      // "it becomes an Aura with enchant creature" (Lightform-like): the subtype Aura in layer 4 (CR 205.1a: a
      // new subtype replaces the old ones of its set; the card types stay) and the enchant ability in layer 6
      // (CR 303.4a, 613.1d, 613.1f).
      if ((m = /^an Aura with enchant (.+)$/.exec(rest))) {
        if (!parseFilter(m[1]!)) return undefined;
        const again: TargetSpec = target.kind === 'target' ? { kind: 'it' } : target;
        return [
          { kind: 'become-type', target, cardTypes: [], subtypes: ['Aura'], additive: false, duration, span },
          { kind: 'gain-keyword', target: again, keywords: [`Enchant ${m[1]!}`], duration, span },
        ];
      }
      // "becomes 0/1": sets power and toughness (CR 613.4b).
      if ((m = /^(\d{1,4})\/(\d{1,4})$/.exec(rest))) return [{ kind: 'set-base-pt', target, power: Number(m[1]), toughness: Number(m[2]), duration, span }];
      const t = parseTypePhrase(rest, { allowColors: true });
      // "becomes blue" / "becomes white and black" / "becomes colorless": only the color changes (CR 105.3, 613.1e).
      const colorOnly = !!t && t.colors !== undefined && t.cardTypes.length === 0 && t.subtypes.length === 0 && t.power === undefined;
      if (t && colorOnly) return [{ kind: 'become-type', target, colors: t.colors, cardTypes: [], subtypes: [], additive: false, duration, span }];
      if (!t || t.cardTypes.length === 0) return undefined;
      const out: Effect[] = [
        { kind: 'become-type', target, ...(t.colors ? { colors: t.colors } : {}), cardTypes: t.cardTypes, subtypes: t.subtypes, additive: t.additive, duration, span },
      ];
      // The same object again: a target is chosen once, so the second effect refers to it as "it".
      const again: TargetSpec = target.kind === 'target' ? { kind: 'it' } : target;
      if (t.power !== undefined && t.toughness !== undefined) out.push({ kind: 'set-base-pt', target: again, power: t.power, toughness: t.toughness, duration, span });
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
  // "You create …", "You draw …": the same instruction with its subject written out.
  if ((m = /^[Yy]ou ((?:create|draw|manifest|cloak|reveal|return|exile|sacrifice|put|turn|gain|lose) .+)$/.exec(text))) return parseImperative(m[1]!, span);
  const game = parseGameEffect(text, span);
  if (game) return game;
  const ref = (s: string) => parseObjectRef(s);
  if (text === 'manifest dread') return [{ kind: 'manifest-dread', span }]; // CR 701.62
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
  if ((m = /^create a token that's a copy of (.+)$/.exec(text))) {
    const of = ref(m[1]!);
    return of ? [{ kind: 'create-token-copy', of, span }] : undefined;
  }
  if ((m = /^put (\w+) ([+-]\d\/[+-]\d|[a-z]+) counters? on (.+)$/.exec(text))) {
    const count = parseCount(m[1]!);
    const target = ref(m[3]!);
    if (count === undefined || !target || (count === 1) !== !text.includes(' counters ')) return undefined;
    return [{ kind: 'add-counters', target, counter: m[2]!, count, span }];
  }
  if ((m = /^put (.+) onto the battlefield( face down)?(?: under your control)?$/.exec(text))) {
    const target = ref(m[1]!);
    if (!target) return undefined;
    return [{ kind: 'zone-change', target, to: 'battlefield', ...(m[2] ? { faceDown: true } : {}), how: 'put', span }];
  }
  // OPEN QUESTION: "under your control" vs "under its owner's control" is not kept (zone-change has no controller).
  const toBattlefield = text.startsWith('return ') ? text.lastIndexOf(' to the battlefield') : -1;
  if (toBattlefield > 0) {
    const tail = /^ to the battlefield( face down)?(?: under (?:your|its owner's|their owners'|their owner's) control)?$/.exec(text.slice(toBattlefield));
    const target = tail ? ref(text.slice('return '.length, toBattlefield)) : undefined;
    if (!tail || !target) return undefined;
    return [{ kind: 'zone-change', target, to: 'battlefield', ...(tail[1] ? { faceDown: true } : {}), how: 'return', span }];
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
  // CR 601.2f: "Creature spells you cast cost {1} less to cast", "Noncreature spells your opponents cast cost {1} more to cast".
  if ((m = /(?:^|\s)spells (you|your opponents) cast cost \{(\d{1,4})\} (less|more) to cast$/i.exec(text))) {
    const prefix = text.slice(0, m.index).trim();
    const f = prefix ? parseFilter(`${prefix} cards`) : undefined;
    if (prefix && !f) return undefined;
    const amount = Number(m[2]) * (m[3]!.toLowerCase() === 'less' ? -1 : 1);
    return [{ kind: 'spell-cost-modifier', amount, ...(f ? { spellFilter: f.filter } : {}), caster: m[1]!.toLowerCase() === 'you' ? 'you' : 'opponents', span }];
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
  if (last.kind === 'turn-face-down' && !last.characteristics && (m = /^(?:it's|it is|they're|they are) (.+)$/.exec(text))) {
    const t = parseTypePhrase(m[1]!, { allowColors: false });
    if (!t || t.power === undefined || t.toughness === undefined || t.cardTypes.length === 0 || t.additive) return false;
    last.characteristics = { power: t.power, toughness: t.toughness, cardTypes: t.cardTypes, subtypes: t.subtypes, keywords: [] };
    last.span = { start: last.span.start, end: sentenceSpan.end };
    return true;
  }
  // "It's still a land." after "… becomes a … creature": the object keeps its prior types (CR 205.1b).
  const prev = effects[effects.length - 2];
  const typeEffect = last.kind === 'set-base-pt' && last.target.kind === 'it' && prev?.kind === 'become-type' ? prev : last;
  if (typeEffect.kind === 'become-type' && !typeEffect.additive && typeEffect.cardTypes.length > 0 && /^(?:it's|it is|they're|they are) still (?:a|an) [a-z]+$/.test(text)) {
    typeEffect.additive = true;
    last.span = { start: last.span.start, end: sentenceSpan.end };
    return true;
  }
  if (last.kind === 'reveal' && /^if it's a creature card, you may turn it face up$/.test(text)) {
    last.thenTurnFaceUpIfCreatureCard = true;
    last.span = { start: last.span.start, end: sentenceSpan.end };
    return true;
  }
  return false;
}

/** Words a sentence may start with that are lower-cased for matching ("Turn …" → "turn …"). */
const LOWER_FIRST = new Set([
  'gain', 'untap', 'turn', 'manifest', 'cloak', 'reveal', 'return', 'exile', 'destroy', 'sacrifice', 'put', 'draw', 'create', 'attach',
  'target', 'another', 'all', 'each', 'it', 'they', 'creatures', 'face-down', 'other', 'the', 'up', 'that', 'those',
  'two', 'three', 'permanents', 'artifacts', 'enchantments', 'lands', 'nontoken',
]);

function lowerFirstWord(m: MappedText): MappedText {
  const first = /^[A-Za-z-]+/.exec(m.text)?.[0] ?? '';
  if (!LOWER_FIRST.has(first.toLowerCase())) return m;
  return m.replace(/^[A-Z]/g, (c) => c.toLowerCase());
}

function stripPeriod(m: MappedText): MappedText {
  const t = m.trim();
  return /[.!]$/.test(t.text) ? t.slice(0, t.length - 1).trim() : t;
}
