// Imports flow one way: grammar → data → i18n → diagnostics → model → rules → checks → ide → analysis → lsp | cli
// (files/, safe file access, under them all). This test reads every import line and fails on an import against the
// flow, and on editor imports outside their layer. Inside the rules engine, the floors: every import goes to the same
// floor or a lower one, and no files import each other in a circle.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '..', '..');
const LAYERS = ['grammar', 'files', 'data', 'i18n', 'diagnostics', 'model', 'rules', 'checks', 'ide', 'analysis', 'lsp', 'cli', 'formats', 'carddb', 'startup'] as const;
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
  lsp: ['grammar', 'files', 'data', 'i18n', 'diagnostics', 'model', 'rules', 'checks', 'ide', 'analysis', 'lsp', 'formats', 'carddb', 'startup'],
  cli: ['grammar', 'files', 'data', 'i18n', 'diagnostics', 'model', 'rules', 'checks', 'ide', 'analysis', 'cli', 'formats', 'carddb', 'startup'],
  // Card formats (import/export, render) read and write the model; the card database reads files through formats/.
  formats: ['grammar', 'files', 'data', 'i18n', 'diagnostics', 'model', 'formats'],
  carddb: ['grammar', 'files', 'data', 'i18n', 'diagnostics', 'model', 'formats', 'carddb'],
  // The code cache's loader (startup/bundle-loader.ts): what the entry files of lsp and cli load their bundle with; it
  // reads and writes its cache through files/ in the user's cache folder (carddb/index-cache.ts userCacheDir).
  startup: ['files', 'carddb', 'startup'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const f = path.join(dir, n);
    return statSync(f).isDirectory() ? sources(f) : f.endsWith('.ts') ? [f] : [];
  });
}

const files = [...sources(path.join(ROOT, 'grammar', 'src')), ...sources(path.join(ROOT, 'server', 'src')), ...sources(path.join(ROOT, 'client', 'src'))];

/** The relative imports of a file (type-only ones too), as the specifiers written. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

describe('import direction', () => {
  it('finds the layers', () => expect(files.length).toBeGreaterThan(20));
  for (const file of files) {
    it(path.relative(ROOT, file), () => {
      const from = layerOf(file)!;
      const problems: string[] = [];
      for (const spec of importsOf(file)) {
        if (spec === 'vscode' && from !== 'client') problems.push(`imports vscode outside client/`);
        if (spec.startsWith('vscode-languageserver') && !spec.includes('textdocument') && from !== 'lsp') problems.push(`imports ${spec} outside server/src/lsp`);
        if (!spec.startsWith('.')) continue;
        const target = layerOf(path.resolve(path.dirname(file), spec));
        if (from === 'client') {
          // The extension's entry (client/src/start.ts) loads its bundle with the code cache's loader, as the server's does.
          if (target !== 'client' && target !== 'startup') problems.push(`client imports ${spec}`);
          continue;
        }
        if (!target || target === 'client' || !ALLOWED[from].includes(target as Layer)) problems.push(`${from} imports ${target} (${spec})`);
      }
      expect(problems).toEqual([]);
    });
  }
});

// The rules engine's floors, from the ground up (ARCHITECTURE.md): a floor imports only itself and the floors below.
// `rules/index.ts` is the engine's public face, above them all.
const RULES = path.join(ROOT, 'server', 'src', 'rules');
const FLOORS = ['state', 'layers', 'queries', 'actions', 'effects', 'triggers', 'game', 'engine', 'scenario'] as const;

/** The floor of a file under rules/ (its first folder), 'face' for index.ts, or undefined outside rules/ or off the floors. */
function floorOf(file: string): number | 'face' | undefined {
  const rel = path.relative(RULES, file).split(path.sep);
  if (rel[0] === '..') return undefined;
  if (rel.length === 1) return rel[0] === 'index.ts' ? 'face' : undefined;
  const i = (FLOORS as readonly string[]).indexOf(rel[0]!);
  return i >= 0 ? i : undefined;
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((f) => existsSync(f));
}

const rulesFiles = sources(RULES);
/** Each rules file's imports of other rules files. */
const rulesGraph = new Map(rulesFiles.map((f) => [f, importsOf(f).filter((s) => s.startsWith('.')).map((s) => resolveImport(f, s)).filter((t): t is string => !!t && t.startsWith(RULES + path.sep))]));

/** The circles of the graph (strongly connected parts of two files or more), each as the files in it. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('the rules engine stands in floors', () => {
  const rel = (f: string) => path.relative(RULES, f);
  it('every rules file is on a floor', () => {
    expect(rulesFiles.filter((f) => floorOf(f) === undefined).map(rel)).toEqual([]);
  });
  it('every import goes to the same floor or a lower one', () => {
    const up: string[] = [];
    for (const [file, targets] of rulesGraph) {
      const from = floorOf(file);
      if (from === 'face' || from === undefined) continue;
      for (const t of targets) {
        const to = floorOf(t);
        if (to === 'face' || (typeof to === 'number' && to > from)) up.push(`${rel(file)} (${FLOORS[from]}) imports ${rel(t)} (${to === 'face' ? 'index' : FLOORS[to!]})`);
      }
    }
    expect(up).toEqual([]);
  });
  it('no files import each other in a circle, on a floor or between floors', () => {
    expect(circles(rulesGraph).map((c) => c.map(rel).join(' ↔ '))).toEqual([]);
  });
  it('finds a circle where there is one (the check itself)', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
  });
});
