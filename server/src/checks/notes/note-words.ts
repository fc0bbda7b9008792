// The words of a set-wide note, made only from the facts its scenario's run checked (note-scenario.ts): a fact whose
// expectation held is said; one that rests on text the engine doesn't understand or carry out is said as
// inconclusive (quoting the text, in the note's last sentence); one that failed is never said. Each phrase is a
// message of the catalog (i18n/en/notes.ts, `note.*`) with typed parameters, rendered in the reader's language.

import { CARD_TYPES, isTypeWord, keywordHeld, msg, nounOf as nounOfTypes, render, SUPERTYPES, type Message } from '../../i18n';
import { COLOR_BY_NAME } from '../../model/types';
import type { RestingText } from '../../rules/scenario/inconclusive';
import type { Fact, FactResult, NoteRun } from './note-scenario';
import { lookupTable } from '../../model/lookup-table';

/** Messages joined two by two: "a, b or c" (`last` joins the last two, `sep` the others). */
export function joined(items: readonly Message[], last: 'and' | 'or' | 'comma' | 'semicolon' | 'space', sep: 'and' | 'comma' | 'semicolon' | 'space' = last === 'and' || last === 'or' ? 'comma' : last): Message {
  if (items.length === 0) return msg('note.text', { text: '' });
  let out = items[items.length - 1]!;
  for (let i = items.length - 2; i >= 0; i--) out = msg(`note.join.${i === items.length - 2 ? last : sep}`, { a: items[i]!, b: out });
  return out;
}

const text = (t: string): Message => msg('note.text', { text: t });

const WHY: Record<RestingText['why'], Message> = {
  'not understood': msg('note.why.not-understood'),
  'not simulated': msg('note.why.not-simulated'),
  'its target never chosen': msg('note.why.target'),
  'its X never chosen': msg('note.why.x'),
  'never chosen': msg('note.why.choice'),
  'the library\'s order is random': msg('note.why.library-order'),
  'happened before the scenario began': msg('note.why.history'),
};

const quoteRest = (t: string) => (t.length > 60 ? `${t.slice(0, 57)}…` : t);

/**
 * The sentence a note ends with when some of its facts are inconclusive: which text they rest on (the first three of
 * `rests`), and how many more of the `count` there are.
 */
export function restsSentence(rests: readonly RestingText[], count = rests.length): Message | undefined {
  if (count === 0) return undefined;
  const quoted = joined(rests.slice(0, 3).map((r) => msg('note.rest', { text: quoteRest(r.text), card: r.cardName, why: WHY[r.why] })), 'semicolon');
  return msg('note.inconclusive', { quoted: count > 3 ? msg('note.rests.more', { rests: quoted, count: count - 3 }) : quoted });
}

const ZONE_WORDS: Record<string, Message> = lookupTable({ hand: msg('note.zone.hand'), graveyard: msg('note.zone.graveyard'), exile: msg('note.zone.exile'), library: msg('note.zone.library') });

/** A face-down family's name (morph, manifest dread, "an effect"). */
export function familyWord(family: string): Message {
  const id = `note.family.${family.replace(/ /g, '-')}`;
  return msg(id as 'note.family.morph');
}

function has(facts: readonly Fact[], q: Fact['q']): boolean {
  return facts.some((f) => f.q === q);
}
function get<Q extends Fact['q']>(facts: readonly Fact[], q: Q): Extract<Fact, { q: Q }> | undefined {
  return facts.find((f) => f.q === q) as Extract<Fact, { q: Q }> | undefined;
}

/**
 * "nameless colorless 2/2 Frog Creature with ward {2}": what it is, from the characteristics facts that held. The phrase
 * grows from its noun (the card types), each trait added by its own catalog message (`note.add.*`), which puts it where
 * the language puts it: before the noun in English ("colorless 2/2 Creature"), after it in Italian and Spanish
 * ("Creatura 2/2 incolore"), a German compound ("2/2-Kreatur").
 */
