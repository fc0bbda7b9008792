// Never crash: every regular expression of the TextMate grammar (and of language-configuration.json) is checked
// for catastrophic backtracking, statically for exponential ambiguity (ambiguity.ts) and by timing adversarial
// input (short lines first, then long ones: polynomial cost shows there) in this thread (cpu-clock.ts).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { OnigString } from 'vscode-oniguruma';
import { adversarialInputs } from './adversarial-inputs';
import { checkAmbiguity } from './ambiguity';
import { loadGrammarPatterns, loadLanguageConfigurationPatterns, type GrammarPattern } from './grammar-patterns';
import { onigToJs } from './onig-to-js';
import { loadCardScriptGrammar, loadOniguruma, textmate } from './oniguruma';
import { boundedCpuTime } from './cpu-clock';

// Generous bound for one search over a 50,000-character line: a linear pattern needs well under a millisecond
// here, a backtracking one needs seconds. (The house rule is "no timing in tests"; this suite is the exception
// the "Never crash" issue asks for, with a bound far from both, on this thread's CPU time — not wall time, not the
// other worker's work —, the fewest of up to three runs: cpu-clock.ts.)
const MAX_SEARCH_MS = 200;
// Whole-line tokenization, every pattern of a rule set at once, VS Code's default line limit of 20,000 characters.
const MAX_TOKENIZE_LINE_MS = 1000;
const TOKENIZED_LINE_LENGTH = 20_000;
const PATTERN_TEST_TIMEOUT_MS = 120_000;

const patterns = loadGrammarPatterns();
// The same source appears at several places (strings, names); check each source once, name all its places.
const bySource = new Map<string, GrammarPattern[]>();
for (const pattern of patterns) bySource.set(pattern.source, [...(bySource.get(pattern.source) ?? []), pattern]);
const uniquePatterns = [...bySource].map(([source, places]) => ({
  source,
  where: places.map((p) => p.path).join(', '),
}));


/** `unknown` (a pattern the check cannot read) fails too. */
function expectNotExponential(source: string, flags: string, where: string): void {
  const result = checkAmbiguity(source, flags);
  expect(result.status, `/${source}/${flags} (${where}): ${result.detail ?? ''}`).toBe('safe');
}

function expectFastJs(source: string, flags: string, where: string): void {
  const re = new RegExp(source, flags);
  for (const input of adversarialInputs(source)) {
    const { ms } = boundedCpuTime(MAX_SEARCH_MS, () => re.exec(input.text));
    expect(ms, `JavaScript /${source}/${flags} (${where}) on ${input.label}`).toBeLessThan(MAX_SEARCH_MS);
  }
}

