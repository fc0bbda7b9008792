// docs/diagnostics.md is generated from the diagnostic registry; this test keeps it current.
// Regenerate with: UPDATE_DOCS=1 npx vitest run test/ide/diagnostics-doc.test.ts

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODES } from '../../server/src/diagnostics/registry';
import { renderDiagnosticsDoc } from '../../server/src/ide/diagnostics-doc';

const FILE = path.join(__dirname, '../../docs/diagnostics.md');

describe('docs/diagnostics.md', () => {
  const expected = renderDiagnosticsDoc();
  if (process.env['UPDATE_DOCS'] === '1') writeFileSync(FILE, expected);

  it('is current with the registry', () => {
    expect(existsSync(FILE)).toBe(true);
    expect(readFileSync(FILE, 'utf8')).toBe(expected);
  });

  it('has a section (link target) for every code', () => {
    for (const code of Object.keys(CODES)) expect(expected).toContain(`\n## ${code}\n`);
  });
});
