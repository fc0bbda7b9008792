// The engine emits no English (issue 23, part 2): server/src/rules/ reports typed reasons and outcomes — a catalog
// message id with its parameters (`msg(id, params)`, words in server/src/i18n/en/rules.ts) — and ide/, cli/ and the
// scenario's notes word them. This test reads every file of rules/ with the TypeScript parser and counts the string
// literals that reach an outcome's message: a `message:` property (a Reason, an expectation's result) or the first
// argument of `illegal(…)` / the scenario steps' `fail(…)` whose expression holds a string or template literal.
// The count reached 0 (it went down file by file, like a coverage floor, from 270): no file of rules/ words a reason
// in English, and a `Reason` has no English field at all (its `why` is a catalog message), so tsc refuses one too.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const RULES = path.join(__dirname, '..', '..', 'server', 'src', 'rules');


function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : f.endsWith('.ts') ? [p] : [];
  });
}

/** A catalog message `msg(id, params)`: its id and parameter values are data, not words. */
const isMsg = (n: ts.Node): boolean => ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'msg';

const hasLiteral = (n: ts.Node): boolean =>
  !isMsg(n) &&
  (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n) || (ts.forEachChild(n, (c) => (hasLiteral(c) ? true : undefined)) ?? false));

/** Where string literals reach an outcome's message in `text` (line numbers, 1-based). */
export function englishReasons(text: string, file = 'x.ts'): number[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: number[] = [];
  const at = (n: ts.Node) => found.push(sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1);
  const visit = (n: ts.Node): void => {
    if (ts.isPropertyAssignment(n) && n.name.getText(sf) === 'message' && hasLiteral(n.initializer)) at(n);
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && (n.expression.text === 'illegal' || n.expression.text === 'fail') && n.arguments[0] && hasLiteral(n.arguments[0])) at(n);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

describe('the engine emits no English (issue 23 part 2)', () => {
  it('no file of rules/ words a reason or an expectation in English (reasons go through the catalog)', () => {
    const english = files(RULES).flatMap((f) => {
      const lines = englishReasons(readFileSync(f, 'utf8'), f);
      return lines.length ? [`${path.relative(RULES, f).split(path.sep).join('/')}: lines ${lines.join(', ')}`] : [];
    });
    expect(english).toEqual([]);
  });

  it('a Reason carries a catalog message and no English text (state/game-state.ts)', () => {
    const text = readFileSync(path.join(RULES, 'state', 'game-state.ts'), 'utf8');
    const body = /export interface Reason \{([^}]*)\}/.exec(text)?.[1] ?? '';
    expect(body).toMatch(/\bwhy: Message;/);
    expect(body).not.toMatch(/\bmessage\??:/);
  });

  it('a reason in the catalog is not English in disguise: no rules/ file but state/reasons.ts names `rules.text`', () => {
    const disguised = files(RULES).filter((f) => !f.endsWith(path.join('state', 'reasons.ts')) && readFileSync(f, 'utf8').includes("'rules.text'"));
    expect(disguised.map((f) => path.relative(RULES, f))).toEqual([]);
  });

  it('the scan finds what it looks for', () => {
    expect(englishReasons("out.fail({ code: 'illegal-action', message: `${a} can't`, cr: [] });")).toEqual([1]);
    expect(englishReasons("return illegal('No player has priority', ['117.1']);")).toEqual([1]);
    expect(englishReasons("const r = { why: msg('rules.turn-up.cannot'), cr: ['116.2b'] };")).toEqual([]);
    expect(englishReasons("return illegal(msg('rules.timing.split-second', { spell, act: 'cast' }), ['702.61a']);")).toEqual([]);
    expect(englishReasons("reasons.push({ ...r, message: `Mana cost ${cost}: ${r.message}` });")).toEqual([1]);
  });
});
