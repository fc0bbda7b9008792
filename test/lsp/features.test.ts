// Every editor feature over the real protocol: an in-process server and a JSON-RPC client on in-memory streams,
// sending initialize, didOpen and the feature requests, with `<|>` cursor markers in the fixture text.

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CodeAction, CodeLens, CompletionList, DocumentSymbol, FoldingRange, Hover, InlayHint, Location, SemanticTokens,
  SymbolInformation, TextEdit, WorkspaceEdit,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { fixture, fixtureUri } from '../ide/support';
import { startClient, type TestClient } from './support/client';

let client: TestClient;
const hover = fixture('hover.cards');
const completion = fixture('completion.cards');
const cards = fixture('navigation/cards.cards');
const scenarios = fixture('navigation/scenarios.cards');
const messy = fixture('messy.cards');
const U = {
  hover: fixtureUri('hover.cards'), completion: fixtureUri('completion.cards'), cards: fixtureUri('navigation/cards.cards'),
  scenarios: fixtureUri('navigation/scenarios.cards'), messy: fixtureUri('messy.cards'),
};
const doc = (uri: string, text: string) => TextDocument.create(uri, 'cardscript', 1, text);
const pos = (uri: string, offset: number) => ({ textDocument: { uri }, position: client.position(uri, offset) });

beforeAll(async () => {
  client = await startClient();
  await client.open(U.hover, hover.text);
  await client.open(U.completion, completion.text);
  await client.open(U.cards, cards.text);
  await client.open(U.scenarios, scenarios.text);
  await client.open(U.messy, messy.text);
});
afterAll(async () => { await client.dispose(); });

describe('initialize', () => {
  it('announces every feature', () => {
    const caps = client.init.capabilities;
    expect(caps).toMatchObject({
      hoverProvider: true, documentSymbolProvider: true, workspaceSymbolProvider: true, definitionProvider: true,
      referencesProvider: true, renameProvider: { prepareProvider: true }, foldingRangeProvider: true,
      documentFormattingProvider: true, inlayHintProvider: true, codeLensProvider: { resolveProvider: false },
      codeActionProvider: { codeActionKinds: ['quickfix', 'source.fixAll.cardscript'] },
    });
    expect(caps.completionProvider?.triggerCharacters).toContain('{');
    expect(caps.semanticTokensProvider?.legend.tokenTypes).toContain('class');
  });
});

