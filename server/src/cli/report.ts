// Printing diagnostics: text for people, JSON for tools (LSP-shaped ranges), SARIF 2.1.0 for code scanning.
// Messages are worded in the run's language; codes, severities in the `path:line:col: severity [code]` prefix (what
// problem matchers read), CR numbers and card text stay as they are. JSON keeps the English `message` and adds
// `localizedMessage`; SARIF words `message.text` in the run's language (`run.language`) and keeps the English.

import { localMessage, type Diagnostic } from '../diagnostics/diagnostic';
import { t, type Locale } from '../i18n';
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

export function formatText(files: FileReport[], opts: { showHints: boolean; verbose?: boolean; locale?: Locale }): string {
  const locale = opts.locale ?? 'en';
  const lines: string[] = [];
  for (const f of files) {
    for (const d of f.diagnostics) {
      if (d.severity === 'hint' && !opts.showHints) continue;
      const cr = d.cr?.length ? ` (CR ${d.cr.join(', ')})` : '';
      const message = localMessage(d, locale);
      const msg = d.cr?.length && d.cr.every((c) => message.includes(c)) ? message : message + cr;
      lines.push(`${f.path}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.severity} [${d.code}] ${msg}`);
      if (opts.verbose) for (const r of d.related ?? []) lines.push(`    ${t(locale, 'cli.related', { message: localMessage(r, locale) })}`);
    }
  }
  const c = countBySeverity(files);
  lines.push(t(locale, 'cli.summary', { files: files.length, errors: c.error, warnings: c.warning, information: c.information, hints: c.hint }));
  return lines.join('\n') + '\n';
}

export function formatJson(files: FileReport[], locale: Locale = 'en'): string {
  return JSON.stringify({
    version: 1,
    ...(locale === 'en' ? {} : { locale }),
    files: files.map((f) => ({
      path: f.path,
      diagnostics: f.diagnostics.map((d) => ({
        code: d.code,
        severity: d.severity,
        message: d.message,
        ...(locale === 'en' ? {} : { localizedMessage: localMessage(d, locale) }),
        range: d.range,
        ...(d.cr?.length ? { cr: d.cr } : {}),
      })),
    })),
  }, null, 2) + '\n';
}

const SARIF_LEVEL = { error: 'error', warning: 'warning', information: 'note', hint: 'note' } as const;

export function formatSarif(files: FileReport[], version: string, locale: Locale = 'en'): string {
  const used = [...new Set(files.flatMap((f) => f.diagnostics.map((d) => d.code)))].sort();
  return JSON.stringify({
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{
      ...(locale === 'en' ? {} : { language: locale }),
      tool: {
        driver: {
          name: 'cardscript',
          version,
          rules: used.map((code) => ({
            id: code,
            shortDescription: { text: codeSummary(code, locale) },
            fullDescription: { text: codeDocs(code, locale) },
            defaultConfiguration: { level: SARIF_LEVEL[CODES[code].severity] },
          })),
        },
      },
      results: files.flatMap((f) => f.diagnostics.map((d) => ({
        ruleId: d.code,
        level: SARIF_LEVEL[d.severity],
        message: { text: localMessage(d, locale) },
        ...(locale === 'en' ? {} : { properties: { englishMessage: d.message } }),
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
