// Conditions about what happened, built from typed parts (CR 608.2c: what an earlier instruction of the ability did;
// CR 603.4, 611.3a: what happened this turn): a subject (a player, an object named before, some objects of a kind, or
// "damage") × a verb from the table below in its written form (present, past, "didn't …", "have …", passive "was …",
// causative "had … enter") × what it acted on (some objects, or an amount of life, damage or cards) × where it ended up
// (a closed list of tails: "into your hand", "the battlefield under their control") × when ("this way", "this turn",
// "last turn", "this combat"). "a creature card was exiled this way", "you discard a creature card this way", "an opponent
// cast three or more spells this turn", "~ didn't attack this turn", "an opponent had two or more creatures enter the
// battlefield under their control this turn". The engine evaluates those happened-reading.ts reads (rules/state/
// history-conditions.ts); a "if …" resting on another is "recognized, not simulated" (effect-descriptors.ts
// conditionEvaluated). Printed back by `printEventCondition`.

import type { Condition, HappenedObject, HappenedSubject, HappenedWhen, TargetSpec } from '../types';
import { parseCompared, printCompared } from './compare';
import { printFilter, printPlayer, printTarget } from './print-target';
import { indefiniteArticle } from './article';
import { parseFilter, parseObjectRef, parseOrArticled, parsePlayer, playerIsSingular, TYPE_NOUNS } from './targets';

type Verb = readonly [base: string, s: string, past: string, participle: string];

/** The verbs of what happened (CR 701 keyword actions and game events), in their four forms. */
const VERBS: readonly Verb[] = [
  ['exile', 'exiles', 'exiled', 'exiled'], ['mill', 'mills', 'milled', 'milled'], ['reveal', 'reveals', 'revealed', 'revealed'],
  ['discard', 'discards', 'discarded', 'discarded'], ['destroy', 'destroys', 'destroyed', 'destroyed'],
  ['sacrifice', 'sacrifices', 'sacrificed', 'sacrificed'], ['counter', 'counters', 'countered', 'countered'],
  ['return', 'returns', 'returned', 'returned'], ['put', 'puts', 'put', 'put'], ['cast', 'casts', 'cast', 'cast'],
  ['draw', 'draws', 'drew', 'drawn'], ['die', 'dies', 'died', 'died'], ['attack or block', 'attacks or blocks', 'attacked or blocked', 'attacked or blocked'],
  ['attack', 'attacks', 'attacked', 'attacked'], ['block', 'blocks', 'blocked', 'blocked'], ['gain', 'gains', 'gained', 'gained'],
  ['lose', 'loses', 'lost', 'lost'], ['deal', 'deals', 'dealt', 'dealt'], ['enter', 'enters', 'entered', 'entered'],
  ['leave', 'leaves', 'left', 'left'], ['prevent', 'prevents', 'prevented', 'prevented'], ['play', 'plays', 'played', 'played'],
  // CR 108.4 control, 701.19 regenerate, 702.82 devour, 701.3 attach.
  ['control', 'controls', 'controlled', 'controlled'], ['choose', 'chooses', 'chose', 'chosen'],
  ['regenerate', 'regenerates', 'regenerated', 'regenerated'], ['devour', 'devours', 'devoured', 'devoured'],
  ['attach', 'attaches', 'attached', 'attached'],
  // CR 122.1: counters removed from an object.
  ['remove', 'removes', 'removed', 'removed'],
  // CR 701.23a: a player searched a library ("each player who searched their library this way").
  ['search', 'searches', 'searched', 'searched'],
  // CR 111.1: a player created a token ("Activate only if you created a token this turn").
  ['create', 'creates', 'created', 'created'],
];

