// Reads the Comprehensive Rules text ($CARDSCRIPT_CR, else ../shared/data/cr next to the repository) into
// rule number → rule text, and finds every CR number the product can show (sources and docs).

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

export const CR_FILE_NAME = 'MagicCompRules-20260116.txt';

/** The CR file, or undefined when it is not next to the repository (the CR suites then skip). */
export function crFile(): string | undefined {
  const fromEnv = process.env['CARDSCRIPT_CR'];
  const file = fromEnv ? path.resolve(fromEnv) : path.resolve(__dirname, '../../../shared/data/cr', CR_FILE_NAME);
  return existsSync(file) ? file : undefined;
}

/** Rule number ("702.37e", "702.37", "702") → its text; a heading rule's text includes its subrules. */
export function loadRules(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const rules = new Map<string, string>();
  // The rules proper end where the glossary starts (its first line is "Glossary" after the last rule).
  const body = text.slice(0, text.lastIndexOf('\nGlossary'));
  let current: string | undefined;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    const m = /^(\d{3})(?:\.(\d+)([a-z])?)?\.? (.*)$/.exec(line);
    if (m) {
      current = m[1]! + (m[2] ? `.${m[2]}${m[3] ?? ''}` : '');
      rules.set(current, m[4]!);
    } else if (current && line) rules.set(current, `${rules.get(current)!}\n${line}`); // examples, list items
  }
  return rules;
}

/** The rule's own text plus all its subrules' ("702.37" → 702.37 and 702.37a…). */
export function ruleWithSubrules(rules: Map<string, string>, num: string): string | undefined {
  if (!rules.has(num)) return undefined;
  const parts: string[] = [];
  const isSub = (n: string): boolean => (/^\d{3}$/.test(num) ? n.startsWith(`${num}.`) : n.startsWith(num) && /^[a-z]$/.test(n.slice(num.length)));
  for (const [n, t] of rules) if (n === num || isSub(n)) parts.push(t);
  return parts.join('\n');
}

export interface Citation {
  rule: string;
  /** "server/src/ide/hover-docs.ts:34" */
  at: string;
}

const NUM = String.raw`\d{3}(?:\.\d+[a-z]?)?`;
/** "CR 702.37e", "CR 702.37e, 702.168d and 708.8", "CR 701.40b/701.58b" */
const CR_PROSE = new RegExp(String.raw`\bCR (${NUM}(?:(?:, |; | and | or |/|–)${NUM})*)`, 'g');
/** In code, every string literal that is a rule number: `cr: ['702.37e', '708.8']`, `x ? ['701.58a'] : …`, tables. */
const CR_LITERAL = new RegExp(String.raw`'(${NUM})'`, 'g');

/** Every CR number written in `text` (prose "CR …" lists; in code also rule-number string literals), with line numbers. */
export function citationsIn(text: string, file: string): Citation[] {
  const out: Citation[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    for (const m of line.matchAll(CR_PROSE)) for (const n of m[1]!.match(new RegExp(NUM, 'g')) ?? []) out.push({ rule: n, at });
    if (file.endsWith('.ts')) for (const m of line.matchAll(CR_LITERAL)) out.push({ rule: m[1]!, at });
  });
  return out;
}

/** The files whose CR numbers users can see: the server's sources (messages, hover, engine notes) and docs/. */
export function citingFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|md)$/.test(name)) out.push(full);
    }
  };
  walk(path.join(root, 'server/src'));
  // server/src/data is derived from the CR itself (its rule numbers exist by construction; test/cr/vocabulary).
  const data = path.join(root, 'server/src/data') + path.sep;
  out.splice(0, out.length, ...out.filter((f) => !f.startsWith(data)));
  for (const name of readdirSync(path.join(root, 'docs')).sort()) if (name.endsWith('.md')) out.push(path.join(root, 'docs', name));
  for (const name of ['README.md', 'ARCHITECTURE.md']) out.push(path.join(root, name));
  return out;
}

export function allCitations(root: string): Citation[] {
  return citingFiles(root).flatMap((f) => citationsIn(readFileSync(f, 'utf8'), path.relative(root, f)));
}
