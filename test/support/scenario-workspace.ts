// Simulates one scenario workspace (a .cards file or a folder of them) through `cardscript simulate --format json`,
// in-process, and lists the scenarios that didn't pass with the diagnostics of their steps.

import { runCli } from './run-cli';

export interface WorkspaceReport {
  scenarios: { name: string; passed: boolean; steps: { text: string; diagnostics: { message: string }[] }[] }[];
}

/** `target` is relative to `root` (the checkout). */
export async function simulateWorkspace(root: string, target: string): Promise<{ code: number; report: WorkspaceReport; err: string }> {
  const { code, out, err } = await runCli(['simulate', target, '--format', 'json'], root);
  return { code, report: JSON.parse(out) as WorkspaceReport, err };
}

/** "name: step → message | …" for each scenario that didn't pass. */
export function failedScenarios(report: WorkspaceReport): string[] {
  return report.scenarios
    .filter((s) => !s.passed)
    .map((s) => `${s.name}: ${s.steps.flatMap((st) => st.diagnostics.map((d) => `${st.text} → ${d.message}`)).join(' | ')}`);
}