/** Where the object went or what it was dealt, as written after the verb (and its object); longest first. */
const TAILS: readonly string[] = [
  'into your graveyard from the battlefield', 'into their graveyard from anywhere', 'into a graveyard from the battlefield',
  'the battlefield under their control', 'the battlefield under your control', 'combat damage to a player', 'damage to an opponent',
  'under their control', 'under your control',
  'into your hand', 'to your hand', 'into a graveyard', 'into your graveyard', 'onto the battlefield', 'the battlefield', 'your graveyard',
  'noncombat damage', 'combat damage to a creature', 'combat damage', 'damage to a creature', 'damage',
  // "attached to it", "attached to a creature" (CR 301.5, 303.4); "attacked you" (CR 508.1b).
  'to it', 'to a creature', 'you', 'from a graveyard',
  // "one or more creature cards were put into that graveyard this way" (the graveyard named before, CR 404.1); "a +1/+1
  // counter was put on a permanent under your control" (CR 122.1).
  'into that graveyard', 'on a permanent under your control',
  // "that player was dealt combat damage by ~ this turn": damage from this object (CR 120.1; not evaluated by the engine).
  'combat damage by ~', 'damage by ~',
  // "a Giant, Wizard, or spell you controlled dealt damage to it this turn" (CR 120.1: damage some object of a kind dealt
  // to the object the trigger names; not evaluated by the engine).
  'damage to it',
  // "searched their library this way" (CR 701.23a: the library searched).
  'their library', 'your library',
  // "an opponent who attacked with a creature this turn" (CR 508.1a: the creatures a player attacked with).
  'with one or more creatures', 'with a creature',
  // "a creature spell you cast this turn was countered by a spell or ability an opponent controlled" (CR 701.6a: what
  // countered it; not evaluated by the engine).
  'by a spell or ability an opponent controlled',
];

/** When, written last; "as you cast ~": while the spell was being cast (CR 601.2); "any time a sorcery couldn't have been
 * cast": outside its controller's main phase or with a nonempty stack (CR 307.1, 117.1a; not evaluated by the engine). */
export const WHENS: readonly HappenedWhen[] = ['during your last turn', 'during their last turn', 'during your main phase', 'as you cast ~', 'this way', 'this turn', 'last turn', 'this combat', "any time a sorcery couldn't have been cast", 'this game', 'with this ability'];

const FORMS = ['base', 's', 'past', 'participle'] as const;

/** "a creature card", "at least one Angel card", "one or more creature cards", "no creature cards", "three or more spells",
 * "fewer than two cards" (CR 107.1). */
function parseSome(text: string): HappenedObject | undefined {
  const m = /^(a|an|another|no|any|at least one|one or more|(?:\w+ or (?:more|fewer))|(?:fewer|more) than \w+|exactly \w+) (.+)$/.exec(text);
  if (!m) return undefined;
  // "an instant card or a card with flash is exiled this way" (CR 608.2c): one object of either kind, the second with its
  // own article — read only after "a"/"an" here, where no condition splits the "or".
  const f = parseFilter(m[2]!) ?? (m[1] === 'a' || m[1] === 'an' ? parseOrArticled(m[2]!) : undefined);
  const q = m[1]!;
  // "no counters", "a +1/+1 counter" (CR 122.1): counters put on or removed from objects.
  const counter = f ? undefined : /^(?:([+-]\d\/[+-]\d|[a-z]+) )?(counters?)$/.exec(m[2]!);
  if (counter) {
    const plural = counter[2] === 'counters';
    const kind = counter[1] ?? '';
    const single = q === (/^[aeiou]/.test(kind || 'counter') ? 'an' : 'a');
    if (single && !plural) return { some: q as 'a', counter: kind };
    return (q === 'no' || q === 'any' || q === 'one or more') && plural ? { some: q, counter: kind, plural: true } : undefined;
  }
  if (!f) return undefined;
  if (q === 'a' || q === 'an' || q === 'another') return f.plural || q !== indefiniteArticle(m[2]!) && q !== 'another' ? undefined : { some: q, filter: f.filter };
  if (q === 'no' || q === 'any' || q === 'one or more') return f.plural ? { some: q, filter: f.filter, plural: true } : undefined;
  if (q === 'at least one') return f.plural ? undefined : { some: q, filter: f.filter };
  const compared = parseCompared(q);
  return compared && f.plural === (compared.n !== 1) ? { compared, filter: f.filter, plural: f.plural } : undefined;
}

function printSome(o: HappenedObject): string {
  if ('amount' in o) return `${printCompared(o.amount)} ${o.unit}`;
  if ('named' in o) return o.named.kind === 'self' ? '~' : printTarget(o.named, o.named.kind === 'it' ? o.named.word : undefined);
  if ('counter' in o) return `${o.some} ${o.counter === '' ? '' : `${o.counter} `}counter${o.plural ? 's' : ''}`;
  const what = printFilter(o.filter, !!o.plural);
  return `${o.some ?? printCompared(o.compared!)} ${what}`;
}

