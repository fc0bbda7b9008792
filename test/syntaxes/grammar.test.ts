// Runs the TextMate grammar tests (test/syntaxes/*.test.cards, vscode-tmgrammar-test assertions) under vitest,
// and checks the grammar file itself: scope name, package.json contribution, includes that resolve.
import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE_DIR = join(ROOT, 'test', 'syntaxes');
const GRAMMAR_PATH = join(ROOT, 'syntaxes', 'cardscript.tmLanguage.json');
const CLI = createRequire(import.meta.url).resolve('vscode-tmgrammar-test/dist/unit.js');
// The CLI normally takes about a second. Bounded so that a stuck run (a malformed assertion line makes the CLI's
// own assertion parser backtrack for minutes) fails instead of hanging the suite.
const CLI_TIMEOUT_MS = 60_000;

const fixtures = readdirSync(FIXTURE_DIR)
  .filter((name) => name.endsWith('.test.cards'))
  .sort();

/** Runs vscode-tmgrammar-test from the repository root: it finds the grammar through package.json. */
function runTmGrammarTest(files: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [CLI, '--compact', ...files], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: CLI_TIMEOUT_MS,
  });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}` };
}

describe('TextMate grammar tests (vscode-tmgrammar-test)', () => {
  it('has fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(3);
  });

  it.each(fixtures)(
    '%s passes',
    (fixture) => {
      const { status, output } = runTmGrammarTest([join('test', 'syntaxes', fixture)]);
      expect(output).not.toContain('✖');
      expect(status, output).toBe(0);
      expect(output).toContain(fixture);
    },
    CLI_TIMEOUT_MS + 5_000,
  );

  describe('the harness', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardscript-tmgrammar-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it(
      'fails on a wrong assertion',
      () => {
        const wrong = join(dir, 'wrong.test.cards');
        writeFileSync(
          wrong,
          ['# SYNTAX TEST "source.cardscript" "deliberately wrong"', 'card "X"', '# <---- comment.line.number-sign.cardscript', ''].join('\n'),
        );
        const { status, output } = runTmGrammarTest([wrong]);
        expect(status).not.toBe(0);
        expect(output).toContain('comment.line.number-sign.cardscript');
      },
      CLI_TIMEOUT_MS + 5_000,
    );
  });
});

describe('grammar file', () => {
  const grammar = JSON.parse(readFileSync(GRAMMAR_PATH, 'utf8')) as {
    scopeName: string;
    patterns: unknown[];
    repository: Record<string, unknown>;
  };
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    contributes: { grammars: Array<{ language: string; scopeName: string; path: string }> };
  };

  it('is the grammar package.json contributes for cardscript', () => {
    expect(grammar.scopeName).toBe('source.cardscript');
    expect(manifest.contributes.grammars).toContainEqual({
      language: 'cardscript',
      scopeName: 'source.cardscript',
      path: './syntaxes/cardscript.tmLanguage.json',
    });
  });

  it('has every #include in its repository, and every repository rule used', () => {
    const includes = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node !== null && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'include' && typeof value === 'string') includes.add(value);
          else walk(value);
        }
      }
    };
    walk(grammar);
    const local = [...includes].filter((name) => name.startsWith('#')).map((name) => name.slice(1));
    expect([...includes].filter((name) => !name.startsWith('#'))).toEqual([]);
    expect(local.filter((name) => !(name in grammar.repository))).toEqual([]);
    expect(Object.keys(grammar.repository).filter((name) => !local.includes(name))).toEqual([]);
  });

  it('names every scope with the .cardscript suffix', () => {
    const names: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node !== null && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if ((key === 'name' || key === 'contentName') && typeof value === 'string') names.push(value);
          else walk(value);
        }
      }
    };
    walk({ patterns: grammar.patterns, repository: grammar.repository });
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((name) => !name.endsWith('.cardscript'))).toEqual([]);
  });
});