describe('textDocument/hover', () => {
  it('documents morph with its CR sections (CR 702.37, 702.37e)', async () => {
    const h = await client.request<Hover>('textDocument/hover', pos(U.hover, hover.offsets[2]!));
    const value = (h.contents as { value: string }).value;
    expect(value).toContain('**Morph**');
    expect(value).toContain('CR 702.37, 702.37e');
    expect(h.range).toEqual({ start: client.position(U.hover, hover.offsets[2]! - 2), end: client.position(U.hover, hover.offsets[2]! + 3) });
  });

  it('describes a card face down (CR 708.2a)', async () => {
    const h = await client.request<Hover>('textDocument/hover', pos(U.hover, hover.offsets[0]!));
    expect((h.contents as { value: string }).value).toContain('2/2, colorless, no name, mana value 0');
  });

  it('documents the code of the diagnostic under the cursor, with its link', async () => {
    const h = await client.request<Hover>('textDocument/hover', pos(U.hover, hover.offsets[11]!));
    const value = (h.contents as { value: string }).value;
    expect(value).toContain('**`unknown-mana-symbol`**');
    // The link opens the shipped docs/diagnostics.md at the code's heading.
    const link = /\]\((file:[^)]*diagnostics\.md#L(\d+))\)/.exec(value);
    expect(link, value).not.toBeNull();
    const docs = readFileSync(new URL(link![1]!.replace(/#.*$/, '')), 'utf8').split('\n');
    expect(docs[Number(link![2]) - 1]).toBe('## unknown-mana-symbol');
  });

  it('answers null where there is nothing to say', async () => {
    expect(await client.request('textDocument/hover', pos(U.hover, hover.text.indexOf('Draw two cards.') + 1))).toBeNull();
  });
});

describe('textDocument/completion', () => {
  it('offers Morph with its cost snippet and reminder text at a text-block line start', async () => {
    const list = await client.request<CompletionList>('textDocument/completion', pos(U.completion, completion.offsets[1]!));
    const morph = list.items.find((i) => i.label === 'Morph')!;
    expect(morph.insertTextFormat).toBe(2);
    expect((morph.textEdit as TextEdit).newText).toBe('Morph {${1:cost}} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)');
    for (const l of ['Megamorph', 'Disguise', 'Ward', 'Flying']) expect(list.items.map((i) => i.label)).toContain(l);
    expect(list.items.map((i) => (i.textEdit as TextEdit).newText)).toContain('When this creature is turned face up, ');
  });

  it('offers card names inside a scenario string', async () => {
    const list = await client.request<CompletionList>('textDocument/completion', pos(U.completion, completion.offsets[8]!));
    const item = list.items.find((i) => i.label === 'Veiled Tidecaller')!;
    const edit = item.textEdit as TextEdit;
    expect(TextDocument.applyEdits(doc(U.completion, completion.text), [edit])).toContain('you cast "Veiled Tidecaller"\n');
  });

  it('offers the verbs after `you` and mana symbols after `cost`', async () => {
    const verbs = await client.request<CompletionList>('textDocument/completion', pos(U.completion, completion.offsets[7]!));
    expect(verbs.items.map((i) => i.label)).toEqual(expect.arrayContaining(['cast', 'manifest', 'cloak']));
    const mana = await client.request<CompletionList>('textDocument/completion', pos(U.completion, completion.offsets[2]!));
    expect(mana.items.map((i) => i.label)).toContain('{U}');
  });
});

describe('navigation', () => {
  // A server of its own: the other fixtures define cards with the same names.
  let main: TestClient;
  beforeAll(async () => {
    main = client;
    client = await startClient();
    await client.open(U.cards, cards.text);
    await client.open(U.scenarios, scenarios.text);
  });
  afterAll(async () => { await client.dispose(); client = main; });

  it('textDocument/documentSymbol outlines cards and faces', async () => {
    const syms = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: U.cards } });
    expect(syms.map((s) => s.name)).toEqual(['Veiled Tidecaller', 'Frogify', 'Moonveil Acolyte']);
    expect(syms[2]!.children!.map((c) => c.name)).toEqual(['Moonveil Acolyte', 'Moonveil Ravager']);
  });

  it('workspace/symbol finds cards and scenarios of every open file', async () => {
    const syms = await client.request<SymbolInformation[]>('workspace/symbol', { query: 'frogif' });
    expect(syms.map((s) => `${s.name}@${s.location.uri.split('/').pop()}`)).toEqual(['Frogify@cards.cards', 'A frogified morph stays face down@scenarios.cards']);
  });

  it('textDocument/definition goes from a scenario to the card in another file', async () => {
    const defs = await client.request<Location[]>('textDocument/definition', pos(U.scenarios, scenarios.offsets[0]!));
    expect(defs).toEqual([{ uri: U.cards, range: { start: { line: 1, character: 5 }, end: { line: 1, character: 24 } } }]);
  });

  it('textDocument/references lists the definition and every scenario reference', async () => {
    const refs = await client.request<Location[]>('textDocument/references', { ...pos(U.cards, cards.offsets[0]!), context: { includeDeclaration: true } });
    expect(refs.map((r) => r.uri)).toEqual([U.cards, U.scenarios, U.scenarios, U.scenarios, U.scenarios]);
  });

  it('textDocument/prepareRename and rename edit every file', async () => {
    const prep = await client.request<{ placeholder: string }>('textDocument/prepareRename', pos(U.scenarios, scenarios.offsets[0]!));
    expect(prep.placeholder).toBe('Veiled Tidecaller');
    const edit = await client.request<WorkspaceEdit>('textDocument/rename', { ...pos(U.scenarios, scenarios.offsets[0]!), newName: 'Tide Mask' });
    expect(Object.keys(edit.changes!).sort()).toEqual([U.cards, U.scenarios].sort());
    const after = TextDocument.applyEdits(doc(U.scenarios, scenarios.text), edit.changes![U.scenarios]!);
    expect(after).toContain('expect "Tide Mask" can be turned face up');
    expect(after).not.toContain('Veiled Tidecaller');
  });

  it('rename onto an existing name is refused with a message', async () => {
    await expect(client.request('textDocument/rename', { ...pos(U.scenarios, scenarios.offsets[0]!), newName: 'Frogify' })).rejects.toThrow('already exists');
  });

  it('textDocument/foldingRange folds cards, faces, text blocks and scenarios', async () => {
    const folds = await client.request<FoldingRange[]>('textDocument/foldingRange', { textDocument: { uri: U.cards } });
    expect(folds.map((f) => [f.startLine, f.endLine])).toEqual([[1, 6], [5, 6], [8, 12], [11, 12], [14, 20], [18, 20]]);
  });
});

describe('textDocument/formatting', () => {
  it('returns edits that make the canonical layout, and none the second time', async () => {
    const edits = await client.request<TextEdit[]>('textDocument/formatting', { textDocument: { uri: U.messy }, options: { tabSize: 4, insertSpaces: true } });
    expect(edits.length).toBe(1);
    const formatted = TextDocument.applyEdits(doc(U.messy, messy.text), edits);
    expect(formatted).toContain('card "Messy Morph"\n  cost {2}{U}\n');
    await client.change(U.messy, formatted);
    expect(await client.request('textDocument/formatting', { textDocument: { uri: U.messy }, options: { tabSize: 2, insertSpaces: true } })).toEqual([]);
  });
});