/** "4 or more life", "three or more cards", "7 or more damage": an amount a player gained, lost, drew or was dealt. */
function parseAmount(text: string): HappenedObject | undefined {
  const m = /^(.+) (life|damage|cards)$/.exec(text);
  const amount = m ? parseCompared(m[1]!) : undefined;
  return amount ? { amount, unit: m![2] as 'life' } : undefined;
}

/** "that land", "the sacrificed permanent", "the discarded card": one object an earlier instruction named. */
export function namedBefore(text: string): TargetSpec | undefined {
  const m = /^(?:that|the (?:sacrificed|discarded|exiled|destroyed|revealed|returned|milled|chosen)) ([A-Za-z-]+)(?: card)?$/.exec(text);
  if (!m || !(TYPE_NOUNS.has(m[1]!) || /^[A-Z]/.test(m[1]!))) return undefined;
  return { kind: 'it', word: text };
}

function parseSubject(text: string): { subject: HappenedSubject; singular: boolean } | undefined {
  if (text === 'damage') return { subject: { damage: true }, singular: true };
  // "4 or more damage was dealt to it this turn" (CR 120.1): an amount of damage.
  const amount = parseAmount(text);
  if (amount && 'unit' in amount && amount.unit === 'damage') return { subject: { objects: amount }, singular: true };
  // "If the player mills at least one creature card this way" (CR 608.2c): the player an earlier instruction named.
  if (text === 'the player') return { subject: { player: 'that-player', the: true }, singular: true };
  const contracted = /^(you|they)'ve$/.exec(text);
  const who = parsePlayer(contracted ? contracted[1]! : text);
  if (who) return { subject: { player: who, ...(contracted ? { contracted: true } : {}) }, singular: playerIsSingular(who) };
  const ref = text === '~' ? { kind: 'self' as const } : text === 'it' ? { kind: 'it' as const, word: 'it' } : namedBefore(text) ?? parseObjectRef(text);
  if (ref && (ref.kind === 'self' || ref.kind === 'it' || (ref.kind === 'all' && ref.filter.attachment))) {
    return { subject: { object: ref.kind === 'it' && !ref.word ? { ...ref, word: text } : ref }, singular: true };
  }
  const some = parseSome(text);
  return some && ('filter' in some || 'counter' in some) ? { subject: { objects: some }, singular: !some.plural } : undefined;
}

function printSubject(s: HappenedSubject): string {
  if ('damage' in s) return 'damage';
  if ('player' in s) return s.the ? 'the player' : `${printPlayer(s.player)}${s.contracted ? "'ve" : ''}`;
  if ('object' in s) return s.object.kind === 'self' ? '~' : printTarget(s.object, s.object.kind === 'it' ? s.object.word : undefined);
  return printSome(s.objects);
}

/** What the verb acted on and where it went: `<object>? <tail>?`. */
function parseRest(text: string, withObject: boolean): { object?: HappenedObject; tail?: string } | undefined {
  if (text === '') return {};
  for (const tail of TAILS) {
    if (text === tail) return { tail };
    if (withObject && text.endsWith(` ${tail}`)) {
      const object = parseSome(text.slice(0, -tail.length - 1));
      if (object) return { object, tail };
    }
  }
  if (!withObject) return undefined;
  const object = parseSome(text) ?? parseAmount(text) ?? namedObject(text);
  if (object) return { object };
  // "put the card onto the battlefield", "cast it": one object named before, then where it went.
  for (const tail of TAILS) {
    if (!text.endsWith(` ${tail}`)) continue;
    const named = namedObject(text.slice(0, -tail.length - 1));
    if (named) return { object: named, tail };
  }
  return undefined;
}

/** "it", "the card", "that card", "~": the one object an earlier instruction named (CR 608.2c), as what a verb acted on. */
function namedObject(text: string): HappenedObject | undefined {
  if (text === 'it' || text === 'the card' || text === 'that card') return { named: { kind: 'it', word: text } };
  if (text === '~') return { named: { kind: 'self' } };
  const named = namedBefore(text);
  return named ? { named } : undefined;
}

/** The happened-condition `t` states, or undefined. */
export function parseEventCondition(t: string): Condition | undefined {
  const when = WHENS.find((w) => t.endsWith(` ${w}`));
  if (!when) return undefined;
  return readBody(t.slice(0, -when.length - 1), when);
}

