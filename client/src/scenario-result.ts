// Turns the server's answer to `cardscript/runScenario` into text for a notification and the output
// channel. Pure (no `vscode` import), and tolerant of any shape the server sends.
import type { RunScenarioResult } from './protocol';

/** Turns whatever the server answered into one summary line plus detail lines. Never throws. */
export function formatScenarioResult(
  name: string,
  result: unknown,
): { passed: boolean; summary: string; details: string[] } {
  if (result === null || typeof result !== 'object') {
    return { passed: false, summary: `Scenario "${name}": no result (is the scenario name right?)`, details: [] };
  }
  const r = result as Partial<RunScenarioResult>;
  const passed = r.passed === true;
  const shown = typeof r.name === 'string' ? r.name : name;
  const head = `Scenario "${shown}": ${passed ? 'passed' : 'failed'}`;
  // The server's summary usually names the scenario already (it is also the message other editors show): use it as is.
  const summary = typeof r.summary !== 'string' || r.summary.length === 0 ? head
    : r.summary.startsWith(`Scenario "${shown}"`) ? r.summary : `${head} — ${r.summary}`;
  const details: string[] = [];
  if (Array.isArray(r.failures)) {
    for (const f of r.failures) {
      if (typeof f === 'string') details.push(f);
      else if (f && typeof f === 'object' && typeof f.message === 'string') {
        details.push(typeof f.line === 'number' ? `line ${f.line + 1}: ${f.message}` : f.message);
      }
    }
  }
  if (typeof r.transcript === 'string') details.push(...r.transcript.split(/\r?\n/));
  else if (Array.isArray(r.transcript)) details.push(...r.transcript.filter((l): l is string => typeof l === 'string'));
  return { passed, summary, details };
}
