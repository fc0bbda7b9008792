// The words of a set-wide note, made only from the facts its scenario's run checked (note-scenario.ts): a fact whose
// expectation held is said; one that rests on text the engine doesn't understand or carry out is said as
// inconclusive (quoting the text, in the note's last sentence); one that failed is never said. Each phrase is an
// English message with typed parameters (NOTE_MESSAGES: id → template), so the message catalog can carry them.

import type { RestingText } from '../../rules/scenario/inconclusive';
import type { Fact, FactResult, NoteRun } from './note-scenario';

/** The English phrases of a note, by id; `{name}` is a parameter. The message catalog's entries for notes. */
export const NOTE_MESSAGES = {
  'note.refused': 'the rules refuse it (it can\'t be done to a face-down permanent)',
  'note.leaves': 'it leaves the battlefield for {zone}',
  'note.leaves.revealed': 'it is revealed and leaves the battlefield for {zone}',
  'note.zone.hand': 'its owner\'s hand',
  'note.zone.graveyard': 'its owner\'s graveyard',
  'note.zone.exile': 'exile',
  'note.zone.library': 'its owner\'s library',
  'note.zone.other': 'the {zone}',
  'note.new-object': 'it is revealed and returns as a new object, face up',
  'note.new-object.unrevealed': 'it returns as a new object, face up',
  'note.turned-up': 'it is turned face up, the same permanent',
  'note.turned-up.plain': 'it is turned face up',
  'note.stays-down': 'it stays face down, the same permanent, as {what}',
  'note.stays-down.same': 'it stays face down, the same permanent',
  'note.stays-down.bare': 'it stays face down',
  'note.stays-down.plain': 'it stays face down as {what}',
  'note.what': 'a {traits}',
  'note.inconclusive-only': 'the simulation\'s answer is inconclusive',
  'note.trait.nameless': 'nameless',
  'note.trait.colorless': 'colorless',
  'note.trait.abilities-none': 'with no abilities',
  'note.trait.keyword': 'with {keyword}',
  'note.can-turn-up': 'it can be turned face up for {methods}',
  'note.cant-turn-up': 'it can\'t be turned face up',
  'note.triggers': 'its triggered abilities trigger',
  'note.no-triggers': 'none of its triggered abilities trigger',
  'note.blocked': 'it stays blocked',
  'note.controller.you': 'it is controlled by the effect\'s controller',
  'note.controller.opponent': 'it stays under its owner\'s control',
  'note.visible.true': 'its owner can still look at it',
  'note.visible.false': 'its owner can no longer look at it',
  'note.copy': 'a copy of it is {what}',
  'note.method.mana cost': 'its mana cost',
  'note.method.keyword': 'its {keyword} cost',
  'note.copy.face-up': 'face-up',
  'note.copy.turn-up': 'which can be turned face up for {methods}',
  'note.copy.cant-turn-up': 'which can never be turned face up',
  'note.later.end-of-turn': 'after the turn ends, {clause}',
  'note.later.source-leaves': 'once the source leaves the battlefield, {clause}',
  'note.turned-up.counters': 'turned face up, it has {counters}',
  'note.counters': '{count} {counter} counter(s)',
  'note.counters.none': 'no counters',
  'note.inconclusive': ' Inconclusive, as it rests on {quoted}: the engine can\'t tell whether that text changes the outcome.',
  'note.rest': '\'{text}\' of {card}, {why}',
} as const;

export type NoteMessageId = keyof typeof NOTE_MESSAGES;

/** Message `id` in English with its parameters. */
export function words(id: NoteMessageId, params: Record<string, string> = {}): string {
  return NOTE_MESSAGES[id].replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);
}

const quoteRest = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** The sentence a note ends with when some of its facts are inconclusive: which text they rest on (a few). */
export function restsSentence(rests: readonly RestingText[]): string {
  if (rests.length === 0) return '';
  const quoted = rests.slice(0, 3).map((r) => words('note.rest', { text: quoteRest(r.text), card: r.cardName, why: r.why })).join('; ');
  return words('note.inconclusive', { quoted: rests.length > 3 ? `${quoted} (and ${rests.length - 3} more)` : quoted });
}