/**
 * What an earlier instruction of the ability did, written without a time (CR 608.2c): "you don't put the card onto the
 * battlefield", "you don't cast it", "it wasn't sacrificed", "it devoured a creature", "that Equipment was attached to a
 * creature". Only a verb in the past, in the passive or negated, about an object named before or by "you": conditions'
 * last reader (conditions.ts), after every other reading of the words failed.
 */
export function parseUntimedEventCondition(t: string): Condition | undefined {
  const read = readBody(t);
  if (!read || read.kind !== 'happened') return undefined;
  let c = read;
  // "you cast it": the base form and the past are one word; without a time it is the past.
  const verb = VERBS.find((v) => v[0] === read.verb);
  if (c.form === 'base' && !c.negated && verb && verb[2] === verb[0]) c = { ...c, form: 'past' };
  const aboutNamed = 'object' in c.subject;
  const youDid = 'player' in c.subject && c.subject.player === 'you' && (c.negated === "don't" || c.negated === "didn't" || c.negated === "haven't" || c.form === 'past') && !!c.object && 'named' in c.object;
  const past = c.form === 'past' || c.form === 'participle' || c.negated !== undefined;
  // "a creature spell you cast this turn was countered by …" (CR 601.2, 701.6a): objects whose own words say when.
  const timedObjects = 'objects' in c.subject && 'filter' in c.subject.objects && !!c.subject.objects.filter.castThisTurn && c.be !== undefined;
  return ((aboutNamed || timedObjects) && past && !c.have) || youDid ? c : undefined;
}

function readBody(body: string, when?: HappenedWhen): Condition | undefined {
  // "an opponent had two or more creatures enter the battlefield under their control" (the object does the verb).
  // String search, not a backtracking pattern.
  const hadAt = body.indexOf(' had ');
  for (const v of hadAt > 0 ? ['enter', 'put'] : []) {
    const at = body.indexOf(` ${v} `, hadAt + 5);
    if (at < 0) continue;
    const subject = parsePlayer(body.slice(0, hadAt));
    const object = parseSome(body.slice(hadAt + 5, at));
    const rest = body.slice(at + v.length + 2);
    const tail = TAILS.find((x) => x === rest);
    if (subject && object && tail && when) return { kind: 'happened', subject: { player: subject }, verb: v, form: v === 'put' ? 'participle' : 'base', had: true, object, tail, when };
  }
  for (const verb of VERBS) {
    for (const form of FORMS) {
      const word = verb[FORMS.indexOf(form)]!;
      for (let at = body.indexOf(` ${word}`); at > 0; at = body.indexOf(` ${word}`, at + 1)) {
        const after = body.slice(at + word.length + 1);
        if (after !== '' && !after.startsWith(' ')) continue;
        const read = readAt(body.slice(0, at), form, verb, after.trim(), when);
        if (read) return read;
      }
    }
  }
  return undefined;
}

