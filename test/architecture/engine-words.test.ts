// The engine emits no English (issue 23, part 2): server/src/rules/ reports typed reasons and outcomes — a catalog
// message id with its parameters (`msg(id, params)`, words in server/src/i18n/en/rules.ts) — and ide/, cli/ and the
// scenario's notes word them. This test reads every file of rules/ with the TypeScript parser and counts the string
// literals that reach an outcome's message: a `message:` property (a Reason, an expectation's result) or the first
// argument of `illegal(…)` / the scenario steps' `fail(…)` whose expression holds a string or template literal.
// Reasons not yet moved to the catalog are listed below by file: a file may not gain one (a new English sentence
// fails), and a file that lost some must lower its count (the list only goes down, like a coverage floor).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const RULES = path.join(__dirname, '..', '..', 'server', 'src', 'rules');

/** English still reaching a reason or an expectation's message, per file of rules/ (goes down only). */
const ENGLISH_LEFT: Record<string, number> = {
  'actions/choose.ts': 6,
  'actions/copy.ts': 3,
  'actions/costs.ts': 1,
  'actions/counter.ts': 1,
  'actions/damage.ts': 4,
  'actions/mana-actions.ts': 5,
  'actions/mana-payment.ts': 5,
  'actions/manifest.ts': 5,
  'actions/nonmana-costs.ts': 10,
  'actions/remove-from-combat.ts': 1,
  'actions/statuses.ts': 8,
  'actions/tokens.ts': 1,
  'actions/turn-face-down.ts': 4,
  'actions/zones.ts': 17,
  'effects/apply-effects.ts': 4,
  'effects/delayed-trigger-effects.ts': 2,
  'effects/effect-context.ts': 10,
  'effects/face-down-effects.ts': 1,
  'effects/layered-effects.ts': 1,
  'effects/mana-effects.ts': 3,
  'effects/permission-effects.ts': 1,
  'effects/prevention-effects.ts': 1,
  'effects/status-effects.ts': 2,
  'effects/token-effects.ts': 1,
  'effects/turn-effects.ts': 1,
  'effects/zone-effects.ts': 8,
  'engine/engine-core.ts': 2,
  'engine/face-actions.ts': 1,
  'engine/zone-actions.ts': 5,
  'game/activation.ts': 6,
  'game/cleanup.ts': 3,
  'game/combat-damage.ts': 8,
  'game/combat.ts': 1,
  'game/setup.ts': 3,
  'game/stack.ts': 9,
  'game/turn.ts': 6,
  'queries/activation-restrictions.ts': 1,
  'queries/casting-cost.ts': 7,
  'queries/choices.ts': 5,
  'queries/division.ts': 6,
  'queries/mana-abilities.ts': 2,
  'queries/views.ts': 5,
  'state/mana-pool.ts': 1,
  'state/objects.ts': 4,
  'state/require-object.ts': 2,
  'triggers/fire-trigger.ts': 1,
  'triggers/put-on-stack.ts': 4,
  'triggers/trigger-choices.ts': 11,
  'triggers/ward.ts': 1,
  'triggers/zone-triggers.ts': 1,
};

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
  const counts = new Map<string, number[]>();
  for (const f of files(RULES)) {
    const rel = path.relative(RULES, f).split(path.sep).join('/');
    const lines = englishReasons(readFileSync(f, 'utf8'), f);
    if (lines.length || rel in ENGLISH_LEFT) counts.set(rel, lines);
  }

  it('no file of rules/ words more reasons in English than it did (new reasons go through the catalog)', () => {
    const grew = [...counts].filter(([f, lines]) => lines.length > (ENGLISH_LEFT[f] ?? 0)).map(([f, lines]) => `${f}: ${lines.length} (allowed ${ENGLISH_LEFT[f] ?? 0}; lines ${lines.join(', ')})`);
    expect(grew).toEqual([]);
  });

  it('the list of English left only goes down: a file that moved reasons to the catalog lowers its count', () => {
    const fell = Object.entries(ENGLISH_LEFT).filter(([f, n]) => (counts.get(f)?.length ?? 0) < n).map(([f, n]) => `${f}: ${counts.get(f)?.length ?? 0} (listed ${n})`);
    expect(fell).toEqual([]);
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
