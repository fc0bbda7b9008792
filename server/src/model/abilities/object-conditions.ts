// Conditions about objects and players built from typed parts (CR 603.4, 608.2c, 611.3a), none evaluated by the engine
// ("recognized, not simulated", effect-descriptors.ts conditionEvaluated):
// - an object's value compared: a subject × "has"/"had" × mana value, power or toughness × a comparison ("it has mana
//   value 3 or less", "target creature has toughness 5 or greater", CR 202.3, 208.1);
// - what a spell targets: "it targets a black permanent", "it has a single target" (CR 115.1);
// - where an object is: a subject × "is [still]" × a zone or two ("~ is on the battlefield", "~ is in the command zone or
//   on the battlefield", CR 400.1);
// - objects of a kind somewhere: how many × a filter × "is"/"are" × where ("an enchantment is on the battlefield",
//   "seven or more cards are in your graveyard", "three or more creatures are attacking", CR 107.3);
// - a vote's result (CR 701.38): "carnage gets more votes or the vote is tied";
// - how often an ability was activated or resolved this turn (CR 602.5, 603.2);
// - the object of a kind with the greatest value a player controls ("you control the creature with the greatest power or
//   tied for the greatest power", CR 208.1, 202.3);
// - a player's designation: "an opponent is the monarch", "you have the city's blessing", "you have a full party"
//   (CR 724, 702.131, 700.8), and the day or night (CR 730.1);
// - the meld condition: "you both own and control ~ and a creature named …" (CR 108.3, 108.4, 712.4a);
// - a card in exile with a counter on it: "~ is exiled with an egg counter on it" (CR 406.1, 122.1).
// - how many of the objects named before share a name or mana value: "two or more of those cards have the same name"
//   (CR 201.2, 202.3);
// - every object of a kind being of another kind: "all lands on the battlefield are Islands" (CR 205.3); a card a player
//   owns in exile (CR 108.3, 406.1); one card of each of two kinds somewhere: "an instant card and a sorcery card are in
//   your graveyard" (CR 404.1); some objects of a kind attached to one as it last existed: "an Aura you controlled was
//   attached to it" (CR 608.2h).
// - the player one attacking creature attacks: "it's attacking the player with the most life" (CR 506.3, 508.1b).
// Printed back by `printObjectCondition`.

import type { AttackedWhom, Compared, Condition, CostOwner, Designation, ObjectFilter, PlayerRef, TargetSpec, Whereabouts } from '../types';
import { parseCompared, printCompared } from './compare';
import { printFilter, printPlayer, printTarget } from './print-target';
import { CARD_NAME, parseFilter, parseObjectRef, parsePlayer, PLAYER_TEXT, playerIsSingular } from './targets';
import { namedBefore } from './event-conditions';
import { indefiniteArticle } from './article';

const OBJECT_VALUES = ['mana value', 'power', 'toughness'] as const;

/** Where objects are, as a condition writes it after "is"/"are" (CR 400.1, 506.4). */
export const WHEREABOUTS: readonly Whereabouts[] = [
  'on the battlefield', 'in the command zone or on the battlefield', 'in the command zone', 'in your graveyard', 'in a graveyard',
  'in exile', 'attacking', 'blocking', 'in your hand', 'attached to it', 'blocking it', 'on the battlefield or in your graveyard', 'on the stack',
  'attacking you',
];

/** What a player has or is (CR 724 the monarch, 702.131 the city's blessing, 700.8 a full party, 725 the initiative). */
export const DESIGNATIONS: readonly Designation[] = ['the monarch', "the city's blessing", 'a full party', 'the initiative'];


const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'] as const;


/** One object a condition is about: the source, one named before, a target, the permanent the source is attached to. */
function oneObject(who: string): TargetSpec | undefined {
  if (who === '~') return { kind: 'self' };
  const named = namedBefore(who);
  if (named) return named;
  const ref = parseObjectRef(who);
  if (!ref) return undefined;
  if (ref.kind === 'it') return { kind: 'it', word: who };
  if (ref.kind === 'self' || (ref.kind === 'target' && ref.count === 1 && !ref.upTo)) return ref;
  return ref.kind === 'all' && ref.filter.attachment ? ref : undefined;
}