function readAt(head: string, form: (typeof FORMS)[number], verb: Verb, rest: string, when: HappenedWhen | undefined): Condition | undefined {
  let subjectText = head;
  let negated: "didn't" | "doesn't" | "don't" | "wasn't" | "haven't" | "hasn't" | undefined;
  let be: 'is' | 'was' | 'are' | 'were' | undefined;
  let have: 'have' | 'has' | undefined;
  const aux = / (didn't|doesn't|don't|is|was|are|were|wasn't|have|has|haven't|hasn't)$/.exec(head);
  if (aux) subjectText = head.slice(0, aux.index);
  const s = parseSubject(subjectText);
  if (!s) return undefined;
  const a = aux?.[1];
  if (form === 'participle') {
    // Passive ("a creature card was exiled this way", "~ was dealt damage this turn") or perfect ("you have cast …").
    if (a === 'is' || a === 'was' || a === 'wasn\'t') {
      if (!s.singular) return undefined;
      if (a === 'wasn\'t') negated = a;
      else be = a;
    } else if (a === 'are' || a === 'were') {
      if (s.singular) return undefined;
      be = a;
    } else if (a === 'have' || a === 'has') {
      if ((a === 'has') !== s.singular) return undefined;
      have = a;
    } else if (a === "haven't" || a === "hasn't") {
      // "if you haven't cast it" (CR 608.2c): the perfect, negated.
      if ((a === "hasn't") !== s.singular) return undefined;
      negated = a;
    } else if (!('player' in s.subject && s.subject.contracted)) return undefined;
  } else if (form === 'base') {
    if (a === "didn't") negated = a;
    else if (a === "doesn't" || a === "don't") {
      if ((a === "doesn't") !== s.singular) return undefined;
      negated = a;
    } else if (a !== undefined || s.singular) return undefined;
  } else if (a !== undefined || (form === 's' && !s.singular)) return undefined;
  if ('player' in s.subject && s.subject.contracted && form !== 'participle') return undefined;
  // A passive verb takes no object ("was dealt damage" has only its tail); an active one may.
  const passive = be !== undefined || negated === "wasn't";
  // "you were dealt 4 or more damage this turn": an amount dealt to the subject.
  const dealtAmount = passive && verb[0] === 'deal' && !('damage' in s.subject) ? parseAmount(rest) : undefined;
  const r = dealtAmount && 'unit' in dealtAmount && dealtAmount.unit === 'damage' ? { object: dealtAmount } : parseRest(rest, !passive && !('damage' in s.subject));
  if (!r) return undefined;
  return {
    kind: 'happened', subject: s.subject, verb: verb[0], form, ...(when ? { when } : {}),
    ...(negated ? { negated } : {}), ...(be ? { be } : {}), ...(have ? { have } : {}),
    ...(r.object ? { object: r.object } : {}), ...(r.tail ? { tail: r.tail } : {}),
  };
}

/** A happened-condition as written. */
export function printEventCondition(c: Condition & { kind: 'happened' }): string {
  const verb = VERBS.find((v) => v[0] === c.verb)!;
  const word = verb[FORMS.indexOf(c.form)]!;
  const subject = printSubject(c.subject);
  // "enter the battlefield" is current Oracle's "enter" (print.ts printLine writes it back in the legacy era).
  const tail = c.tail ? ` ${/^enters?$/.test(word) ? c.tail.replace(/^the battlefield ?/, '') : c.tail}`.trimEnd() : '';
  const when = c.when ? ` ${c.when}` : '';
  if (c.had) return `${subject} had ${printSome(c.object!)} ${word}${tail}${when}`;
  const aux = c.negated ?? c.be ?? c.have;
  const object = c.object ? ` ${printSome(c.object)}` : '';
  return `${subject}${aux ? ` ${aux}` : ''} ${word}${object}${tail}${when}`;
}

/** "it shares a creature type with ~", "it shares a card type with the exiled card", "it shares a color with that permanent". */
export function parseShares(t: string): Condition | undefined {
  const m = /^(it|~|that creature|that permanent|that card) (shares|doesn't share) (a creature type|a card type|a color|a land type) with (.+)$/.exec(t);
  if (!m) return undefined;
  const subject: TargetSpec = m[1] === '~' ? { kind: 'self' } : { kind: 'it', word: m[1]! };
  const withText = m[4]!;
  const other: TargetSpec | undefined = withText === '~' ? { kind: 'self' } : namedBefore(withText) ?? (parseObjectRef(withText)?.kind === 'it' ? { kind: 'it', word: withText } : someObject(withText));
  if (!other) return undefined;
  return { kind: 'shares', subject, what: m[3]!.slice(2) as 'creature type', with: other, ...(m[2] === "doesn't share" ? { negated: true } : {}) };
}

/** "a creature you control", "another creature you control": any one object of a kind (CR 105.2, 205.3: "it shares a color
 * with a creature you control" holds when some such object shares one). */
export function someObject(text: string): TargetSpec | undefined {
  if (!/^(?:an?|another) /.test(text)) return undefined;
  const ref = parseObjectRef(text, { chosen: true });
  return ref?.kind === 'chosen' && (ref.count ?? 1) === 1 && !ref.upTo && !ref.countIsX && !ref.thatMany ? ref : undefined;
}

export function printShares(c: Condition & { kind: 'shares' }): string {
  const name = (t: TargetSpec) => (t.kind === 'self' ? '~' : t.kind === 'it' ? t.word ?? 'it' : printTarget(t));
  return `${name(c.subject)} ${c.negated ? "doesn't share" : 'shares'} a ${c.what} with ${name(c.with)}`;
}
