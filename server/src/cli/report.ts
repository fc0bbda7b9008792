// Printing diagnostics: text for people, JSON for tools (LSP-shaped ranges), SARIF 2.1.0 for code scanning.

import type { Diagnostic } from '../diagnostics/diagnostic';
import { CODES, codeDocs, codeSummary } from '../diagnostics/registry';
import type { LineRange } from './positions';

export interface FileReport {
  path: string;
  diagnostics: (Diagnostic & { range: LineRange })[];
}

export function countBySeverity(files: FileReport[]): Record<'error' | 'warning' | 'information' | 'hint', number> {
  const counts = { error: 0, warning: 0, information: 0, hint: 0 };
  for (const f of files) for (const d of f.diagnostics) counts[d.severity]++;
  return counts;
}

export function formatText(files: FileReport[], opts: { showHints: boolean; verbose?: boolean }): string {
  const lines: string[] = [];
  for (const f of files) {
    for (const d of f.diagnostics) {
      if (d.severity === 'hint' && !opts.showHints) continue;
      const cr = d.cr?.length ? ` (CR ${d.cr.join(', ')})` : '';
      const msg = d.cr?.length && d.cr.every((c) => d.message.includes(c)) ? d.message : d.message + cr;
      lines.push(`${f.path}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.severity} [${d.code}] ${msg}`);
      if (opts.verbose) for (const r of d.related ?? []) lines.push(`    related: ${r.message}`);
    }
  }
  const c = countBySeverity(files);
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  lines.push(`${plural(files.length, 'file')} checked: ${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${c.information} information, ${plural(c.hint, 'hint')}.`);
  return lines.join('\n') + '\n';
}

export function formatJson(files: FileReport[]): string {
  return JSON.stringify({
    version: 1,
    files: files.map((f) => ({
      path: f.path,
      diagnostics: f.diagnostics.map((d) => ({
        code: d.code,
        severity: d.severity,
        message: d.message,
        range: d.range,
        ...(d.cr?.length ? { cr: d.cr } : {}),
      })),
    })),
  }, null, 2) + '\n';
}

const SARIF_LEVEL = { error: 'error', warning: 'warning', information: 'note', hint: 'note' } as const;

export function formatSarif(files: FileReport[], version: string): string {
  const used = [...new Set(files.flatMap((f) => f.diagnostics.map((d) => d.code)))].sort();
  return JSON.stringify({
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{
      tool: {
        driver: {
          name: 'cardscript',
          version,
          rules: used.map((code) => ({
            id: code,
            shortDescription: { text: codeSummary(code) },
            fullDescription: { text: codeDocs(code) },
            defaultConfiguration: { level: SARIF_LEVEL[CODES[code].severity] },
          })),
        },
      },
      results: files.flatMap((f) => f.diagnostics.map((d) => ({
        ruleId: d.code,
        level: SARIF_LEVEL[d.severity],
        message: { text: d.message },
        locations: [{
          physicalLocation: {
            artifactLocation: { uri: f.path },
            region: {
              startLine: d.range.start.line + 1, startColumn: d.range.start.character + 1,
              endLine: d.range.end.line + 1, endColumn: d.range.end.character + 1,
            },
          },
        }],
      }))),
    }],
  }, null, 2) + '\n';
}