function traitPhrase(facts: readonly Fact[]): Message | undefined {
  const types = facts.filter((f): f is Extract<Fact, { q: 'type' }> => f.q === 'type').map((f) => f.type);
  // Supertypes and card types in type-line order, as the language prints them ("Artifact Creature": Italian "Creatura
  // Artefatto", German "Artefaktkreatur"), then each subtype added to them ("Treefolk Artifact Creature").
  const lineWords = [...SUPERTYPES, ...CARD_TYPES].filter((t) => types.includes(t));
  const sub = types.filter((t) => !isTypeWord(t));
  let phrase: Message | undefined = lineWords.length ? msg('glossary.types', { types: lineWords }) : undefined;
  const add = (part: Message, grow: (base: Message) => Message) => { phrase = phrase ? grow(phrase) : part; };
  if (sub.length) add(text(sub.join(' ')), (base) => msg('note.add.subtype', { base, subtype: sub.join(' ') }));
  const pt = get(facts, 'pt');
  if (pt) add(text(pt.pt), (base) => msg('note.add.pt', { base, pt: pt.pt }));
  const colors = get(facts, 'colors');
  if (colors) {
    const color = colors.colors.length
      ? joined(colors.colors.map((c) => { const k = COLOR_BY_NAME[c]; return k ? msg('note.color', { color: k, noun: nounOf(facts) }) : text(c); }), 'space')
      : msg('note.color', { color: 'colorless', noun: nounOf(facts) });
    add(color, (base) => msg('note.add.color', { base, color }));
  }
  if (has(facts, 'no-name')) add(msg('note.add.nameless', { base: text('') }), (base) => msg('note.add.nameless', { base }));
  const keyword = get(facts, 'keyword');
  if (keyword) {
    const words = keywordHeld(keyword.keyword);
    add(msg('note.add.keyword', { base: text(''), keyword: words }), (base) => msg('note.add.keyword', { base, keyword: words }));
  }
  else if (has(facts, 'no-abilities')) add(msg('note.add.abilities-none', { base: text('') }), (base) => msg('note.add.abilities-none', { base }));
  return phrase;
}

/** The head noun of the phrase (its last card type: the languages whose article agrees with it read it), or `none`. */
function nounOf(facts: readonly Fact[]): string {
  return nounOfTypes(facts.flatMap((f) => (f.q === 'type' ? [f.type] : [])));
}

function whatItIs(facts: readonly Fact[]): Message | undefined {
  const traits = traitPhrase(facts);
  return traits ? msg('note.what', { traits, noun: nounOf(facts) }) : undefined;
}

function methodsOf(facts: readonly Fact[]): Message[] {
  return facts.filter((f): f is Extract<Fact, { q: 'turn-up' }> => f.q === 'turn-up')
    .map((f) => (f.method === 'mana cost' ? msg('note.method.mana-cost') : msg('note.method.keyword', { keyword: familyWord(f.method) })));
}

function turnUpClause(facts: readonly Fact[]): Message | undefined {
  const methods = methodsOf(facts);
  if (methods.length) return msg('note.can-turn-up', { methods: joined(methods, 'or') });
  return has(facts, 'no-turn-up') ? msg('note.cant-turn-up') : undefined;
}

/**
 * The clauses about the face-down permanent right after the effect. `ownDown`: it was the effect's own card, face up,
 * and was put face down by it (CR 708.2a): it didn't stay face down, it became so.
 */
