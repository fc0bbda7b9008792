// The analysis host (server/src/analysis): the workspace is the disk with the open buffers over it, every answer names
// the version it is about, an analysis of an older version never answers, and its diagnostics equal a from-scratch
// checkDocument of the same texts (the one checking path).

import { describe, expect, it } from 'vitest';
import { AnalysisHost } from '../../server/src/analysis/analysis-host';
import { checkDocument } from '../../server/src/checks';
import { Workspace } from '../../server/src/model/workspace';

const card = (name: string, cost = '{1}{U}') => `card "${name}"\n  cost ${cost}\n  type Creature — Human Wizard\n  pt 1/1\n`;

function fromScratch(files: Record<string, string>, uri: string) {
  const ws = new Workspace();
  for (const [u, t] of Object.entries(files)) ws.update(u, t);
  return checkDocument(ws, uri);
}

describe('analysis host', () => {
  it('answers name their version; an older analysis refuses to answer', () => {
    const host = new AnalysisHost();
    host.openDocument('a', card('Twin'), 1);
    const first = host.analysis('a')!;
    expect(first.symbols().version).toBe(1);
    host.changeDocument('a', card('Twin', '{U}{1}'), 2);
    const second = host.analysis('a')!;
    expect(second).not.toBe(first);
    expect(second.codeActions({ start: 0, end: 200 }).version).toBe(2);
    expect(first.current).toBe(false);
    // Never checked while current: asking the old analysis now would check a text it is not about.
    expect(() => first.diagnostics()).toThrow(/after the workspace changed/);
    // Same text, new version: a new analysis that names the new version.
    host.changeDocument('a', card('Twin', '{U}{1}'), 3);
    expect(host.analysis('a')!.diagnostics().version).toBe(3);
  });

  it('disk files and open buffers: the buffer wins while open, the disk is back when it closes, deletions leave', () => {
    const host = new AnalysisHost();
    host.setDiskFile('a', card('Twin'));
    host.setDiskFile('b', card('Other'));
    expect(host.analysis('b')!.version).toBeNull();
    host.openDocument('b', card('Twin'), 1);
    expect(host.analysis('a')!.diagnostics().value).toEqual(fromScratch({ a: card('Twin'), b: card('Twin') }, 'a'));
    host.setDiskFile('b', card('Disk Change')); // the buffer still wins
    expect(host.analysis('b')!.text).toBe(card('Twin'));
    host.closeDocument('b');
    expect(host.analysis('b')!.text).toBe(card('Disk Change'));
    expect(host.analysis('a')!.diagnostics().value).toEqual(fromScratch({ a: card('Twin'), b: card('Disk Change') }, 'a'));
    host.setDiskFile('b', undefined);
    expect(host.analysis('b')).toBeUndefined();
    expect(host.uris()).toEqual(['a']);
  });

  it('a change elsewhere in the workspace makes a new analysis of the same version', () => {
    const host = new AnalysisHost();
    host.openDocument('a', card('Twin'), 1);
    const before = host.analysis('a')!;
    expect(before.diagnostics().value.map((d) => d.code)).not.toContain('duplicate-card-name');
    host.setDiskFile('b', card('Twin'));
    const after = host.analysis('a')!;
    expect(after).not.toBe(before);
    expect(after.version).toBe(1);
    expect(after.diagnostics().value.map((d) => d.code)).toContain('duplicate-card-name');
    expect(after.resultId()).not.toBe(before.resultId());
    expect(() => before.diagnostics()).not.toThrow(); // computed before the change: its own answer, still of version 1
  });
});