function printObject(t: TargetSpec): string {
  return t.kind === 'self' ? '~' : printTarget(t, t.kind === 'it' ? t.word : undefined);
}

/** The conditions of this file (undefined when none reads `t`). */
export function parseObjectCondition(t: string): Condition | undefined {
  let m: RegExpExecArray | null;
  // "it has mana value 3 or less", "target creature has toughness 5 or greater", "it had power 2 or less".
  for (const verb of ['has', 'had'] as const) {
    const at = t.indexOf(` ${verb} `);
    if (at <= 0) continue;
    const rest = t.slice(at + verb.length + 2);
    const value = OBJECT_VALUES.find((v) => rest.startsWith(`${v} `));
    const subject = value ? oneObject(t.slice(0, at)) : undefined;
    const compared = subject ? parseCompared(rest.slice(value!.length + 1), { quantity: true }) : undefined;
    if (subject && compared) return { kind: 'has-value', subject, verb, value: value!, ...compared };
  }
  // "it targets a black permanent", "it targets a creature you control", "it has a single target" (CR 115.1).
  // "target spell has only one target" (CR 115.1, 115.7), the same as a single target, written so.
  if ((m = /^(it|that spell|~|target spell) (targets|has a single target|has only one target)(?: (an?) (.+))?$/.exec(t))) {
    const subject = oneObject(m[1]!);
    if (m[2] !== 'targets') return subject && !m[3] ? { kind: 'targets', subject: subject!, single: true, ...(m[2] === 'has only one target' ? { onlyOne: true } : {}) } : undefined;
    const f = m[4] ? parseFilter(m[4]) : undefined;
    if (subject && f && !f.plural && (m[3] === 'an') === /^[aeiou]/i.test(m[4]!)) return { kind: 'targets', subject, filter: f.filter };
  }
  // "its power is greater than each other creature's power" (CR 208.1): against each other object of the kind.
  if ((m = /^(its|~'s|that creature's) (power|toughness|mana value) is (greater|less) than each other (.+)'s (power|toughness|mana value)$/.exec(t)) && m[2] === m[5]) {
    const f = parseFilter(m[4]!);
    if (f && !f.plural) return { kind: 'beyond-each', whose: m[1]!, stat: m[2] as 'power', cmp: m[3] as 'greater', others: f.filter };
  }
  // "that target is a creature", "that target is ~" (CR 115.1): the one target of the spell named before ("If target spell
  // has only one target and that target is …"). Read, not evaluated.
  if ((m = /^that target is (?:(~)|(an?) (.+))$/.exec(t))) {
    const it: TargetSpec = { kind: 'it', word: 'that spell' };
    if (m[1]) return { kind: 'targets', subject: it, targetIs: true, self: true };
    const f = parseFilter(m[3]!);
    if (f && !f.plural && indefiniteArticle(m[3]!) === m[2]) return { kind: 'targets', subject: it, targetIs: true, filter: f.filter };
  }
  // "~ is on the battlefield", "~ is still on the battlefield", "it's on the battlefield" (CR 400.1). String ends, not a
  // backtracking pattern.
  for (const zone of WHEREABOUTS) {
    if (zone === 'attacking' || zone === 'attacking you' || zone === 'blocking' || zone === 'attached to it' || zone === 'blocking it' || !t.endsWith(` ${zone}`)) continue;
    const head = t.slice(0, -zone.length - 1);
    const still = head.endsWith(' still');
    const be = still ? head.slice(0, -' still'.length) : head;
    const contracted = be === "it's";
    const subject = contracted ? oneObject('it') : be.endsWith(' is') ? oneObject(be.slice(0, -' is'.length)) : undefined;
    if (subject) return { kind: 'in-zone', subject, zone, ...(still ? { still: true } : {}), ...(contracted ? { contracted: true } : {}) };
  }
  // "an enchantment is on the battlefield", "seven or more cards are in your graveyard", "exactly one creature is attacking".
  if ((m = /^(an?|another|no|exactly \w+|\w+ or (?:more|fewer)) (.+) (is|are) (.+)$/.exec(t)) && (WHEREABOUTS as readonly string[]).includes(m[4]!)) {
    const single = m[1] === 'a' || m[1] === 'an' || m[1] === 'another';
    const compared: Compared | undefined = single ? undefined : m[1] === 'no' ? { cmp: 'none' } : parseCompared(m[1]!);
    const f = parseFilter(m[2]!);
    const plural = m[3] === 'are';
    if (f && f.plural === plural && (single ? !plural : compared && plural === (compared.cmp === 'none' || compared.n !== 1))) {
      if (m[1] === 'another') f.filter.other = true;
      return { kind: 'objects-are', filter: f.filter, where: m[4] as Whereabouts, ...(single ? { article: m[1] as 'a' } : compared) };
    }
  }
  // "two or more of those cards have the same name" (CR 201.2, 202.3): how many of the objects named before share one.
  if ((m = /^(\w+ or more|exactly \w+|at least \w+) of (those cards|those creatures|those permanents|them) have the same (name|mana value)$/.exec(t))) {
    const compared = parseCompared(m[1]!);
    if (compared && (compared.n ?? 0) > 1) return { kind: 'same-among', those: m[2] as 'them', what: m[3] as 'name', ...compared };
  }
  // "there is a Desert card in your graveyard", "there are two or more creatures attacking": the same, "there" first.
  if ((m = /^there (is|are) (.+)$/.exec(t))) {
    const inner = parseObjectCondition(invertThere(m[2]!, m[1]!) ?? '');
    if (inner?.kind === 'objects-are') return { ...inner, there: true };
  }
  // "~ is attached to a creature", "another Aura is attached to enchanted creature", "two or more Equipment are attached to
  // it" (CR 301.5, 303.4).
  const attachedAt = t.indexOf(' attached to ');
  if (attachedAt > 0) {
    const got = parseAttached(t.slice(0, attachedAt), t.slice(attachedAt + ' attached to '.length));
    if (got) return got;
  }
  // "at least two other creatures attack", "a black or green creature also attacks" (CR 508.1c, 509.1b: a restriction
  // that looks at the other attackers or blockers declared with it).
  if ((m = /^(an?|another|at least \w+|\w+ or more) (.+?) (also )?(attacks?|blocks?)$/.exec(t))) {
    const single = m[1] === 'a' || m[1] === 'an' || m[1] === 'another';
    const compared = single ? undefined : parseCompared(m[1]!);
    const f = parseFilter(m[2]!);
    const plural = !m[4]!.endsWith('s');
    if (f && f.plural === plural && (single ? !plural : compared && compared.n !== 1 && plural)) {
      if (m[1] === 'another') f.filter.other = true;
      const action = m[4]!.startsWith('attack') ? 'attack' : 'block';
      return { kind: 'in-combat-with', action, filter: f.filter, ...(single ? { article: m[1] as 'a' } : compared), ...(m[3] ? { also: true } : {}) };
    }
  }
  // "it was cast", "~ was cast from a graveyard" (CR 601.2).
  if ((m = /^(.+) was cast(?: from (a graveyard|your hand|exile))?$/.exec(t))) {
    const subject = oneObject(m[1]!);
    if (subject && (subject.kind === 'self' || subject.kind === 'it')) return { kind: 'was-cast', subject, ...(m[2] ? { from: m[2] as 'exile' } : {}) };
  }
  // "carnage gets more votes", "homage gets more votes or the vote is tied" (CR 701.38).
  if ((m = /^([a-z]+) gets more votes( or the vote is tied)?$/.exec(t))) return { kind: 'votes', choice: m[1]!, ...(m[2] ? { orTied: true } : {}) };
  // "this ability has been activated four or more times this turn" (CR 602.5b); "this is the first time this ability has
  // resolved this turn", "this is the first or second time …" (CR 603.2).
  if ((m = /^this ability has been activated (\w+ or more) times this turn$/.exec(t))) {
    const compared = parseCompared(m[1]!);
    if (compared) return { kind: 'ability-count', activated: true, ...compared };
  }
  if ((m = /^this is the (\w+)(?: or (\w+))? time this ability has resolved this turn$/.exec(t))) {
    const nth = [m[1]!, ...(m[2] ? [m[2]] : [])].map((w) => ORDINALS.indexOf(w as never) + 1);
    if (nth.every((n) => n > 0)) return { kind: 'ability-count', nth };
  }
  // "If it's the second time, …" after "… if this is the first time this ability has resolved this turn" (CR 603.2, 608.2c):
  // the same count, its words left out after the first.
  if ((m = /^it's the (\w+) time$/.exec(t))) {
    const n = ORDINALS.indexOf(m[1] as never) + 1;
    if (n > 0) return { kind: 'ability-count', nth: [n], elided: true };
  }
  // "an opponent is the monarch", "you're the monarch", "you have the city's blessing", "you have a full party".
  for (const what of DESIGNATIONS) {
    if (!t.endsWith(` ${what}`)) continue;
    const head = t.slice(0, -what.length - 1);
    const verb = / (is|are|has|have)$/.exec(head)?.[1] ?? (head.endsWith("'re") ? "'re" : undefined);
    const who = verb ? parsePlayer(head.slice(0, head.length - verb.length - (verb === "'re" ? 0 : 1))) : undefined;
    const be = what === 'the monarch' ? verb === 'is' || verb === 'are' || verb === "'re" : verb === 'has' || verb === 'have';
    if (who && be && (verb === "'re" ? who === 'you' : agrees(who, verb!))) return { kind: 'designation', who, what, ...(verb === "'re" ? { contracted: true } : {}) };
  }
  if (t === "it's day" || t === "it's night") return { kind: 'day-night', is: t === "it's day" ? 'day' : 'night' }; // CR 730.1
  // "you control artifacts named Crown of Empires and Scepter of Empires" (CR 201.2: a permanent of each name).
  if ((m = /^you control (artifacts|creatures|permanents|lands) named (.+) and (.+)$/.exec(t))) {
    const f = parseFilter(m[1]!);
    const names = [m[2]!, m[3]!];
    if (f?.plural && names.every((n) => CARD_NAME.test(n))) return { kind: 'controls-named', filter: f.filter, names };
  }
  // "~ is exiled with an egg counter on it" (CR 406.1, 122.1: the card in exile, with a counter of a kind on it).
  if ((m = /^(.+?) is exiled with (an?) ([a-z]+) counter on it$/.exec(t))) {
    const subject = oneObject(m[1]!);
    if (subject && indefiniteArticle(m[3]!) === m[2]) return { kind: 'exiled-with-counter', subject, counter: m[3]! };
  }
  // "you both own and control ~ and a creature named Midnight Scavengers" (CR 108.3, 108.4; the meld condition, 712.4a).
  if ((m = /^you both own and control (.+?) and (an?) (.+)$/.exec(t))) {
    const subject = oneObject(m[1]!);
    const f = parseFilter(m[3]!);
    if (subject && f && !f.plural && indefiniteArticle(printFilter(f.filter, false)) === m[2]) return { kind: 'owns-controls', subject, article: m[2] as 'a', filter: f.filter };
  }
  // "you control the creature with the greatest power or tied for the greatest power", "you control the artifact with the
  // highest mana value or tied for the highest mana value" (CR 208.1, 202.3). String search, not a backtracking pattern.
  const most = parseControlsMost(t);
  if (most) return most;
  // "it isn't being declared as an attacker" (CR 508.1f: tapped as an attacking creature is declared).
  if ((m = /^(it|that creature) (is|isn't) being declared as an attacker$/.exec(t))) {
    return { kind: 'being-declared', subject: { kind: 'it', word: m[1]! }, ...(m[2] === "isn't" ? { negated: true } : {}) };
  }
  // "all lands on the battlefield are Islands", "all creatures you control are Elves", "all creatures you control are red"
  // (CR 205.3, 105.2): every object of a kind is of another kind too.
  if ((m = /^all (.+?) are (.+)$/.exec(t))) {
    const f = parseFilter(m[1]!);
    const noun = parseFilter(m[2]!);
    const adjective = !noun && /^[a-z]+$/.test(m[2]!) ? parseFilter(`${m[2]!} permanents`) : undefined;
    const are = noun ?? adjective;
    if (f?.plural && are?.plural) return { kind: 'all-are', filter: f.filter, are: are.filter, ...(adjective ? { adjective: true } : {}) };
  }
  // "an opponent owns a card in exile" (CR 108.3, 406.1).
  if ((m = /^(.+?) owns? (an?) (.+) in exile$/.exec(t))) {
    const who = parsePlayer(m[1]!);
    const f = parseFilter(m[3]!);
    if (who && f && !f.plural && indefiniteArticle(m[3]!) === m[2] && t.includes(playerIsSingular(who) ? ' owns ' : ' own ')) {
      return { kind: 'owns-in', who, article: m[2] as 'a', filter: f.filter, where: 'in exile' };
    }
  }
  // "an instant card and a sorcery card are in your graveyard" (CR 404.1): one of each kind there.
  // String search, not a backtracking pattern.
  const eachWhere = WHEREABOUTS.find((w) => t.endsWith(` are ${w}`));
  const eachHead = eachWhere ? t.slice(0, -` are ${eachWhere}`.length) : '';
  if (eachWhere && / and an? /.test(eachHead)) {
    const items = eachHead.split(/,? and (?=an? )|, (?=an? )/).map((x) => /^(an?) (.+)$/.exec(x)).map((x) => {
      const f = x ? parseFilter(x[2]!) : undefined;
      return x && f && !f.plural && indefiniteArticle(x[2]!) === x[1] ? { article: x[1] as 'a', filter: f.filter } : undefined;
    });
    if (items.length === 2 && items.every((x) => x)) return { kind: 'each-in', items: items as { article: 'a'; filter: ObjectFilter }[], where: eachWhere };
  }
  // "that mana is spent on a creature spell" (CR 106.6: the mana a mana ability produced, as it is spent).
  if ((m = /^that mana is spent on (an?) (.+)$/.exec(t))) {
    const f = parseFilter(m[2]!);
    if (f && !f.plural && /\bspell$/.test(m[2]!)) return { kind: 'mana-spent-on', filter: f.filter, article: m[1] as 'a' };
  }
  // "that spell's mana cost contains {X}", "that ability's activation cost contains {X}" (CR 107.3, 202.1, 602.1a): a
  // symbol in the cost of the spell or ability named before; two costs joined by "or" are two conditions (conditions.ts).
  if ((m = /^(its mana cost|that spell's mana cost|that ability's activation cost|~'s mana cost)(?: or (its mana cost|that spell's mana cost|that ability's activation cost|~'s mana cost))? contains (\{[0-9WUBRGCXS]\})$/.exec(t)) && m[1] !== m[2]) {
    return { kind: 'cost-contains', cost: m[1] as CostOwner, symbol: m[3]!, ...(m[2] ? { or: m[2] as CostOwner } : {}) };
  }
  // "~ started the turn untapped" (CR 500.1, 603.4): the object's status as the turn began.
  if ((m = /^(.+?) started the turn (tapped|untapped)$/.exec(t))) {
    const subject = oneObject(m[1]!);
    if (subject) return { kind: 'started-turn', subject, status: m[2] as 'tapped' };
  }
  // "it's attacking the player with the most life or tied for most life", "~ is attacking a player" (CR 506.3, 508.1b): the
  // player one attacking creature attacks (whom several attack: below).
  if ((m = /^(?:it's|(.+?) is) attacking (.+)$/.exec(t))) {
    const subject = m[1] === undefined ? oneObject('it') : oneObject(m[1]);
    const whom = parsePlayer(m[2]!);
    if (subject && whom && playerIsSingular(whom)) {
      return { kind: 'attacking-whom', subject, whom, ...(PLAYER_TEXT[whom] !== m[2] ? { whoWord: m[2] } : {}), ...(m[1] === undefined ? { contracted: true } : {}) };
    }
  }
  // "two or more of those creatures are attacking you and/or planeswalkers you control" (CR 508.1b, 506.3): how many of the
  // attacking creatures the trigger named attack whom.
  if ((m = /^(\w+ or (?:more|fewer)|(?:exactly|at least) \w+) of those creatures (?:are|is) attacking (.+)$/.exec(t)) && (ATTACKED_WHOM as readonly string[]).includes(m[2]!)) {
    const compared = parseCompared(m[1]!);
    if (compared && (compared.n ?? 0) > 1 === t.includes(' are attacking ')) return { kind: 'those-attacking', those: 'those creatures', whom: m[2] as AttackedWhom, ...compared };
  }
  // "cards with at least six different mana values are revealed this way" (CR 202.3, 608.2c): different values among the
  // cards an earlier instruction of the ability acted on.
  if ((m = /^cards with ((?:at least|exactly|fewer than|more than) \w+|\w+ or (?:more|fewer)) different (mana values|names|powers) are (revealed|exiled|milled|discarded) this way$/.exec(t))) {
    const compared = parseCompared(m[1]!);
    if (compared && (compared.n ?? 0) > 1) return { kind: 'distinct-this-way', what: m[2]!.slice(0, -1) as 'mana value', verb: m[3] as 'revealed', ...compared };
  }
  return undefined;
}

/** Whom creatures attack, as a condition writes it after "attacking" (CR 508.1b). */
const ATTACKED_WHOM: readonly AttackedWhom[] = ['you', 'you and/or planeswalkers you control', 'you or a planeswalker you control'];

/** "<player> control(s) the <kind> with the greatest <value>[ among <objects>][ or tied for the greatest <value>]". */
function parseControlsMost(t: string): Condition | undefined {
  const control = / (controls?) the /.exec(t);
  const word = t.includes(' with the greatest ') ? 'greatest' : 'highest';
  const withAt = t.indexOf(` with the ${word} `);
  if (!control || withAt < control.index) return undefined;
  const who = parsePlayer(t.slice(0, control.index));
  const f = parseFilter(t.slice(control.index + control[0].length, withAt));
  let rest = t.slice(withAt + ` with the ${word} `.length);
  const value = (['power', 'toughness', 'mana value'] as const).find((v) => rest === v || rest.startsWith(`${v} `));
  if (!who || !f || f.plural || !value || (control[1] === 'controls') !== playerIsSingular(who)) return undefined;
  rest = rest.slice(value.length);
  const tiedText = ` or tied for the ${word} ${value}`;
  const tied = rest.endsWith(tiedText);
  if (tied) rest = rest.slice(0, -tiedText.length);
  const among = rest.startsWith(' among ') ? parseFilter(rest.slice(' among '.length)) : undefined;
  if (rest !== '' && !among?.plural) return undefined;
  return { kind: 'controls-most', who, filter: f.filter, word, value, ...(among ? { among: among.filter } : {}), ...(tied ? { tied: true } : {}) };
}

/** "a Desert card in your graveyard" after "there is" → "a Desert card is in your graveyard" (the where last). */
function invertThere(rest: string, verb: string): string | undefined {
  const where = WHEREABOUTS.find((w) => rest.endsWith(` ${w}`));
  return where ? `${rest.slice(0, -where.length - 1)} ${verb} ${where}` : undefined;
}

/** One object or objects of a kind counted ("another Aura", "two or more Equipment") × "is"/"are" attached to one object or one of a kind. */
function parseAttached(head: string, to: string): Condition | undefined {
  // "an Aura you controlled was attached to it" (CR 608.2h: as the object last existed).
  const be = / (is|are|was|were)$/.exec(head);
  if (!be) return undefined;
  const who = head.slice(0, be.index);
  const plural = be[1] === 'are' || be[1] === 'were';
  const past = be[1] === 'was' || be[1] === 'were' ? { past: true as const } : {};
  const toObject = oneObject(to);
  const toKind = toObject ? undefined : /^(an?) (.+)$/.exec(to);
  const toF = toKind ? parseFilter(toKind[2]!) : undefined;
  if (!toObject && !(toF && !toF.plural)) return undefined;
  const onto = toObject ? { onto: toObject } : { ontoFilter: toF!.filter, ontoArticle: toKind![1] as 'a' };
  const subject = plural ? undefined : oneObject(who);
  // "that Equipment was attached to a creature": what happened to one object named before (event-conditions.ts).
  if (subject) return past.past ? undefined : { kind: 'attached', subject, ...onto };
  const m = /^(an?|another|no|exactly \w+|\w+ or (?:more|fewer)) (.+)$/.exec(who);
  const single = m?.[1] === 'a' || m?.[1] === 'an' || m?.[1] === 'another';
  const compared: Compared | undefined = !m || single ? undefined : m[1] === 'no' ? { cmp: 'none' } : parseCompared(m[1]!);
  // "Equipment", "Aura": one word for one or more (a plural filter the reader may not know).
  const f = m ? parseFilter(m[2]!) ?? (plural ? parseFilter(`${m[2]!}s`) : undefined) : undefined;
  if (!m || !f || (single ? plural : !compared || plural !== (compared.cmp === 'none' || compared.n !== 1))) return undefined;
  if (m[1] === 'another') f.filter.other = true;
  return { kind: 'attached', filter: f.filter, ...(single ? { article: m[1] as 'a' } : compared), ...(f.plural !== plural ? { invariable: true } : {}), ...onto, ...past };
}

function agrees(who: PlayerRef, verb: string): boolean {
  const singular = playerIsSingular(who);
  return verb === 'is' || verb === 'has' ? singular : !singular;
}

/** The conditions of this file as written; undefined for another kind. */
export function printObjectCondition(c: Condition): string | undefined {
  switch (c.kind) {
    case 'same-among':
      return `${printCompared(c)} of ${c.those} have the same ${c.what}`;
    case 'distinct-this-way':
      return `cards with ${printCompared(c)} different ${c.what}s are ${c.verb} this way`;
    case 'cost-contains':
      return `${c.cost}${c.or ? ` or ${c.or}` : ''} contains ${c.symbol}`;
    case 'started-turn':
      return `${printObject(c.subject)} started the turn ${c.status}`;
    case 'those-attacking':
      return `${printCompared(c)} of ${c.those} ${(c.n ?? 0) > 1 ? 'are' : 'is'} attacking ${c.whom}`;
    case 'attacking-whom':
      return `${c.contracted ? "it's" : `${printObject(c.subject)} is`} attacking ${c.whoWord ?? printPlayer(c.whom)}`;
    case 'has-value':
      return `${printObject(c.subject)} ${c.verb} ${c.value} ${printCompared(c)}`;
    case 'beyond-each':
      return `${c.whose} ${c.stat} is ${c.cmp} than each other ${printFilter(c.others, false)}'s ${c.stat}`;
    case 'targets':
      if (c.targetIs) return c.self ? 'that target is ~' : `that target is ${indefiniteArticle(printFilter(c.filter!, false))} ${printFilter(c.filter!, false)}`;
      if (c.single) return `${printObject(c.subject)} has ${c.onlyOne ? 'only one target' : 'a single target'}`;
      {
        const body = printFilter(c.filter!, false);
        return `${printObject(c.subject)} targets ${/^[aeiou]/i.test(body) ? 'an' : 'a'} ${body}`;
      }
    case 'in-zone':
      return `${c.contracted ? "it's" : `${printObject(c.subject)} is`} ${c.still ? 'still ' : ''}${c.zone}`;
    case 'objects-are': {
      const plural = !c.article && (c.cmp === 'none' || c.n !== 1);
      const how = c.article ?? printCompared(c as Compared);
      const filter = c.article === 'another' ? { ...c.filter, other: false } : c.filter;
      if (c.there) return `there ${plural ? 'are' : 'is'} ${how} ${printFilter(filter, plural)} ${c.where}`;
      return `${how} ${printFilter(filter, plural)} ${plural ? 'are' : 'is'} ${c.where}`;
    }
    case 'attached': {
      const to = c.onto ? printObject(c.onto) : `${c.ontoArticle} ${printFilter(c.ontoFilter!, false)}`;
      if (c.subject) return `${printObject(c.subject)} is attached to ${to}`;
      const plural = !c.article && (c.cmp === 'none' || c.n !== 1);
      const how = c.article ?? printCompared(c as Compared);
      const filter = c.article === 'another' ? { ...c.filter!, other: false } : c.filter!;
      // "Equipment": the singular word written for several.
      const body = c.invariable ? printFilter(filter, false) : printFilter(filter, plural);
      return `${how} ${body} ${plural ? (c.past ? 'were' : 'are') : c.past ? 'was' : 'is'} attached to ${to}`;
    }
    case 'in-combat-with': {
      const plural = !c.article;
      const how = c.article ?? printCompared(c as Compared);
      const filter = c.article === 'another' ? { ...c.filter, other: false } : c.filter;
      return `${how} ${printFilter(filter, plural)} ${c.also ? 'also ' : ''}${c.action}${plural ? '' : 's'}`;
    }
    case 'was-cast':
      return `${printObject(c.subject)} was cast${c.from ? ` from ${c.from}` : ''}`;
    case 'votes':
      return `${c.choice} gets more votes${c.orTied ? ' or the vote is tied' : ''}`;
    case 'ability-count':
      if (c.nth && c.elided) return `it's the ${ORDINALS[c.nth[0]! - 1]} time`;
      if (c.nth) return `this is the ${c.nth.map((n) => ORDINALS[n - 1]).join(' or ')} time this ability has resolved this turn`;
      return `this ability has been activated ${printCompared(c as Compared)} times this turn`;
    case 'designation': {
      const be = c.what === 'the monarch';
      const verb = c.contracted ? "'re" : be ? (playerIsSingular(c.who) ? 'is' : 'are') : playerIsSingular(c.who) ? 'has' : 'have';
      return `${printPlayer(c.who)}${c.contracted ? '' : ' '}${verb} ${c.what}`;
    }
    case 'exiled-with-counter':
      return `${printObject(c.subject)} is exiled with ${indefiniteArticle(c.counter)} ${c.counter} counter on it`;
    case 'owns-controls':
      return `you both own and control ${printObject(c.subject)} and ${c.article} ${printFilter(c.filter, false)}`;
    case 'controls-named':
      return `you control ${printFilter(c.filter, true)} named ${c.names.join(' and ')}`;
    case 'controls-most': {
      const verb = playerIsSingular(c.who) ? 'controls' : 'control';
      const among = c.among ? ` among ${printFilter(c.among, true)}` : '';
      return `${printPlayer(c.who)} ${verb} the ${printFilter(c.filter, false)} with the ${c.word} ${c.value}${among}${c.tied ? ` or tied for the ${c.word} ${c.value}` : ''}`;
    }
    case 'being-declared':
      return `${printObject(c.subject)} ${c.negated ? "isn't" : 'is'} being declared as an attacker`;
    case 'mana-spent-on':
      return `that mana is spent on ${c.article} ${printFilter(c.filter, false)}`;
    case 'day-night':
      return `it's ${c.is}`;
    case 'all-are':
      return `all ${printFilter(c.filter, true)} are ${c.adjective ? printFilter(c.are, true).replace(/ permanents$/, '') : printFilter(c.are, true)}`;
    case 'owns-in':
      return `${printPlayer(c.who)} ${playerIsSingular(c.who) ? 'owns' : 'own'} ${c.article} ${printFilter(c.filter, false)} ${c.where}`;
    case 'each-in':
      return `${c.items.map((x) => `${x.article} ${printFilter(x.filter, false)}`).join(' and ')} are ${c.where}`;
    default:
      return undefined;
  }
}