const ZONE_WORDS: Record<string, NoteMessageId> = { hand: 'note.zone.hand', graveyard: 'note.zone.graveyard', exile: 'note.zone.exile', library: 'note.zone.library' };

function has(facts: readonly Fact[], q: Fact['q']): boolean {
  return facts.some((f) => f.q === q);
}
function get<Q extends Fact['q']>(facts: readonly Fact[], q: Q): Extract<Fact, { q: Q }> | undefined {
  return facts.find((f) => f.q === q) as Extract<Fact, { q: Q }> | undefined;
}

/** "a nameless colorless 2/2 Creature with ward {2}": what it is, from the characteristics facts that held. */
function whatItIs(facts: readonly Fact[]): string | undefined {
  const traits: string[] = [];
  if (has(facts, 'no-name')) traits.push(words('note.trait.nameless'));
  const colors = get(facts, 'colors');
  if (colors) traits.push(colors.colors.length ? colors.colors.join(' ') : words('note.trait.colorless'));
  const pt = get(facts, 'pt');
  if (pt) traits.push(pt.pt);
  const types = facts.filter((f): f is Extract<Fact, { q: 'type' }> => f.q === 'type').map((f) => f.type);
  // Subtypes, then card types in type-line order ("Treefolk Artifact Creature").
  const ORDER = ['Kindred', 'Artifact', 'Enchantment', 'Battle', 'Land', 'Planeswalker', 'Creature', 'Instant', 'Sorcery'];
  const cardTypes = ORDER.filter((t) => types.includes(t));
  const sub = types.filter((t) => !ORDER.includes(t));
  if (types.length) traits.push([...sub, ...cardTypes].join(' '));
  const keyword = get(facts, 'keyword');
  if (keyword) traits.push(words('note.trait.keyword', { keyword: keyword.keyword }));
  else if (has(facts, 'no-abilities')) traits.push(words('note.trait.abilities-none'));
  return traits.length ? words('note.what', { traits: traits.join(' ') }) : undefined;
}

const methodsOf = (facts: readonly Fact[]) => facts.filter((f): f is Extract<Fact, { q: 'turn-up' }> => f.q === 'turn-up')
  .map((f) => (f.method === 'mana cost' ? words('note.method.mana cost') : words('note.method.keyword', { keyword: f.method })));

function turnUpClause(facts: readonly Fact[]): string | undefined {
  const methods = methodsOf(facts);
  if (methods.length) return words('note.can-turn-up', { methods: methods.join(' or ') });
  return has(facts, 'no-turn-up') ? words('note.cant-turn-up') : undefined;
}

/** The clauses about the face-down permanent right after the effect. */
function nowClauses(f: readonly Fact[]): string[] {
  const out: string[] = [];
  const zone = get(f, 'zone');
  const revealed = has(f, 'revealed');
  if (zone && zone.zone !== 'battlefield') {
    const where = ZONE_WORDS[zone.zone] ? words(ZONE_WORDS[zone.zone]!) : words('note.zone.other', { zone: zone.zone });
    out.push(words(revealed ? 'note.leaves.revealed' : 'note.leaves', { zone: where }));
    return out;
  }
  const face = get(f, 'face');
  const same = get(f, 'same');
  if (face && !face.faceDown) {
    if (same && !same.same) out.push(words(revealed ? 'note.new-object' : 'note.new-object.unrevealed'));
    else out.push(words(same?.same ? 'note.turned-up' : 'note.turned-up.plain'));
  } else if (face) {
    const what = whatItIs(f);
    out.push(what ? words(same?.same ? 'note.stays-down' : 'note.stays-down.plain', { what }) : words(same?.same ? 'note.stays-down.same' : 'note.stays-down.bare'));
  }
  const turn = turnUpClause(f);
  if (turn) out.push(turn);
  const controller = get(f, 'controller');
  if (controller) out.push(words(controller.player === 'you' ? 'note.controller.you' : 'note.controller.opponent'));
  const visible = get(f, 'visible');
  if (visible) out.push(words(visible.visible ? 'note.visible.true' : 'note.visible.false'));
  if (has(f, 'blocked')) out.push(words('note.blocked'));
  const triggered = get(f, 'triggered');
  if (triggered) out.push(words(triggered.triggered ? 'note.triggers' : 'note.no-triggers'));
  return out;
}

