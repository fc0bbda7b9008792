// The notification VS Code shows after the "Run scenario" lens: the server's answer to cardscript/runScenario, turned
// into one line by the client (client/src/scenario-result.ts). The scenario is named once, with its outcome and counts.

import { readFileSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { formatScenarioResult } from '../../client/src/scenario-result';
import { startClient, type TestClient } from './support/client';

let client: TestClient | undefined;
afterEach(async () => { await client?.dispose(); client = undefined; });

it('names the scenario once: `Scenario "…" passed: n/n expectations hold`', async () => {
  client = await startClient();
  await client.open('file:///ws/shrouded-vale.cards', readFileSync('examples/shrouded-vale.cards', 'utf8'));
  await client.open('file:///ws/scenarios/frogify.cards', readFileSync('examples/scenarios/frogify.cards', 'utf8'));
  const name = 'A frogified morph stays face down';
  const result = await client.request('cardscript/runScenario', { uri: 'file:///ws/scenarios/frogify.cards', name });
  const { passed, summary, details } = formatScenarioResult(name, result);
  expect(passed).toBe(true);
  expect(summary).toMatch(/^Scenario "A frogified morph stays face down" passed: 3\/3 expectations hold$/);
  expect(details.join('\n')).toContain('result: passed');
});

it('adds the outcome when the summary does not name the scenario', () => {
  expect(formatScenarioResult('Walk', { passed: false, summary: '1/2 expectations hold' }).summary).toBe('Scenario "Walk": failed — 1/2 expectations hold');
  expect(formatScenarioResult('Walk', { passed: true }).summary).toBe('Scenario "Walk": passed');
});
