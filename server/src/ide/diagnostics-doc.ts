// docs/diagnostics.md, generated from the diagnostic code registry (a test keeps the file current).
// Each code gets a `## code` heading, so `…/diagnostics#code` (the LSP codeDescription link) lands on it.

import { CODES, codeDocs, codeSummary, type CodeInfo, type DiagnosticCode } from '../diagnostics/registry';

export function renderDiagnosticsDoc(): string {
  const entries = Object.entries(CODES) as [DiagnosticCode, CodeInfo][];
  const out = [
    '# CardScript diagnostics',
    '',
    '<!-- Generated from server/src/diagnostics/registry.ts and server/src/i18n/en/codes.ts by server/src/ide/diagnostics-doc.ts; do not edit by hand.',
    '     Regenerate: UPDATE_DOCS=1 npx vitest run test/ide/diagnostics-doc.test.ts -->',
    '',
    'Every diagnostic carries one of these codes. Severity comes from the code; `cardscript check` exits with 1',
    'when an error is reported.',
    '',
    '| code | severity | summary |',
    '|---|---|---|',
    ...entries.map(([code, info]) => `| [\`${code}\`](#${code}) | ${info.severity} | ${escapeCell(codeSummary(code))} |`),
    '',
  ];
  for (const [code, info] of entries) {
    out.push(`## ${code}`, '', `**Severity:** ${info.severity}${info.deprecated ? ' (shown struck through: outdated text)' : ''}${info.unnecessary ? ' (shown faded)' : ''}`, '', codeSummary(code), '', codeDocs(code), '');
  }
  return out.join('\n');
}

function escapeCell(s: string): string {
  return s.replace(/\|/g, '\\|');
}