function nowClauses(f: readonly Fact[], ownDown = false): Message[] {
  const out: Message[] = [];
  const zone = get(f, 'zone');
  const revealed = has(f, 'revealed');
  if (zone && zone.zone !== 'battlefield') {
    const where = ZONE_WORDS[zone.zone] ?? msg('note.zone.other', { zone: zone.zone });
    out.push(msg(revealed ? 'note.leaves.revealed' : 'note.leaves', { zone: where }));
    return out;
  }
  const face = get(f, 'face');
  const same = get(f, 'same');
  if (face && !face.faceDown) {
    if (same && !same.same) out.push(msg(revealed ? 'note.new-object' : 'note.new-object.unrevealed'));
    else out.push(msg(same?.same ? 'note.turned-up' : 'note.turned-up.plain'));
    const named = get(f, 'named');
    if (named) out.push(msg('note.is-named', { name: named.name }));
  } else if (face && ownDown) {
    const what = whatItIs(f);
    const fresh = same && !same.same;
    out.push(what ? msg(fresh ? 'note.own-down.new' : 'note.own-down', { what }) : msg(fresh ? 'note.own-down.new.bare' : 'note.own-down.bare'));
  } else if (face) {
    const what = whatItIs(f);
    out.push(what ? msg(same?.same ? 'note.stays-down' : 'note.stays-down.plain', { what }) : msg(same?.same ? 'note.stays-down.same' : 'note.stays-down.bare'));
  }
  const turn = turnUpClause(f);
  if (turn) out.push(turn);
  const controller = get(f, 'controller');
  if (controller) out.push(msg(controller.player === 'you' ? 'note.controller.you' : 'note.controller.opponent'));
  const visible = get(f, 'visible');
  if (visible) out.push(msg(visible.visible ? 'note.visible.true' : 'note.visible.false'));
  if (has(f, 'blocked')) out.push(msg('note.blocked'));
  const triggered = get(f, 'triggered');
  if (triggered) out.push(msg(triggered.triggered ? 'note.triggers' : 'note.no-triggers'));
  return out;
}

function copyClause(f: readonly Fact[]): Message | undefined {
  if (!f.length) return undefined;
  const face = get(f, 'face');
  const traits = traitPhrase(f);
  const faceUp = face && !face.faceDown;
  const parts: Message | undefined = traits ? msg(faceUp ? 'note.what.face-up' : 'note.what', { traits, noun: nounOf(f) }) : faceUp ? msg('note.copy.face-up') : undefined;
  const methods = methodsOf(f);
  const turn: Message | undefined = methods.length ? msg('note.copy.turn-up', { methods: joined(methods, 'or') }) : has(f, 'no-turn-up') ? msg('note.copy.cant-turn-up') : undefined;
  const said = [parts, turn].filter((m): m is Message => m !== undefined);
  return msg('note.copy', { what: said.length ? joined(said, 'comma') : text('') });
}

/**
 * What it is once turned face up: where it went when it didn't stay (the state-based actions, CR 704.3, 400.7), a copy's
 * name (708.10), or its counters (megamorph, -1/-1: 704.5q).
 */
function turnedUpClause(f: readonly Fact[]): Message | undefined {
  if (!has(f, 'face')) return undefined;
  const zone = get(f, 'zone');
  if (zone && zone.zone !== 'battlefield') return msg('note.turned-up.leaves', { zone: ZONE_WORDS[zone.zone] ?? msg('note.zone.other', { zone: zone.zone }) });
  const named = get(f, 'named');
  if (named) return msg('note.turned-up.named', { name: named.name });
  const counters = f.filter((x): x is Extract<Fact, { q: 'counters' }> => x.q === 'counters' && x.count > 0);
  const list = counters.length ? joined(counters.map((c) => msg('note.counters', { count: c.count, counter: c.counter })), 'and', 'and') : msg('note.counters.none');
  return msg('note.turned-up.counters', { counters: list });
}

/** A delayed trigger's step as the scenario writes it (`move to end step`) → its `rules.step` key. */
const STEP_KEYS: Record<string, string> = lookupTable({ 'end step': 'end', upkeep: 'upkeep' });

/**
 * What one scenario's run says, in a sentence: only held facts, the inconclusive ones quoted apart (`rests`).
 * Undefined when nothing held (no note). `what` is the message, `text` its English (what outcomes are compared by).
 */
