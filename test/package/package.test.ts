// The extension package as the Marketplace and VS Code see it: the manifest's scripts and capabilities, the files
// vsce would ship (its own file lister), the user README's links and images, production bundles (minified, no
// source-map comments), third-party notices in step with the bundled libraries, and no placeholder addresses.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');
const manifest = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  capabilities: { virtualWorkspaces: boolean | { supported: boolean | 'limited' } };
  repository: { url: string };
};
const README = /--readme-path (\S+)/.exec(manifest.scripts['package'] ?? '')?.[1];

/** Modules given by path at run time (plain .mjs scripts without type declarations). */
async function importScript<T>(file: string): Promise<T> {
  const url = new URL(`file://${path.join(ROOT, file)}`).href;
  return (await import(url)) as T;
}

describe('the extension package', () => {
  it('builds the production bundles and checks the notices before packaging, and never hides broken README links', () => {
    expect(manifest.scripts['vscode:prepublish']).toContain('esbuild.mjs --production');
    expect(manifest.scripts['vscode:prepublish']).toContain('third-party-notices.mjs --check');
    expect(manifest.scripts['package']).not.toContain('--no-rewrite-relative-links');
    expect(README && existsSync(path.join(ROOT, README))).toBe(true);
  });

  it('the e2e run writes the README images only when asked to (npm run screenshots)', () => {
    expect(read('test/e2e/run.sh')).toContain('"${E2E_SCREENSHOTS:-0}" = 1');
    expect(manifest.scripts['screenshots']).toMatch(/^E2E_SCREENSHOTS=1 bash test\/e2e\/run\.sh$/);
    expect(manifest.scripts['test:e2e']).not.toContain('E2E_SCREENSHOTS');
  });

  it('declares virtual workspaces unsupported: the client serves file and untitled documents only', () => {
    const v = manifest.capabilities.virtualWorkspaces;
    const schemes = [...read('client/src/extension.ts').matchAll(/scheme: '([a-z-]+)'/g)].map((m) => m[1]).sort();
    expect(schemes).toEqual(['file', 'untitled']);
    expect(typeof v === 'object' ? v.supported : v).toBe(false);
  });

  it('ships the bundles, the docs the diagnostics link to, the README images and the notices; no maps or sources', async () => {
    const vsce = (await import('@vscode/vsce')) as unknown as { listFiles(o: object): Promise<string[]>; PackageManager: { None: number } };
    const files = await vsce.listFiles({ cwd: ROOT, packageManager: vsce.PackageManager.None, readmePath: README });
    for (const f of ['dist/client.js', 'dist/client-main.js', 'dist/server.js', 'dist/server-main.js', 'dist/server-snapshot.js', 'dist/interaction-worker.js', 'docs/diagnostics.md', 'THIRD_PARTY_NOTICES.md', 'LICENSE', README!]) expect(files).toContain(f);
    // The translations of the contributed titles and settings (package.nls.*) and of the client's messages (l10n/).
    for (const l of ['', '.de', '.it', '.es']) expect(files).toContain(`package.nls${l}.json`);
    for (const l of ['de', 'it', 'es']) expect(files).toContain(`l10n/bundle.l10n.${l}.json`);
    expect(files).not.toContain('README.md'); // the contributors' README stays out
    expect(files.filter((f) => /\.(?:map|ts)$/.test(f) || f.startsWith('node_modules/') || f.startsWith('test/'))).toEqual([]);
    // Every relative link and image of the user README is a file in the package (vsce rewrites them to the
    // repository; they must also exist there, as the same files).
    const links = [...read(README!).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l) && !l.startsWith('#'));
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const l of links) expect(files, l).toContain(l);
  });

  it('the user README documents every command and setting the extension contributes', () => {
    const contributes = (JSON.parse(read('package.json')) as { contributes: { commands: { title: string; category?: string }[]; configuration: { properties: Record<string, unknown> } } }).contributes;
    const readme = read(README!);
    // Titles are `%key%`s of package.nls.json (the English; other languages in package.nls.*.json).
    const nls = JSON.parse(read('package.nls.json')) as Record<string, string>;
    const word = (s: string) => s.replace(/^%(.+)%$/, (_, k: string) => nls[k] ?? s);
    const missing = [
      ...contributes.commands.map((c) => `${c.category ? `${word(c.category)}: ` : ''}${word(c.title)}`),
      ...Object.keys(contributes.configuration.properties).map((k) => `\`${k}\``),
    ].filter((entry) => !readme.includes(entry));
    expect(missing).toEqual([]);
  });

  it('has no placeholder (.invalid) address in any tracked file outside test data', () => {
    // Test inputs may use reserved names (an imported record's image URL); nothing a user sees or opens may.
    const r = spawnSync('git', ['grep', '-nIE', '[a-z0-9]\\.invalid\\b', '--', '.', ':!node_modules', ':!test'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stdout.trim()).toBe('');
    expect(r.status).toBe(1); // git grep: 1 = nothing found
  });

  it('production bundles are minified and end without a source-map comment', async () => {
    const { bundles } = await importScript<{ bundles(o: object): esbuild.BuildOptions[] }>('esbuild.mjs');
    for (const b of bundles({ production: true }).filter((x) => /client|server/.test(String(x.outfile)))) {
      const out = await esbuild.build({ ...b, absWorkingDir: ROOT, write: false, logLevel: 'silent' });
      const js = out.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
      expect(out.outputFiles).toHaveLength(1); // no .map
      expect(js).not.toContain('sourceMappingURL');
      expect(js.length / js.split('\n').length).toBeGreaterThan(1000); // minified: long lines
    }
  });

  it('the card renderer embeds its font (OFL) in the server bundle; the native PNG rasterizer and the WOFF2 decoder stay out', async () => {
    type Pkg = { name: string; licence: string; bundles: string[]; texts: { text: string }[] };
    const notices = await importScript<{ bundledPackages(): Promise<Pkg[]> }>('scripts/third-party-notices.mjs');
    const packages = await notices.bundledPackages();
    const font = packages.find((p) => p.name === '@fontsource/source-serif-4');
    expect(font?.licence).toBe('OFL-1.1');
    expect(font?.bundles).toContain('server-main.js');
    expect(font?.texts.some((t) => t.text.includes('SIL OPEN FONT LICENSE Version 1.1'))).toBe(true);
    expect(packages.map((p) => p.name).filter((n) => n.startsWith('@resvg/') || n === 'brotli')).toEqual([]);
    const vsce = (await import('@vscode/vsce')) as unknown as { listFiles(o: object): Promise<string[]>; PackageManager: { None: number } };
    const files = await vsce.listFiles({ cwd: ROOT, packageManager: vsce.PackageManager.None, readmePath: README });
    expect(files.filter((f) => /\.(?:node|woff2?|ttf|otf)$/.test(f))).toEqual([]); // the font is inside server-main.js
  });

  it('THIRD_PARTY_NOTICES.md is the one the bundled libraries need, with a licence for each', async () => {
    type Pkg = { name: string; licence: string; texts: unknown[] };
    const notices = await importScript<{ bundledPackages(): Promise<Pkg[]>; renderNotices(p: Pkg[]): string }>('scripts/third-party-notices.mjs');
    const packages = await notices.bundledPackages();
    expect(packages.map((p) => p.name)).toContain('chevrotain');
    expect(packages.filter((p) => p.licence === 'UNKNOWN' || p.texts.length === 0).map((p) => p.name)).toEqual([]);
    expect(read('THIRD_PARTY_NOTICES.md')).toBe(notices.renderNotices(packages));
  });
});
