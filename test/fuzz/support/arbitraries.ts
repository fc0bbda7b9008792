// fast-check generators of card files: token soup built from the language's vocabulary, random files made of
// seed lines and soup, and seed files changed by a few mutations (line and character edits, odd characters,
// line-break styles). Every mutation is data (kind + numbers), so failures shrink to small, readable cases.

import fc from 'fast-check';
import type { SeedFile, SeedPools } from './seeds';

const SECTION_WORDS = ['set', 'card', 'back', 'scenario', 'cost', 'type', 'pt', 'loyalty', 'defense', 'color', 'rarity', 'flavor', 'text'];
const SCENARIO_WORDS = [
  'code', 'templating', 'setup', 'you', 'opponent', 'has', 'have', 'in', 'on', 'top', 'of', 'library', 'hand', 'graveyard', 'exile',
  'battlefield', 'stack', 'command', 'face', 'down', 'up', 'via', 'tapped', 'untapped', 'as', 'cast', 'using', 'targeting', 'copying',
  'resolve', 'all', 'counters', 'counter', 'activate', 'abilities', 'ability', 'apply', 'manifest', 'dread', 'choosing', 'cloak',
  'turned', 'turn', 'bounce', 'destroy', 'sacrifice', 'return', 'to', 'put', 'untap', 'tap', 'transform', 'gains', 'control', 'end',
  'game', 'expect', 'illegal', 'is', 'named', 'no', 'name', 'colorless', 'mana', 'value', 'lacks', 'an', 'a', 'not', 'be', 'for',
  'triggered', 'trigger', 'revealed', 'hidden', 'from', 'visible', 'megamorph', 'morph', 'disguise', 'effect', 'and', 'attached',
  'unattached', 'before', 'was', 'shares', 'share', 'with', "can't", 'can’t', 'can', "didn't", "doesn't", 'modern', 'legacy',
];
const OTHER_FRAGMENTS = [
  '{2}', '{U}', '{X}', '{W/U}', '{2/B}', '{G/P}', '{T}', '{Q}', '{E}', '{', '}', '{}', '{{', '}}', '{1', '{ }',
  '"Cloudstep Kite"', '"', '"a\\"', '\\', '“Veiled”', '“', '”', '"unclosed',
  '2/2', '*/*', '1+*/3', '-1/-1', '+1/+1', '0/0', 'X/X', '−1/−1', '2/', '/2',
  '0', '1', '3', '99999999999999999999', '—', '–', '--', '-', ',', ':', '@kite', '@', '@_x-1',
  '#', '# note', '(', ')', '(Reminder text.)', '.', '~', '•', '+1:', '−2:', 'I, II —', 'Creature', 'Elf', 'Flying', 'Morph',
  'Creature — Merfolk Wizard', 'This creature enters with X +1/+1 counters on it.', 'When this creature is turned face up,',
  'common', 'uncommon', 'rare', 'mythic', 'white', 'blue', 'purple',
  '\t', '\u00A0', '\uFEFF', '\u2028', '\u2029', '\u0000', '\u0001', '\u200B', '\u3000', '\uD800', '\uDFFF', '😀', 'é', 'ǅ', 'ß', 'İ',
  '\r', '\n', '\r\n',
];
export const FRAGMENTS = [...SECTION_WORDS, ...SCENARIO_WORDS, ...OTHER_FRAGMENTS];

const INDENTS = ['', ' ', '  ', '    ', '\t', '      ', '\u00A0 '];
const EOLS = ['\n', '\r\n', '\r'];

/** One line of vocabulary fragments (and, sometimes, pool names). */
export function soupLine(pools: SeedPools): fc.Arbitrary<string> {
  const fragment = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...FRAGMENTS) },
    { weight: 1, arbitrary: pools.names.length ? fc.constantFrom(...pools.names) : fc.constant('"X"') },
    { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
  );
  return fc
    .tuple(fc.constantFrom(...INDENTS), fc.array(fc.tuple(fragment, fc.constantFrom(' ', ' ', '', '  ', '\t')), { maxLength: 8 }))
    .map(([indent, parts]) => indent + parts.map(([f, sep]) => f + sep).join(''));
}

/** A line from the pools (any line, a rules line, a step) or soup, or blank, or a comment. */
export function anyLine(pools: SeedPools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...pools.lines) },
    { weight: 1, arbitrary: pools.steps.length ? fc.constantFrom(...pools.steps) : fc.constant('  resolve') },
    { weight: 1, arbitrary: pools.rules.length ? fc.constantFrom(...pools.rules) : fc.constant('    Flying') },
    { weight: 3, arbitrary: soupLine(pools) },
    { weight: 1, arbitrary: fc.constantFrom('', '   ', '# comment', '  # indented comment') },
  );
}

/** A file of random lines joined by one line-break style (or a mix), maybe with a BOM, maybe without a final newline. */
export function randomFile(pools: SeedPools, maxLines = 16): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(anyLine(pools), { minLength: 0, maxLength: maxLines }),
      fc.constantFrom('\n', '\n', '\r\n', '\r', 'mixed'),
      fc.boolean(),
      fc.integer({ min: 0, max: 9 }),
    )
    .map(([lines, eol, finalEol, bom]) => {
      const sep = (i: number) => (eol === 'mixed' ? EOLS[i % 3]! : eol);
      const body = lines.map((l, i) => l + (i < lines.length - 1 || finalEol ? sep(i) : '')).join('');
      return (bom === 0 ? '\uFEFF' : '') + body;
    });
}

