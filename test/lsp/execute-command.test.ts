// workspace/executeCommand over the real protocol: every command a code lens or code action of the server names is
// announced and runs (the "Run scenario" lens in clients without a client-side command, e.g. neovim).

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { CodeAction, CodeLens, ShowMessageParams } from 'vscode-languageserver';
import { startClient, type TestClient } from './support/client';

const cards = { uri: 'file:///ws/shrouded-vale.cards', text: readFileSync('examples/shrouded-vale.cards', 'utf8') };
const frogify = { uri: 'file:///ws/scenarios/frogify.cards', text: readFileSync('examples/scenarios/frogify.cards', 'utf8') };
const fixable = { uri: 'file:///ws/needs-fixes.cards', text: readFileSync('examples/needs-fixes.cards', 'utf8') };

let client: TestClient | undefined;
afterEach(async () => { await client?.dispose(); client = undefined; });

const whole = { start: { line: 0, character: 0 }, end: { line: 10_000, character: 0 } };

describe('workspace/executeCommand', () => {
  it('announces every command of the lenses and code actions, and runs the scenario lens', async () => {
    client = await startClient();
    const messages: ShowMessageParams[] = [];
    client.rpc.onNotification('window/showMessage', (p: ShowMessageParams) => { messages.push(p); });
    await client.open(cards.uri, cards.text);
    await client.open(frogify.uri, frogify.text);
    await client.open(fixable.uri, fixable.text);
    const announced = client.init.capabilities.executeCommandProvider?.commands ?? [];
    const named = new Set<string>();
    const lenses: CodeLens[] = [];
    for (const { uri } of [cards, frogify, fixable]) {
      for (const lens of await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } })) {
        lenses.push(lens);
        if (lens.command) named.add(lens.command.command);
      }
      const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: whole, context: { diagnostics: [] } });
      for (const a of actions) if (a.command) named.add(a.command.command);
    }
    expect(named.size).toBeGreaterThan(0);
    for (const c of named) expect(announced).toContain(c);

    const lens = lenses.find((l) => l.command?.arguments?.[1] === 'A frogified morph stays face down')!;
    const result = await client.request<{ passed: boolean; summary: string }>('workspace/executeCommand', { command: lens.command!.command, arguments: lens.command!.arguments });
    expect(result.passed).toBe(true);
    expect(result.summary).toContain('A frogified morph stays face down');
    expect(messages.map((m) => m.message)).toContain(result.summary);
  });

  it('answers an unknown scenario with a message, and an unknown command with an error', async () => {
    client = await startClient();
    const messages: ShowMessageParams[] = [];
    client.rpc.onNotification('window/showMessage', (p: ShowMessageParams) => { messages.push(p); });
    await client.open(frogify.uri, frogify.text);
    expect(await client.request('workspace/executeCommand', { command: 'cardscript.runScenario', arguments: [frogify.uri, 'Nope'] })).toBeNull();
    expect(messages[0]?.message).toContain('No scenario named "Nope"');
    await expect(client.request('workspace/executeCommand', { command: 'cardscript.nothing', arguments: [] })).rejects.toThrow(/Unknown command/);
  });

  it('leaves out the commands the client runs itself', async () => {
    client = await startClient({}, { initializationOptions: { clientCommands: ['cardscript.runScenario'] } });
    expect(client.init.capabilities.executeCommandProvider?.commands).toEqual([]);
  });
});
