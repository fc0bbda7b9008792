// Imports flow one way: grammar → data → i18n → diagnostics → model → rules → checks → ide → analysis → lsp | cli
// (files/, safe file access, under them all). This test reads every
// import line and fails on an import against the flow, and on editor imports outside their layer.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '..', '..');
const LAYERS = ['grammar', 'files', 'data', 'i18n', 'diagnostics', 'model', 'rules', 'checks', 'ide', 'analysis', 'lsp', 'cli', 'formats', 'carddb'] as const;
type Layer = (typeof LAYERS)[number];

function layerOf(file: string): Layer | 'client' | undefined {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === 'grammar') return 'grammar';
  if (rel[0] === 'client') return 'client';
  if (rel[0] === 'server' && rel[1] === 'src') return rel[2] as Layer;
  return undefined;
}

/** Which layers each layer may import. lsp and cli are siblings at the top. */
const ALLOWED: Record<Layer, Layer[]> = {
  grammar: ['grammar'],
  // Facts generated from the Comprehensive Rules (server/src/data): importable by every server layer, import nothing.
  data: ['data'],
  // Safe file access (regular files only, bounded reads, private writes): node only, importable by every server layer.
  files: ['files'],
  // The message catalog (server/src/i18n): words in the reader's language, importable by every layer above data.
  i18n: ['i18n'],
  diagnostics: ['grammar', 'i18n', 'diagnostics'],
  model: ['grammar', 'data', 'i18n', 'diagnostics', 'model'],
  rules: ['grammar', 'data', 'i18n', 'diagnostics', 'model', 'rules'],
  checks: ['grammar', 'data', 'i18n', 'diagnostics', 'model', 'rules', 'checks'],
  ide: ['grammar', 'data', 'i18n', 'diagnostics', 'model', 'rules', 'checks', 'ide'],
  analysis: ['grammar', 'files', 'data', 'i18n', 'diagnostics', 'model', 'rules', 'checks', 'ide', 'analysis'],
  lsp: ['grammar', 'files', 'data', 'i18n', 'diagnostics', 'model', 'rules', 'checks', 'ide', 'analysis', 'lsp', 'formats', 'carddb'],
  cli: ['grammar', 'files', 'data', 'i18n', 'diagnostics', 'model', 'rules', 'checks', 'ide', 'analysis', 'cli', 'formats', 'carddb'],
  // Card formats (import/export, render) read and write the model; the card database reads files through formats/.
  formats: ['grammar', 'files', 'data', 'i18n', 'diagnostics', 'model', 'formats'],
  carddb: ['grammar', 'files', 'data', 'i18n', 'diagnostics', 'model', 'formats', 'carddb'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const f = path.join(dir, n);
    return statSync(f).isDirectory() ? sources(f) : f.endsWith('.ts') ? [f] : [];
  });
}

const files = [...sources(path.join(ROOT, 'grammar', 'src')), ...sources(path.join(ROOT, 'server', 'src')), ...sources(path.join(ROOT, 'client', 'src'))];

describe('import direction', () => {
  it('finds the layers', () => expect(files.length).toBeGreaterThan(20));
  for (const file of files) {
    it(path.relative(ROOT, file), () => {
      const from = layerOf(file)!;
      const text = readFileSync(file, 'utf8');
      const problems: string[] = [];
      for (const m of text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
        const spec = m[1]!;
        if (spec === 'vscode' && from !== 'client') problems.push(`imports vscode outside client/`);
        if (spec.startsWith('vscode-languageserver') && !spec.includes('textdocument') && from !== 'lsp') problems.push(`imports ${spec} outside server/src/lsp`);
        if (!spec.startsWith('.')) continue;
        const target = layerOf(path.resolve(path.dirname(file), spec));
        if (from === 'client') {
          if (target !== 'client') problems.push(`client imports ${spec}`);
          continue;
        }
        if (!target || target === 'client' || !ALLOWED[from].includes(target as Layer)) problems.push(`${from} imports ${target} (${spec})`);
      }
      expect(problems).toEqual([]);
    });
  }
});
