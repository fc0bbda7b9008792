// Never crash: every regular expression of the code (grammar/src, server/src) is checked for catastrophic
// backtracking, statically for exponential ambiguity (ambiguity.ts) and by running it on adversarial input (long
// runs of the characters and words of the pattern, 2,000 then 50,000 characters: polynomial cost shows there)
// with a bound on the CPU time it takes in this thread (cpu-clock.ts: the fewest of up to three runs). Regex literals are
// found and evaluated by scanning the sources; dynamic ones (`new RegExp(…)`) are listed below, each with the
// instances it builds, and a new dynamic site fails the test until it is listed.

import { describe, expect, it } from 'vitest';
import { adversarialInputs } from './adversarial-inputs';
import { checkAmbiguity } from './ambiguity';
import { LASTING_UNTILS } from '../../server/src/model/abilities/effects';
import { COMPILED } from '../../server/src/model/abilities/facts';
import { statedGraveyard } from '../../server/src/model/abilities/functioning-zone';
import { SHAPE_PATTERNS } from '../../server/src/rules/scenario/sentence-shapes';
import { scanCode, tokenPatterns, type CodeRegex } from './code-regexes';
import { boundedCpuTime } from './cpu-clock';

// Generous bound for one regex over a 50,000-character input (all matches, for a global one): a linear pattern
// needs about a millisecond, a backtracking one seconds. (The house rule is "no timing in tests"; this suite is
// the exception the "Never crash" issue asks for, with a bound far from both.)
const MAX_MS = 250;
// A short input first: a pattern of cubic or worse cost fails there in well under a second instead of hanging on
// the long one.
const INPUT_LENGTHS = [2_000, 50_000];

const { literals, dynamic } = scanCode();

// ---- dynamic regexes: where the test gets their instances ----------------------------------------------------


