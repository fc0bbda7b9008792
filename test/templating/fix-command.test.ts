// `check --fix` / `--fix-dry-run` building blocks: applyFixesToFiles (in memory), the unified diff printer and
// the fix-all engine (non-overlapping edits, fixed point).

import { describe, expect, it } from 'vitest';
import { applyEdits, editsConflict, fixAll, selectFixAll } from '../../server/src/checks/fix-all';
import { applyFixesToFiles, formatDiff, printFixResults } from '../../server/src/cli/fix-command';
import type { CliIO } from '../../server/src/cli/io';
import { makeDiagnostic } from '../../server/src/diagnostics/diagnostic';
import { diagnose } from './support';

const MESSY = `set "Fix" templating modern

card "Muddled Sage"
  cost {U}{W}{1}
  type creature — Human Wizard
  pt 1/1
  text
    When Muddled Sage enters the battlefield, draw 2 cards.
    Flying Vigilance
`;

const CLEAN = `set "Fix" templating modern

card "Clean Sage"
  cost {1}{W}{U}
  type Creature — Human Wizard
  pt 1/1
  text
    Flying
`;

function memoryFiles(files: Record<string, string>) {
  const written: Record<string, string> = {};
  return {
    written,
    readFile: (f: string) => files[f]!,
    writeFile: (f: string, t: string) => { written[f] = t; },
  };
}

function captureIO(): CliIO & { text: () => string } {
  let buf = '';
  return { out: (t) => { buf += t; }, err: (t) => { buf += t; }, cwd: '/sets', exitCode: 0, text: () => buf };
}

describe('applyFixesToFiles', () => {
  it('fixes every preferred fix to a fixed point and writes only changed files', () => {
    const mem = memoryFiles({ '/sets/a.cards': MESSY, '/sets/b.cards': CLEAN });
    const results = applyFixesToFiles(['/sets/a.cards', '/sets/b.cards'], { write: true, ...mem });
    expect(Object.keys(mem.written)).toEqual(['/sets/a.cards']);
    const fixed = mem.written['/sets/a.cards']!;
    expect(fixed).toContain('cost {1}{W}{U}');
    expect(fixed).toContain('type Creature — Human Wizard');
    expect(fixed).toContain('When this creature enters, draw two cards.');
    expect(fixed).toContain('Flying, vigilance');
    expect(results[0]!.applied).toBeGreaterThanOrEqual(6);
    expect(results[1]!.applied).toBe(0);
    // Nothing fixable is left.
    expect(diagnose(fixed).filter((d) => d.fixes?.some((f) => f.preferred))).toEqual([]);
  });

  it('a dry run writes nothing and reports the same result', () => {
    const mem = memoryFiles({ '/sets/a.cards': MESSY });
    const results = applyFixesToFiles(['/sets/a.cards'], { write: false, ...mem });
    expect(mem.written).toEqual({});
    expect(results[0]!.after).not.toBe(MESSY);
  });

  it('is idempotent: fixing the fixed text changes nothing', () => {
    const first = applyFixesToFiles(['/x.cards'], { write: false, ...memoryFiles({ '/x.cards': MESSY }) })[0]!.after;
    const second = applyFixesToFiles(['/x.cards'], { write: false, ...memoryFiles({ '/x.cards': first }) })[0]!;
    expect(second.after).toBe(first);
    expect(second.applied).toBe(0);
  });
});

describe('printFixResults and formatDiff', () => {
  it('prints a unified diff in a dry run', () => {
    const io = captureIO();
    const results = applyFixesToFiles(['/sets/a.cards'], { write: false, ...memoryFiles({ '/sets/a.cards': MESSY }) });
    printFixResults(results, io, true);
    const out = io.text();
    expect(out).toContain('--- a/a.cards\n+++ b/a.cards\n');
    expect(out).toContain('\n-  cost {U}{W}{1}\n');
    expect(out).toContain('\n+  cost {1}{W}{U}\n');
    expect(out).toMatch(/@@ -\d+,\d+ \+\d+,\d+ @@/);
    expect(out).toMatch(/fixes would apply in 1 file\.\n$/);
  });

  it('prints one line per written file', () => {
    const io = captureIO();
    const results = applyFixesToFiles(['/sets/a.cards', '/sets/b.cards'], { write: true, ...memoryFiles({ '/sets/a.cards': MESSY, '/sets/b.cards': CLEAN }) });
    printFixResults(results, io, false);
    expect(io.text()).toMatch(/^a\.cards: \d+ fixes applied\n\d+ fixes applied in 1 file\.\n$/);
  });

  it('formats hunks with context and line numbers', () => {
    const a = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].join('\n');
    const b = ['1', '2', '3', '4', 'five', '6', '7', '8', '9', '10'].join('\n');
    expect(formatDiff('f', a, b)).toBe('--- a/f\n+++ b/f\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n');
    expect(formatDiff('f', a, a)).toBe('');
  });
});

describe('fix-all engine', () => {
  const edit = (start: number, end: number, newText: string) => ({ span: { start, end }, newText });

  it('applies non-overlapping edits and skips conflicting or invalid ones', () => {
    const r = applyEdits('abcdef', [edit(0, 1, 'A'), edit(0, 2, 'X'), edit(3, 3, '-'), edit(3, 3, '+'), edit(5, 9, '?'), edit(4, 5, 'E')]);
    expect(r.text).toBe('Abc-dEf');
    expect(r.skipped.length).toBe(3);
  });

  it('edits touching at a boundary do not conflict', () => {
    expect(editsConflict(edit(0, 2, ''), edit(2, 4, ''))).toBe(false);
    expect(editsConflict(edit(2, 2, 'x'), edit(0, 2, ''))).toBe(false);
    expect(editsConflict(edit(1, 1, 'x'), edit(0, 2, ''))).toBe(true);
  });

  it('fix-all takes only preferred fixes, whole fixes, first in document order', () => {
    const d1 = makeDiagnostic('style', 'a', { start: 0, end: 2 }, { fixes: [{ title: 'a', edits: [edit(0, 2, 'AB')], preferred: true }] });
    const d2 = makeDiagnostic('style', 'b', { start: 1, end: 3 }, { fixes: [{ title: 'b', edits: [edit(1, 3, 'XX')], preferred: true }] });
    const d3 = makeDiagnostic('style', 'c', { start: 4, end: 5 }, { fixes: [{ title: 'c', edits: [edit(4, 5, 'E')] }] });
    expect(selectFixAll([d2, d1, d3], 6).map((f) => f.title)).toEqual(['a']);
  });

  it('reaches a fixed point over several passes', () => {
    // Each pass may fix one "x" (the fixes overlap); three passes fix all three.
    const diagnoseX = (t: string) => [...t.matchAll(/x/g)].map((m) => makeDiagnostic('style', 'x', { start: 0, end: t.length }, {
      fixes: [{ title: 'x', edits: [edit(0, t.length, t.slice(0, m.index) + 'y' + t.slice(m.index! + 1))], preferred: true }],
    }));
    const r = fixAll('xxx', diagnoseX);
    expect(r.text).toBe('yyy');
    expect(r.applied.length).toBe(3);
  });
});
