// The editor UI in four languages: every contributed title, description and setting is a `%key%` of package.nls.json,
// translated in package.nls.{de,it,es}.json; every string the client passes to vscode.l10n.t is in each
// l10n/bundle.l10n.*.json; the translations keep their placeholders.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '..', '..');
const read = (f: string) => JSON.parse(readFileSync(path.join(ROOT, f), 'utf8')) as Record<string, unknown>;
const LANGUAGES = ['de', 'it', 'es'] as const;

/** Every string value of the manifest (contributions, description, capabilities). */
function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\d+\}|`[^`]*`/g)].map((m) => m[0]).sort();

describe('package.nls', () => {
  const pkg = read('package.json');
  const nls = read('package.nls.json') as Record<string, string>;
  const keys = strings(pkg).flatMap((s) => [...s.matchAll(/^%([^%]+)%$/g)].map((m) => m[1]!));

  it('words every contributed title, description and setting through a key', () => {
    const contributes = pkg.contributes as { commands: { title: string }[]; configuration: { properties: Record<string, { description?: string; markdownDescription?: string }> } };
    for (const c of contributes.commands) expect(c.title).toMatch(/^%.+%$/);
    for (const p of Object.values(contributes.configuration.properties)) expect(p.description ?? p.markdownDescription).toMatch(/^%.+%$/);
    expect(pkg.description).toMatch(/^%.+%$/);
    expect(keys.filter((k) => !(k in nls))).toEqual([]);
    expect(Object.keys(nls).filter((k) => !keys.includes(k))).toEqual([]);
  });

  for (const l of LANGUAGES) {
    it(`package.nls.${l}.json translates every key, keeping code spans`, () => {
      const tr = read(`package.nls.${l}.json`) as Record<string, string>;
      expect(Object.keys(tr).sort()).toEqual(Object.keys(nls).sort());
      for (const k of Object.keys(nls)) expect(placeholders(tr[k]!), k).toEqual(placeholders(nls[k]!));
      expect(Object.keys(nls).filter((k) => tr[k] === nls[k] && nls[k] !== 'CardScript')).toEqual([]);
    });
  }
});

describe('l10n bundles (vscode.l10n)', () => {
  const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
    const f = path.join(dir, n);
    return statSync(f).isDirectory() ? files(f) : f.endsWith('.ts') ? [f] : [];
  });
  const used = new Set(files(path.join(ROOT, 'client', 'src')).flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/vscode\.l10n\.t\(\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'))));

  it('the client words its messages through vscode.l10n', () => expect(used.size).toBeGreaterThan(15));

  for (const l of LANGUAGES) {
    it(`bundle.l10n.${l}.json has every message, with its placeholders`, () => {
      const bundle = read(`l10n/bundle.l10n.${l}.json`) as Record<string, string>;
      expect([...used].filter((s) => !(s in bundle))).toEqual([]);
      expect(Object.keys(bundle).filter((s) => !used.has(s))).toEqual([]);
      for (const [k, v] of Object.entries(bundle)) expect(placeholders(v), k).toEqual(placeholders(k));
    });
  }
});
