// Document and workspace symbols, folding ranges and scenario code lenses.

import { describe, expect, it } from 'vitest';
import { getScenarioLenses, RUN_SCENARIO_COMMAND } from '../../server/src/ide/code-lens';
import { getFoldingRanges } from '../../server/src/ide/folding';
import { getDocumentSymbols, getWorkspaceSymbols } from '../../server/src/ide/symbols';
import { workspaceOf } from './support';

const { ws, files } = workspaceOf('navigation/cards.cards', 'navigation/scenarios.cards', 'hover.cards');
const cards = ws.get(files.get('navigation/cards.cards')!.uri)!;
const scen = ws.get(files.get('navigation/scenarios.cards')!.uri)!;

describe('symbols', () => {
  it('outlines cards, their faces and scenarios', () => {
    const syms = getDocumentSymbols(cards);
    expect(syms.map((s) => `${s.kind}:${s.name}`)).toEqual(['card:Veiled Tidecaller', 'card:Frogify', 'card:Moonveil Acolyte']);
    expect(syms[2]!.children.map((c) => c.name)).toEqual(['Moonveil Acolyte', 'Moonveil Ravager']);
    expect(getDocumentSymbols(scen).map((s) => s.kind)).toEqual(['scenario', 'scenario']);
    const hover = getDocumentSymbols(ws.get(files.get('hover.cards')!.uri)!);
    expect(hover[0]).toMatchObject({ kind: 'set', name: 'Hover Fixture', detail: 'HOV · modern' });
  });

  it('finds workspace symbols by a fuzzy query', () => {
    expect(getWorkspaceSymbols(ws, 'vtide').map((s) => s.name)).toEqual(['Veiled Tidecaller', 'Veiled Tidecaller']);
    expect(getWorkspaceSymbols(ws, 'ravager').map((s) => s.kind)).toEqual(['face']);
    expect(getWorkspaceSymbols(ws, 'frogified').map((s) => s.kind)).toEqual(['scenario', 'scenario']);
  });
});

describe('folding', () => {
  it('folds cards, back faces, text blocks, scenarios', () => {
    const lines = (s: { start: number }) => cards.text.slice(0, s.start).split('\n').length;
    expect(getFoldingRanges(cards).map((f) => `${f.kind}@${lines(f.span)}`)).toEqual([
      'region@2', 'region@6', 'region@9', 'region@12', 'region@15', 'region@19',
    ]);
  });
});

describe('code lens', () => {
  it('puts "Run scenario" over every scenario with [uri, name]', () => {
    const lenses = getScenarioLenses(scen);
    expect(lenses.map((l) => [l.title, l.command, l.args])).toEqual([
      ['Run scenario', RUN_SCENARIO_COMMAND, [scen.uri, 'A frogified morph stays face down']],
      ['Run scenario', RUN_SCENARIO_COMMAND, [scen.uri, 'Unknown names']],
    ]);
  });
});