describe('TextMate grammar regular expressions', () => {
  let onig: Awaited<ReturnType<typeof loadOniguruma>>;
  // Most inputs are the same for every pattern: convert each to an OnigString (UTF-8) once.
  const onigStrings = new Map<string, OnigString>();
  const onigString = (text: string): OnigString => {
    let found = onigStrings.get(text);
    if (found === undefined) {
      found = new onig.OnigString(text);
      onigStrings.set(text, found);
    }
    return found;
  };
  beforeAll(async () => {
    onig = await loadOniguruma();
  });
  afterAll(() => {
    for (const text of onigStrings.values()) text.dispose();
  });

  it('finds the match/begin/end patterns of every rule', () => {
    expect(patterns.length).toBeGreaterThan(100);
    for (const key of ['match', 'begin', 'end'] as const) expect(patterns.some((p) => p.key === key)).toBe(true);
  });

  it.each(uniquePatterns)(
    'is linear: /$source/ ($where)',
    async ({ source, where }) => {
      // 1. Static analysis (exponential ambiguity) of the pattern as a JavaScript RegExp. It comes first because a backtracking
      //    pattern would not fail the timing checks below quickly: it would hang them.
      const converted = onigToJs(source);
      expect(converted, `convert /${source}/ (${where}) to JavaScript`).toMatchObject({ ok: true });
      if (!converted.ok) return;
      expectNotExponential(converted.source, converted.flags, where);

      // 2. Oniguruma, as VS Code runs it: the pattern compiles, and no search from the start of an adversarial
      //    line (a search tries every start position, as the tokenizer does) exceeds the bound. Short inputs
      //    first, so a polynomial pattern fails in seconds rather than minutes.
      const scanner = new onig.OnigScanner([source]);
      try {
        for (const length of [64, 50_000]) {
          for (const input of adversarialInputs(source, length)) {
            const text = onigString(input.text);
            const { ms } = boundedCpuTime(MAX_SEARCH_MS, () => scanner.findNextMatchSync(text, 0));
            expect(ms, `Oniguruma /${source}/ (${where}) on ${input.label}`).toBeLessThan(MAX_SEARCH_MS);
          }
        }
      } finally {
        scanner.dispose();
      }

      // 3. The same inputs through V8's engine, with the converted pattern.
      expectFastJs(converted.source, converted.flags, where);
    },
    PATTERN_TEST_TIMEOUT_MS,
  );

  describe('whole lines through vscode-textmate', () => {
    // Each context is the rule stack after a prefix; each line is long and adversarial for that context.
    const contexts: Array<[string, string]> = [
      ['top level', ''],
      ['set line', ''],
      ['card', 'card "X"\n'],
      ['rules text', 'card "X"\n  text\n'],
      ['reminder text', 'card "X"\n  text\n'],
      ['scenario', 'scenario "S"\n'],
    ];
    const n = TOKENIZED_LINE_LENGTH;
    const lines: Array<[string, string]> = [
      ['mana symbols', '{2}{U}'.repeat(n / 6)],
      ['unclosed braces', '{'.repeat(n)],
      ['unclosed quote', '"' + '\\"'.repeat(n / 2)],
      ['nested parentheses', '('.repeat(n / 2) + ')'.repeat(n / 2)],
      ['keyword words', 'face down manifest dread '.repeat(n / 25)],
      ['ability word then spaces', 'Abc' + ' '.repeat(n)],
      ['numbers', '+1/+1 '.repeat(n / 6)],
      ['type line', 'type Creature — ' + 'Elf '.repeat(n / 4)],
      ['cost line', 'cost ' + '{'.repeat(n)],
      ['pt line', 'pt ' + '1+'.repeat(n / 2)],
      ['set line', 'set "' + 'a'.repeat(n)],
      ['card line', 'card “' + 'a'.repeat(n)],
      ['scenario step', 'you cast ' + '"X" targeting '.repeat(n / 14)],
      ['comments', '#'.repeat(n)],
      ['nested curly quotes', '“'.repeat(n)],
      ['quotes in reminders in quotes', '(“"'.repeat(n / 3)],
    ];
    let grammar: textmate.IGrammar;
    beforeAll(async () => {
      grammar = await loadCardScriptGrammar();
    });

    const cases = contexts.flatMap(([context, prefix]) =>
      lines.map(([label, line]) => ({ context, label, prefix, line: context === 'reminder text' ? `(${line}` : line })),
    );
    it.each(cases)('tokenizes $label in $context within the bound', ({ context, label, prefix, line }) => {
      let stack = textmate.INITIAL;
      for (const prefixLine of prefix.split('\n').filter((l) => l !== '')) stack = grammar.tokenizeLine(prefixLine, stack).ruleStack;
      const { result, ms } = boundedCpuTime(MAX_TOKENIZE_LINE_MS, () => grammar.tokenizeLine(line, stack));
      expect(result.stoppedEarly, `${label} in ${context}`).toBe(false);
      expect(result.tokens.length).toBeGreaterThan(0);
      expect(ms, `${label} in ${context}`).toBeLessThan(MAX_TOKENIZE_LINE_MS);
    });
  });
});

describe('language-configuration.json regular expressions (run by VS Code as JavaScript)', () => {
  it.each(loadLanguageConfigurationPatterns())(
    'is linear: $path',
    async ({ path, source }) => {
      expectNotExponential(source, '', path);
      expectFastJs(source, '', path);
    },
    PATTERN_TEST_TIMEOUT_MS,
  );
});