export function outcomeWords(run: NoteRun): { what: Message; text: string; rests: RestingText[] } | undefined {
  const rests: RestingText[] = [];
  const held = (pred: (r: FactResult) => boolean) => run.facts.filter((r) => pred(r) && r.status === 'held').map((r) => r.fact);
  for (const r of run.facts) if (r.status === 'inconclusive') for (const x of r.rests ?? []) if (!rests.some((y) => y.cardName === x.cardName && y.text === x.text)) rests.push(x);
  const said = (what: Message, resting: RestingText[]) => ({ what, text: render(what, 'en'), rests: resting });
  if (run.refused) return said(msg('note.refused'), run.refusedRests ?? []);
  const clauses = [
    ...nowClauses(held((r) => r.subject === 'fd' && r.phase === 'now'), run.ownDown),
    copyClause(held((r) => r.subject === 'copy')),
  ];
  const later = turnUpClause(held((r) => r.subject === 'fd' && r.phase === 'later'));
  if (later && run.later) clauses.push(msg(run.later === 'end-of-turn' ? 'note.later.end-of-turn' : 'note.later.source-leaves', { clause: later }));
  clauses.push(turnedUpClause(held((r) => r.subject === 'fd' && r.phase === 'turned-up')));
  // After the effect's delayed triggered ability resolved (CR 603.7): "at the beginning of the next end step, …".
  const delayed = nowClauses(held((r) => r.subject === 'fd' && r.phase === 'delayed'));
  if (delayed.length && run.delayed) clauses.push(msg('note.delayed', { step: msg('rules.step', { step: STEP_KEYS[run.delayed] ?? run.delayed }), clause: joined(delayed, 'semicolon') }));
  const all = clauses.filter((c): c is Message => !!c);
  if (!all.length) return rests.length ? said(msg('note.inconclusive-only'), rests) : undefined;
  // Made a copy of another creature (CR 708.10), what it is then is said apart from what a copy of it is.
  const body = joined(all, 'semicolon');
  const role = run.becomesCopyOf ? msg('note.role.becomes-copy', { card: run.becomesCopyOf, clauses: body }) : run.self ? msg('note.role.self', { clauses: body }) : body;
  return said(role, rests);
}

/** The CR sections a note's facts rest on (each cited for what the fact says). */
export function crOf(run: NoteRun, family: string): string[] {
  const cr = new Set<string>();
  const held = run.facts.filter((r) => r.status !== 'failed');
  const q = (name: Fact['q'], pred: (f: Fact) => boolean = () => true) => held.some((r) => r.fact.q === name && pred(r.fact));
  if (run.refused) cr.add('115.1');
  // Its own card turned face up doesn't enter: its "as it enters" abilities don't apply (CR 708.8, 614.1c); it left
  // face up, not revealed from face down.
  if (run.self) { cr.add('708.8'); cr.add('614.1c'); }
  // Its own card put face down (CR 708.2a); put onto the battlefield face down, its enters abilities don't trigger (708.3).
  if (run.ownDown) { cr.add('708.2a'); if (q('same', (f) => f.q === 'same' && !f.same)) cr.add('708.3'); }
  // CR 708.9: a face-down permanent leaving the battlefield is revealed (said when the run saw it revealed).
  if (q('revealed')) cr.add('708.9');
  if (q('zone', (f) => f.q === 'zone' && f.zone !== 'battlefield') || q('revealed')) cr.add('400.7');
  if (q('same', (f) => f.q === 'same' && !f.same)) { cr.add('400.7'); cr.add('110.5b'); }
  if (q('same', (f) => f.q === 'same' && f.same) || q('face', (f) => f.q === 'face' && !f.faceDown)) cr.add('708.8');
  if (q('pt') || q('no-name')) { cr.add('708.2'); cr.add('613.1'); }
  if (q('no-turn-up')) { cr.add(family === 'disguise' ? '702.168d' : family === 'cloak' ? '701.58b' : family === 'manifest' || family === 'manifest dread' ? '701.40b' : '702.37e'); cr.add('708.8'); }
  if (q('turn-up')) cr.add('116.2b');
  if (q('triggered')) cr.add('603.2');
  if (held.some((r) => r.subject === 'copy')) { cr.add('707.2'); cr.add('708.2'); }
  if (run.becomesCopyOf) cr.add('708.10');
  if (q('blocked')) { cr.add('509.1'); cr.add('116.2b'); }
  if (q('visible')) cr.add('708.5');
  if (q('counters')) cr.add('704.5q');
  // CR 603.7, 603.7c: what the effect's delayed triggered ability did to the card it names.
  if (run.delayed && held.some((r) => r.phase === 'delayed')) cr.add('603.7');
  return [...cr];
}