function copyClause(f: readonly Fact[]): string | undefined {
  if (!f.length) return undefined;
  const face = get(f, 'face');
  const what = whatItIs(f);
  const parts = face && !face.faceDown ? (what ? what.replace(/^a /, `a ${words('note.copy.face-up')} `) : words('note.copy.face-up')) : what ?? '';
  const methods = methodsOf(f);
  const turn = methods.length ? words('note.copy.turn-up', { methods: methods.join(' or ') }) : has(f, 'no-turn-up') ? words('note.copy.cant-turn-up') : undefined;
  return words('note.copy', { what: [parts, turn].filter(Boolean).join(', ') });
}

function countersClause(f: readonly Fact[]): string | undefined {
  if (!has(f, 'face')) return undefined;
  const counters = f.filter((x): x is Extract<Fact, { q: 'counters' }> => x.q === 'counters' && x.count > 0);
  const list = counters.length ? counters.map((c) => words('note.counters', { count: String(c.count), counter: c.counter })).join(' and ') : words('note.counters.none');
  return words('note.turned-up.counters', { counters: list });
}

/**
 * What one scenario's run says, in a sentence: only held facts, the inconclusive ones quoted apart (`rests`).
 * Undefined when nothing held (no note).
 */
export function outcomeWords(run: NoteRun): { what: string; rests: RestingText[] } | undefined {
  const rests: RestingText[] = [];
  const held = (pred: (r: FactResult) => boolean) => run.facts.filter((r) => pred(r) && r.status === 'held').map((r) => r.fact);
  for (const r of run.facts) if (r.status === 'inconclusive') for (const x of r.rests ?? []) if (!rests.some((y) => y.cardName === x.cardName && y.text === x.text)) rests.push(x);
  if (run.refused) return { what: words('note.refused'), rests: run.refusedRests ?? [] };
  const clauses = [
    ...nowClauses(held((r) => r.subject === 'fd' && r.phase === 'now')),
    copyClause(held((r) => r.subject === 'copy')),
  ];
  const later = turnUpClause(held((r) => r.subject === 'fd' && r.phase === 'later'));
  if (later && run.later) clauses.push(words(run.later === 'end-of-turn' ? 'note.later.end-of-turn' : 'note.later.source-leaves', { clause: later }));
  clauses.push(countersClause(held((r) => r.subject === 'fd' && r.phase === 'turned-up')));
  const said = clauses.filter((c): c is string => !!c);
  if (!said.length) return rests.length ? { what: words('note.inconclusive-only'), rests } : undefined;
  return { what: said.join('; '), rests };
}

/** The CR sections a note's facts rest on (each cited for what the fact says). */
export function crOf(run: NoteRun, family: string): string[] {
  const cr = new Set<string>();
  const held = run.facts.filter((r) => r.status !== 'failed');
  const q = (name: Fact['q'], pred: (f: Fact) => boolean = () => true) => held.some((r) => r.fact.q === name && pred(r.fact));
  if (run.refused) cr.add('115.1');
  if (q('zone', (f) => f.q === 'zone' && f.zone !== 'battlefield') || q('revealed')) { cr.add('708.9'); cr.add('400.7'); }
  if (q('same', (f) => f.q === 'same' && !f.same)) { cr.add('400.7'); cr.add('110.5b'); }
  if (q('same', (f) => f.q === 'same' && f.same) || q('face', (f) => f.q === 'face' && !f.faceDown)) cr.add('708.8');
  if (q('pt') || q('no-name')) { cr.add('708.2'); cr.add('613.1'); }
  if (q('no-turn-up')) { cr.add(family === 'disguise' ? '702.168d' : family === 'cloak' ? '701.58b' : family === 'manifest' || family === 'manifest dread' ? '701.40b' : '702.37e'); cr.add('708.8'); }
  if (q('turn-up')) cr.add('116.2b');
  if (q('triggered')) cr.add('603.2');
  if (held.some((r) => r.subject === 'copy')) { cr.add('707.2'); cr.add('708.2'); }
  if (q('blocked')) { cr.add('509.1'); cr.add('116.2b'); }
  if (q('visible')) cr.add('708.5');
  if (q('counters')) cr.add('704.5q');
  return [...cr];
}