// Card names that make the name regexes as long and as repetitive as they get (names are 2–200 characters).
const NAMES = ['Ab', 'Cloudstep Kite', 'a'.repeat(200), 'a '.repeat(100).trim(), "Orvane, Veiled Regent", 'X.*+?^${}()|[]\\', 'Æther-Gob’s'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const DYNAMIC: Array<{ file: string; argument: string; instances: () => RegExp[]; why: string }> = [
  { file: 'grammar/src/tokens.ts', argument: '[${LETTER}][${LETTER}0-9_', instances: tokenPatterns, why: 'Identifier token: taken from the lexer definition' },
  { file: 'grammar/src/tokens.ts', argument: '${word}(?![${LETTER}', instances: tokenPatterns, why: 'keyword tokens: taken from the lexer definition' },
  { file: 'grammar/src/tokens.ts', argument: '${w}(?![${LETTER}', instances: tokenPatterns, why: 'keywords that end a rules block: taken from the lexer definition' },
  { file: 'grammar/src/field-scan.ts', argument: 'PowerToughness.PATTERN', instances: tokenPatterns, why: 'the PowerToughness token\'s own pattern, made sticky: taken from the lexer definition' },
  {
    file: 'server/src/model/abilities/effects.ts',
    argument: '`^${lead}`',
    instances: () => LASTING_UNTILS.map((u) => u.first),
    why: '"for as long as …" durations written first',
  },
  {
    file: 'server/src/model/abilities/effects.ts',
    argument: '`^${lead}| for as long as ${c}$`',
    instances: () => LASTING_UNTILS.map((u) => u.anywhere),
    why: '"for as long as …" durations written first or last',
  },
  { file: 'server/src/model/abilities/effects.ts', argument: 'either.source', instances: () => LASTING_UNTILS.map((u) => u.strip), why: 'the same, global (to strip)' },
  { file: 'server/src/model/abilities/facts.ts', argument: '`^${body}$`', instances: () => COMPILED.map((c) => c.re), why: 'condition facts, one regex per form' },
  {
    file: 'server/src/ide/navigation.ts',
    argument: "(?<![\\\\p{L}\\\\p{N}'’-])${name.replace",
    // Built per card name inside selfMentions(); not exported, so rebuilt here the same way.
    instances: () => NAMES.map((n) => new RegExp(`(?<![\\p{L}\\p{N}'’-])${escape(n)}(?![\\p{L}\\p{N}’-]|'(?!s\\b))`, 'gu')),
    why: 'occurrences of a card name for navigation',
  },
  { file: 'server/src/rules/scenario/sentence-shapes.ts', argument: 'String.raw`^${LEAD}${SUBJECT}', instances: () => [...SHAPE_PATTERNS], why: 'shapes of sentences not read: a prohibition, "can\'t be regenerated" (issue 23)' },
  { file: 'server/src/model/abilities/functioning-zone.ts', argument: '`^(?:as long as|while) ${self}', instances: () => NAMES.map(statedGraveyard), why: 'an ability stating it works in the graveyard (CR 113.6b), per card name' },
];

// ---- running a regex the way the code does -----------------------------------------------------------------

/** One use over the whole input: every match for a global regex (replace/matchAll), else one search. */
function use(re: RegExp, input: string): void {
  re.lastIndex = 0;
  if (re.global) {
    for (const m of input.matchAll(re)) void m;
  } else {
    re.exec(input);
  }
  re.lastIndex = 0;
}

const inputCache = new Map<string, string>();
function inputsFor(source: string, length = INPUT_LENGTHS[INPUT_LENGTHS.length - 1]!): { label: string; text: string }[] {
  return adversarialInputs(source, length).map(({ label, text }) => {
    const key = `${length}:${label}`;
    let cached = inputCache.get(key);
    if (cached === undefined) inputCache.set(key, (cached = text));
    return { label, text: cached };
  });
}

/** Token patterns: the lexer tries them only where a token starts (sticky), never as a search over the line. */
const TOKEN_REGEXES = new Set(tokenPatterns().map((p) => `/${p.source}/${p.flags}`));

function expectFast(re: RegExp, where: string): void {
  const asUsed = TOKEN_REGEXES.has(`/${re.source}/${re.flags}`) ? new RegExp(re.source, `${re.flags}y`) : re;
  for (const length of INPUT_LENGTHS) {
    for (const input of inputsFor(re.source, length)) {
      const { ms } = boundedCpuTime(MAX_MS, () => use(asUsed, input.text));
      expect(ms, `/${re.source}/${re.flags} (${where}) on ${input.label}, ${length} characters`).toBeLessThan(MAX_MS);
    }
  }
}

// Patterns the static check cannot clear (a bounded repetition it treats as unbounded, say), each with the reason it
// is linear as the code uses it; each still goes through the timing test above. None at present.
const AMBIGUITY_EXEMPT = new Map<string, string>([]);

function expectNotExponential(source: string, flags: string, where: string): void {
  if (AMBIGUITY_EXEMPT.has(`/${source}/${flags}`)) return;
  const result = checkAmbiguity(source, flags);
  expect(result.status, `/${source}/${flags} (${where}): ${result.detail ?? ''}`).toBe('safe');
}

// ---- the tests ----------------------------------------------------------------------------------------------

function unique(list: CodeRegex[]): CodeRegex[] {
  const byKey = new Map<string, CodeRegex>();
  for (const r of list) {
    const key = `/${r.source}/${r.flags}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, where: `${seen.where}, ${r.where}` } : r);
  }
  return [...byKey.values()];
}

const literalRegexes = unique(literals);
const dynamicRegexes = unique(DYNAMIC.flatMap((d) => d.instances().map((re) => ({ where: `${d.file} (${d.why})`, source: re.source, flags: re.flags }))));
const all = unique([...literalRegexes, ...dynamicRegexes]);

describe('regular expressions in the code', () => {
  it('finds the regex literals of grammar/src and server/src', () => {
    expect(literals.length).toBeGreaterThan(100);
  });

  it('knows every dynamic regex (new RegExp) site: list a new one in DYNAMIC with its instances', () => {
    const unknown = dynamic.filter((site) => !DYNAMIC.some((d) => d.file === site.file && site.argument.includes(d.argument)));
    expect(unknown.map((s) => `${s.file}:${s.line}: new RegExp(${s.argument})`)).toEqual([]);
    for (const d of DYNAMIC) {
      expect(dynamic.some((site) => site.file === d.file && site.argument.includes(d.argument)), `DYNAMIC entry for ${d.file} still in the code`).toBe(true);
      expect(d.instances().length).toBeGreaterThan(0);
    }
  });

  it.each(all)('is linear on adversarial input: /$source/$flags ($where)', ({ source, flags, where }) => {
    expectFast(new RegExp(source, flags), where);
  });

  it.each(all)('has no exponential ambiguity: /$source/$flags ($where)', ({ source, flags, where }) => {
    expectNotExponential(source, flags, where);
  });

  it('every ambiguity exemption names a regex still in the code', () => {
    const present = new Set(all.map((r) => `/${r.source}/${r.flags}`));
    expect([...AMBIGUITY_EXEMPT.keys()].filter((k) => !present.has(k))).toEqual([]);
  });
});

// The lexer as a whole (every token pattern at every offset of an adversarial input) is test/fuzz/lexer-adversarial.test.ts:
// hundreds of 50,000-character inputs, sampled under `npm test`, all of them under `npm run fuzz` at CI's scale.
