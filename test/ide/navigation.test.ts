// Go to definition, references and rename of card names across files; aliases inside a scenario.

import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../server/src/ide/code-actions';
import { getDefinition, getReferences, getRenameEdits, prepareRename } from '../../server/src/ide/navigation';
import { workspaceOf } from './support';
import { msg } from '../../server/src/i18n';

const { ws, files } = workspaceOf('navigation/cards.cards', 'navigation/scenarios.cards');
const cards = files.get('navigation/cards.cards')!;
const scen = files.get('navigation/scenarios.cards')!;
const textAt = (uri: string, s: { start: number; end: number }) => ws.get(uri)!.text.slice(s.start, s.end);

describe('navigation', () => {
  it('goes from a scenario reference to the card definition in another file', () => {
    const defs = getDefinition(ws, scen.uri, scen.offsets[0]!);
    expect(defs).toEqual([{ uri: cards.uri, span: ws.findCard('Veiled Tidecaller')!.nameSpan }]);
  });

  it('goes from an alias to the step that named it', () => {
    const [def] = getDefinition(ws, scen.uri, scen.offsets[1]!);
    expect(textAt(scen.uri, def!.span)).toBe('@morph');
  });

  it('finds every reference of a card, across files', () => {
    const refs = getReferences(ws, cards.uri, cards.offsets[0]!, true);
    expect(refs.map((r) => `${r.uri === cards.uri ? 'cards' : 'scenarios'}:${textAt(r.uri, r.span)}`)).toEqual([
      'cards:"Veiled Tidecaller"', 'scenarios:"Veiled Tidecaller"', 'scenarios:"Veiled Tidecaller"',
      'scenarios:"Veiled Tidecaller"', 'scenarios:"Veiled Tidecaller"',
    ]);
    expect(getReferences(ws, cards.uri, cards.offsets[0]!, false)).toHaveLength(4);
  });

  it('prepares a rename on the name without its quotes', () => {
    const r = prepareRename(ws, scen.uri, scen.offsets[0]!)!;
    expect(textAt(scen.uri, r.span)).toBe('Veiled Tidecaller');
    expect(prepareRename(ws, scen.uri, scen.text.indexOf('resolve'))).toBeUndefined();
  });

  it('renames the card everywhere', () => {
    const result = getRenameEdits(ws, scen.uri, scen.offsets[0]!, 'Shrouded "Tide" Caller');
    if ('error' in result) throw new Error(result.error.id);
    const after = applyEdits(scen.text, result.edits.get(scen.uri)!);
    expect(after).toContain('you cast "Shrouded \\"Tide\\" Caller" face down');
    expect(after).not.toContain('Veiled Tidecaller');
    expect(applyEdits(cards.text, result.edits.get(cards.uri)!)).toContain('card "Shrouded \\"Tide\\" Caller"');
  });

  it('refuses a rename onto an existing card name', () => {
    expect(getRenameEdits(ws, scen.uri, scen.offsets[0]!, 'Frogify')).toEqual({ error: msg('rename.exists', { name: 'Frogify' }) });
  });

  it('renames a legacy self-reference in the card\'s own rules text', () => {
    const { ws: lw, files: lf } = workspaceOf('legacy-names.cards');
    const f = lf.get('legacy-names.cards')!;
    const result = getRenameEdits(lw, f.uri, f.offsets[0]!, 'Nantuko Watcher');
    if ('error' in result) throw new Error(result.error.id);
    const after = applyEdits(f.text, result.edits.get(f.uri)!);
    expect(after).toContain('When Nantuko Watcher is turned face up');
    expect(after).not.toContain('Nantuko Scout');
  });
});