describe('decorations', () => {
  it('textDocument/semanticTokens/full encodes card names and unknown symbols', async () => {
    const legend = client.init.capabilities.semanticTokensProvider!.legend;
    const tokens = await client.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri: U.hover } });
    expect(tokens.data.length % 5).toBe(0);
    const decoded: string[] = [];
    const d = doc(U.hover, hover.text);
    let line = 0;
    let char = 0;
    for (let i = 0; i < tokens.data.length; i += 5) {
      const [dl, dc, len, type, mods] = tokens.data.slice(i, i + 5) as [number, number, number, number, number];
      line += dl;
      char = dl === 0 ? char + dc : dc;
      const start = d.offsetAt({ line, character: char });
      const names = legend.tokenModifiers.filter((_, b) => mods & (1 << b));
      decoded.push(`${legend.tokenTypes[type]}${names.length ? '.' + names.join('.') : ''}:${hover.text.slice(start, start + len)}`);
    }
    expect(decoded).toContain('class.declaration:"Veiled Tidecaller"');
    expect(decoded).toContain('class:"Veiled Tidecaller"');
    expect(decoded).toContain('number.deprecated:{Z}');
    expect(decoded).toContain('keyword:Morph');
  });

  it('textDocument/inlayHint shows face-down characteristics and mana value', async () => {
    const hints = await client.request<InlayHint[]>('textDocument/inlayHint', {
      textDocument: { uri: U.hover }, range: { start: { line: 0, character: 0 }, end: { line: 14, character: 0 } },
    });
    expect(hints.map((h) => h.label)).toEqual(['MV 5', 'face down: 2/2, colorless, no name, mana value 0', 'MV 3']);
    expect(hints[1]!.position).toEqual(client.position(U.hover, hover.text.indexOf('Morph {2}{U}{U}') + 'Morph {2}{U}{U}'.length));
  });
});

describe('code actions and lenses', () => {
  it('textDocument/codeAction offers the quick fix for an unknown card name', async () => {
    const at = scenarios.text.indexOf('"Frogfy"');
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: U.scenarios },
      range: { start: client.position(U.scenarios, at + 2), end: client.position(U.scenarios, at + 2) },
      context: { diagnostics: [], only: ['quickfix'] },
    });
    expect(actions.map((a) => [a.title, a.kind, a.diagnostics?.[0]?.code])).toEqual([
      ['Change to "Frogify"', 'quickfix', 'unresolved-card-name'],
      ['Acknowledge illegal-action on this line (# cardscript-ignore)', 'quickfix', 'illegal-action'],
      ['Acknowledge unresolved-card-name on this line (# cardscript-ignore)', 'quickfix', 'unresolved-card-name'],
    ]);
    const after = TextDocument.applyEdits(doc(U.scenarios, scenarios.text), actions[0]!.edit!.changes![U.scenarios]!);
    expect(after).toContain('you cast "Frogify"\n');
  });

  it('source.fixAll.cardscript is offered only when a safe fix exists', async () => {
    const uri = 'file:///fixall.cards';
    const text = 'scenario "S"\n  you cast "Frogfy"\n';
    await client.open(uri, text);
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ['source.fixAll'] },
    });
    // the did-you-mean fix is not "safe" for a fix-all; only the checks' preferred fixes are
    expect(actions.every((a) => a.kind === 'source.fixAll.cardscript')).toBe(true);
  });

  it('textDocument/codeLens puts "Run scenario" over each scenario', async () => {
    const lenses = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: U.scenarios } });
    expect(lenses.map((l) => [l.range.start.line, l.command?.title, l.command?.command, l.command?.arguments])).toEqual([
      [1, 'Run scenario (✓ passed: 3/3 expectations hold)', 'cardscript.runScenario', [U.scenarios, 'A frogified morph stays face down']],
      [11, 'Run scenario (✗ failed: 0/0 expectations hold, 1 illegal step)', 'cardscript.runScenario', [U.scenarios, 'Unknown names']],
    ]);
  });

  it('cardscript/runScenario runs the scenario and answers its result and transcript', async () => {
    const result = await client.request<{ passed: boolean; summary: string; transcript: string }>('cardscript/runScenario', { uri: U.scenarios, name: 'A frogified morph stays face down' });
    expect(result.passed).toBe(true);
    expect(result.summary).toBe('Scenario "A frogified morph stays face down" passed: 3/3 expectations hold');
    expect(result.transcript).toContain('loses morph when abilities are removed');
  });

  it('hover on a scenario step shows the state after it', async () => {
    const hover = await client.request<{ contents: { value: string } }>('textDocument/hover', { textDocument: { uri: U.scenarios }, position: { line: 3, character: 3 } });
    expect(hover.contents.value).toContain('State after this step');
    expect(hover.contents.value).toContain('face down');
  });

  it('cardscript/runScenario answers null for an unknown scenario', async () => {
    expect(await client.request('cardscript/runScenario', { uri: U.scenarios, name: 'No such scenario' })).toBeNull();
  });
});