export type MutationKind =
  | 'delete-lines' | 'duplicate-line' | 'swap-lines' | 'insert-line' | 'reindent' | 'insert-fragment' | 'delete-chars'
  | 'replace-char' | 'truncate' | 'join-lines' | 'split-line' | 'eol-style' | 'swap-words';

export interface Mutation {
  kind: MutationKind;
  a: number;
  b: number;
  text: string;
}

const MUTATION_KINDS: MutationKind[] = [
  'delete-lines', 'duplicate-line', 'swap-lines', 'insert-line', 'reindent', 'insert-fragment', 'delete-chars',
  'replace-char', 'truncate', 'join-lines', 'split-line', 'eol-style', 'swap-words',
];

export function mutation(pools: SeedPools): fc.Arbitrary<Mutation> {
  return fc.record({
    kind: fc.constantFrom(...MUTATION_KINDS),
    a: fc.nat(),
    b: fc.nat(),
    text: fc.oneof(anyLine(pools), fc.constantFrom(...FRAGMENTS), fc.constantFrom(...INDENTS)),
  });
}

/** Splits into lines, each keeping its own line break (the last may have none). */
function splitKeep(text: string): string[] {
  return text.match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
}

export function applyMutation(text: string, m: Mutation): string {
  const lines = splitKeep(text);
  const n = lines.length;
  const li = n ? m.a % n : 0;
  const at = text.length ? m.a % (text.length + 1) : 0;
  switch (m.kind) {
    case 'delete-lines':
      if (!n) return text;
      lines.splice(li, 1 + (m.b % 3));
      return lines.join('');
    case 'duplicate-line':
      if (!n) return text;
      lines.splice(li, 0, lines[li]!.replace(/[^\r\n]$/, '$&\n'));
      return lines.join('');
    case 'swap-lines': {
      if (n < 2) return text;
      const lj = m.b % n;
      const eolOf = (s: string) => /(\r\n|\r|\n)$/.exec(s)?.[0] ?? '';
      const bodyOf = (s: string) => s.slice(0, s.length - eolOf(s).length);
      const [x, y] = [lines[li]!, lines[lj]!];
      lines[li] = bodyOf(y) + eolOf(x);
      lines[lj] = bodyOf(x) + eolOf(y);
      return lines.join('');
    }
    case 'insert-line':
      lines.splice(n ? m.a % (n + 1) : 0, 0, m.text.replace(/[\r\n]+/g, ' ') + '\n');
      return lines.join('');
    case 'reindent':
      if (!n) return text;
      lines[li] = INDENTS[m.b % INDENTS.length]! + lines[li]!.replace(/^[ \t\u00A0]+/, '');
      return lines.join('');
    case 'insert-fragment':
      return text.slice(0, at) + m.text + text.slice(at);
    case 'delete-chars':
      return text.slice(0, at) + text.slice(at + 1 + (m.b % 12));
    case 'replace-char': {
      const odd = OTHER_FRAGMENTS[m.b % OTHER_FRAGMENTS.length]!;
      return text.slice(0, at) + odd + text.slice(at + 1);
    }
    case 'truncate':
      return text.slice(0, at);
    case 'join-lines': {
      if (n < 2) return text;
      lines[li] = lines[li]!.replace(/(\r\n|\r|\n)$/, m.b % 2 ? ' ' : '');
      return lines.join('');
    }
    case 'split-line': {
      if (!n) return text;
      const line = lines[li]!;
      const cut = line.length ? m.b % line.length : 0;
      lines[li] = line.slice(0, cut) + EOLS[m.b % 3]! + INDENTS[m.a % INDENTS.length]! + line.slice(cut);
      return lines.join('');
    }
    case 'eol-style': {
      const eol = EOLS[m.b % 3]!;
      return m.a % 2 ? text.replace(/\r\n|\r|\n/g, eol) : lines.map((l, i) => (i === li ? l.replace(/(\r\n|\r|\n)$/, eol) : l)).join('');
    }
    case 'swap-words': {
      // Replace one word-like run with a vocabulary fragment (a keyword where a name was, a name where a zone was…).
      const words = [...text.matchAll(/[A-Za-z'’@{}\d/+*-]+|"[^"\r\n]*"/g)];
      if (!words.length) return text;
      const w = words[m.a % words.length]!;
      const frag = FRAGMENTS[m.b % FRAGMENTS.length]!;
      return text.slice(0, w.index) + frag + text.slice(w.index! + w[0].length);
    }
  }
}

/** A window of at most `maxLines` lines of a seed file (small cases stay cheap). */
function windowOf(text: string, start: number, maxLines: number): string {
  if (maxLines <= 0) return text;
  const lines = splitKeep(text);
  if (lines.length <= maxLines) return text;
  const s = start % (lines.length - maxLines + 1);
  return lines.slice(s, s + maxLines).join('');
}

/** A seed file (or a window of it), changed by 1–`maxMutations` mutations. `maxLines` 0 keeps the whole file. */
export function mutatedFile(pools: SeedPools, opts: { maxLines?: number; maxMutations?: number; files?: SeedFile[] } = {}): fc.Arbitrary<string> {
  const files = opts.files ?? pools.files;
  return fc
    .tuple(fc.nat({ max: files.length - 1 }), fc.nat(), fc.array(mutation(pools), { minLength: 1, maxLength: opts.maxMutations ?? 4 }))
    .map(([fi, start, ms]) => ms.reduce(applyMutation, windowOf(files[fi]!.text, start, opts.maxLines ?? 0)));
}

/** Random or mutated, mostly mutated. */
export function cardText(pools: SeedPools, maxLines: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: mutatedFile(pools, { maxLines }) },
    { weight: 1, arbitrary: randomFile(pools, maxLines) },
  );
}
