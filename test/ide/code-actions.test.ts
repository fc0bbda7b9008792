// Code actions: quick fixes from Diagnostic.fixes matched to the range, "did you mean" for unknown card names,
// and the fix-all that applies every safe fix without overlapping edits.

import { describe, expect, it } from 'vitest';
import { makeDiagnostic, type Diagnostic } from '../../server/src/diagnostics/diagnostic';
import { applyEdits, editDistance, FIX_ALL_KIND, getCodeActions, getFixAllEdits, kindRequested } from '../../server/src/ide/code-actions';
import { checkDocument } from '../../server/src/checks';
import { Workspace } from '../../server/src/model/workspace';
import { workspaceOf } from './support';

const TEXT = 'card "A"\n  cost {U}{2}\n  type Artifact\n';
const span = (s: string) => ({ start: TEXT.indexOf(s), end: TEXT.indexOf(s) + s.length });
const order: Diagnostic = makeDiagnostic('mana-symbol-order', 'Write {2}{U}.', span('{U}{2}'), {
  fixes: [{ title: 'Reorder to {2}{U}', edits: [{ span: span('{U}{2}'), newText: '{2}{U}' }], preferred: true }],
});
const clash: Diagnostic = makeDiagnostic('style', 'Overlapping fix.', span('{2}'), {
  fixes: [{ title: 'Overlap', edits: [{ span: span('{2}'), newText: '{3}' }], preferred: true }],
});
const ws = new Workspace();
ws.update('file:///a.cards', TEXT);

describe('code actions', () => {
  it('offers the fixes of the diagnostics under the range', () => {
    const actions = getCodeActions(ws, 'file:///a.cards', [order], { start: span('{U}').start, end: span('{U}').start }, ['quickfix']);
    expect(actions.map((a) => [a.title, a.kind, a.preferred])).toEqual([
      ['Reorder to {2}{U}', 'quickfix', true],
      ['Acknowledge mana-symbol-order on this line (# cardscript-ignore)', 'quickfix', false],
    ]);
    expect(getCodeActions(ws, 'file:///a.cards', [order], span('Artifact'), ['quickfix'])).toEqual([]);
  });

  it('fix-all applies every preferred fix once, skipping overlaps', () => {
    expect(applyEdits(TEXT, getFixAllEdits([order, clash]))).toBe('card "A"\n  cost {2}{U}\n  type Artifact\n');
    const all = getCodeActions(ws, 'file:///a.cards', [order], { start: 0, end: 0 }, ['source.fixAll']);
    expect(all.map((a) => a.kind)).toEqual([FIX_ALL_KIND]);
  });

  it('filters by kind the way LSP `only` does', () => {
    expect(kindRequested(FIX_ALL_KIND, ['source'])).toBe(true);
    expect(kindRequested(FIX_ALL_KIND, ['source.fixAll'])).toBe(true);
    expect(kindRequested('quickfix', ['source.fixAll'])).toBe(false);
    expect(kindRequested('quickfix', undefined)).toBe(true);
  });

  it('suggests the closest card names for an unknown name', () => {
    const { ws: nws, files } = workspaceOf('navigation/cards.cards', 'navigation/scenarios.cards');
    const uri = files.get('navigation/scenarios.cards')!.uri;
    const diags = checkDocument(nws, uri).filter((d) => d.code === 'unresolved-card-name');
    expect(diags).toHaveLength(1);
    const actions = getCodeActions(nws, uri, diags, diags[0]!.span, ['quickfix']);
    expect(actions.map((a) => a.title)).toEqual(['Change to "Frogify"', 'Acknowledge unresolved-card-name on this line (# cardscript-ignore)']);
    expect(applyEdits(nws.get(uri)!.text, actions[0]!.edits)).toContain('you cast "Frogify"');
  });

  it('computes edit distances', () => {
    expect(editDistance('frogfy', 'frogify')).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('lists each fix once: three findings of one code on a line give one "acknowledge" (issue 29)', () => {
    const line = span('type Artifact');
    const notes = [1, 2, 3].map((n) => makeDiagnostic('interaction', `Note ${n}.`, line));
    const actions = getCodeActions(ws, 'file:///a.cards', notes, line, ['quickfix']);
    expect(actions.map((a) => a.title)).toEqual(['Acknowledge interaction on this line (# cardscript-ignore)']);
    expect(actions[0]!.diagnostics).toHaveLength(3);
  });

  it('on a line with an unknown mana symbol, the first fix is the symbol\'s, with no knock-on "Add a period"', () => {
    const uri = 'file:///gg.cards';
    const text = 'card "Hedge Sentinel"\n  cost {1}{G}\n  type Creature - Elf\n  pt 2/2\n  text\n    Disguise {GG}\n';
    const w = new Workspace();
    w.update(uri, text);
    const diags = checkDocument(w, uri);
    const at = text.indexOf('Disguise');
    const titles = getCodeActions(w, uri, diags, { start: at, end: at + 'Disguise {GG}'.length }, ['quickfix']).map((a) => [a.title, !!a.preferred]);
    expect(titles).toEqual([['Change to {G}{G}', true], ['Acknowledge unknown-mana-symbol on this line (# cardscript-ignore)', false]]);
    // "Creature - Elf": a warning with its fix, not a syntax error.
    expect(diags.filter((d) => d.code === 'syntax-error')).toEqual([]);
    expect(diags.find((d) => d.code === 'type-line-dash')?.fixes?.[0]?.title).toBe('Replace with —');
  });
});
