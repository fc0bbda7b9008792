// `# cardscript-ignore` comments: the CLI path (checkDocument), the editor path (IncrementalChecker) and `--fix`
// all honor them. The fixture test/fixtures/suppressions/cardscript-ignore.cards holds the expected diagnostics.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocument, DEFAULT_CHECK_OPTIONS } from '../../server/src/checks';
import { IncrementalChecker } from '../../server/src/checks/incremental-checker';
import { acknowledgeFix, parseDirective } from '../../server/src/checks/suppressions';
import { applyEdits } from '../../server/src/checks/fix-all';
import { applyFixesToFiles } from '../../server/src/cli/fix-command';
import { Workspace } from '../../server/src/model/workspace';

const FIXTURE = path.join(__dirname, '..', 'fixtures', 'suppressions', 'cardscript-ignore.cards');
const text = readFileSync(FIXTURE, 'utf8');
const options = { ...DEFAULT_CHECK_OPTIONS, showUnmodeled: false };
const brief = (ds: { code: string; span: { start: number; end: number } }[]) => ds.map((d) => `${d.code}@${d.span.start}-${d.span.end}`);

describe('cardscript-ignore', () => {
  it('reads the codes of a directive, with or without a reason', () => {
    expect(parseDirective('# cardscript-ignore style')).toEqual(['style']);
    expect(parseDirective('#cardscript-ignore style, self-reference: kept')).toEqual(['style', 'self-reference']);
    expect(parseDirective('# cardscript-ignore enters-trigger-on-turn-up -- intended')).toEqual(['enters-trigger-on-turn-up']);
    expect(parseDirective('# cardscript-ignore')).toEqual([]);
    expect(parseDirective('# cardscript-ignored style')).toBeUndefined();
    expect(parseDirective('# a note')).toBeUndefined();
  });

  it('the editor (incremental) path reports what the CLI path reports', () => {
    const ws = new Workspace();
    ws.update('s.cards', text);
    const cli = checkDocument(ws, 's.cards', options);
    const editor = new IncrementalChecker().check(ws, 's.cards', options);
    expect(brief(editor)).toEqual(brief(cli));
    // The suppressed enters-trigger lint of "Patient Ambusher" is gone; the one of "Open Ambusher" stays.
    expect(cli.filter((d) => d.code === 'enters-trigger-on-turn-up')).toHaveLength(1);
  });

  it('--fix leaves acknowledged lines as written', () => {
    const [r] = applyFixesToFiles(['s.cards'], { write: false, readFile: () => text });
    const after = r!.after.split('\n');
    for (const kept of ['When Quiet Lookout enters, scry 1. # cardscript-ignore self-reference', 'Whenever Quiet Lookout attacks, it gets +1/+0 until end of turn', 'When this creature enters the battlefield, draw a card.']) {
      expect(after.some((l) => l.trim() === kept), kept).toBe(true);
    }
    // Lines nobody acknowledged are still fixed.
    expect(after.some((l) => l.trim() === 'Whenever this creature blocks, it gets +0/+1 until end of turn.')).toBe(true);
  });

  it('the editor\'s "acknowledge" fix silences exactly that finding and nothing else (never a fix-all fix)', () => {
    const ws = new Workspace();
    ws.update('s.cards', text);
    const before = checkDocument(ws, 's.cards', options);
    expect(before.length).toBeGreaterThan(2);
    for (const d of before) {
      const fix = acknowledgeFix(ws.get('s.cards')!, d)!;
      expect(fix.preferred).toBe(false);
      const probe = new Workspace();
      probe.update('p.cards', applyEdits(text, fix.edits).text);
      const after = checkDocument(probe, 'p.cards', options);
      const codes = (ds: typeof before) => ds.map((x) => x.code).sort();
      const expected = codes(before);
      expected.splice(expected.indexOf(d.code), 1);
      // The acknowledged finding is gone; a `card`-line fix covers the card, so same-code findings there may go too.
      expect(codes(after).filter((c) => c !== d.code), d.message).toEqual(expected.filter((c) => c !== d.code));
      expect(after.filter((x) => x.code === d.code).length).toBeLessThan(before.filter((x) => x.code === d.code).length);
    }
  });
});
