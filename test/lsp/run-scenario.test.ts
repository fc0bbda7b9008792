// The cardscript/runScenario request handler: parameter checks, unknown scenarios, a runner's answer and faults.

import { ResponseError } from 'vscode-languageserver';
import { describe, expect, it } from 'vitest';
import type { ScenarioRunner } from '../../server/src/ide/code-lens';
import { handleRunScenario } from '../../server/src/lsp/handlers/run-scenario';
import { AnalysisHost } from '../../server/src/analysis/analysis-host';

const ws = new AnalysisHost();
ws.setDiskFile('file:///s.cards', 'scenario "Walk"\n  resolve\n');
const passing: ScenarioRunner = (_w, uri, name) => ({ passed: true, summary: `${name} in ${uri}` });

describe('cardscript/runScenario', () => {
  it('returns the runner\'s result', () => {
    expect(handleRunScenario(ws, { uri: 'file:///s.cards', name: 'Walk' }, passing)).toEqual({ passed: true, summary: 'Walk in file:///s.cards' });
  });
  it('answers null for a scenario that does not exist', () => {
    expect(handleRunScenario(ws, { uri: 'file:///s.cards', name: 'Nope' }, passing)).toBeNull();
    expect(handleRunScenario(ws, { uri: 'file:///other.cards', name: 'Walk' }, passing)).toBeNull();
  });
  it('refuses malformed parameters, a missing runner and a failing runner with an error response', () => {
    expect(handleRunScenario(ws, { uri: 1 }, passing)).toBeInstanceOf(ResponseError);
    expect(handleRunScenario(ws, { uri: 'file:///s.cards', name: 'Walk' }, undefined)).toBeInstanceOf(ResponseError);
    const broken: ScenarioRunner = () => { throw new Error('boom'); };
    const r = handleRunScenario(ws, { uri: 'file:///s.cards', name: 'Walk' }, broken);
    expect(r).toBeInstanceOf(ResponseError);
    expect((r as ResponseError<void>).message).toContain('boom');
  });
});
