// No English sentence reaches a user of the command line outside the catalog: in the CLI (server/src/cli), the card
// formats (server/src/formats) and the card database (server/src/carddb), every text given to the terminal
// (`io.err`, `io.out`), to a reader's warnings (`warnings.push`, `warn`, `fail`) or to an error a command shows
// (`new …Error(…)`) is a catalog message (`t`, `msg`, `render`), never a string literal of prose. Like
// ids-in-code.test.ts, this reads the source: a literal that slips in fails here with its file and line.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(__dirname, '..', '..', 'server', 'src');
/** The folders whose words reach the command line; formats/render draws pictures (no sentences). */
const DIRS = ['cli', 'formats', 'carddb'].map((d) => path.join(SRC, d));
const SKIP = [path.join(SRC, 'formats', 'render')];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (SKIP.includes(file)) continue;
    if (statSync(file).isDirectory()) sources(file, out);
    else if (name.endsWith('.ts')) out.push(file);
  }
  return out;
}

/** Where the code hands text to a user: the call and the offset of its opening parenthesis. */
const SINK = /\b(?:io\.(?:err|out)|(?:warnings|problems)\.push|warn|fail|new [A-Z]\w*Error)\(/g;

/** Skips a string or template literal starting at `i` (its quote); the index after it. Template holes are skipped whole. */
function skipLiteral(text: string, i: number): number {
  const q = text[i]!;
  for (i++; i < text.length && text[i] !== q; i++) {
    if (text[i] === '\\') i++;
    else if (q === '`' && text.startsWith('${', i)) i = skipBalanced(text, i + 1, '{', '}') - 1;
  }
  return i + 1;
}

/** Skips from an opening bracket at `i` to after its match (literals inside skipped whole). */
function skipBalanced(text: string, i: number, open: string, close: string): number {
  let depth = 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') { i = skipLiteral(text, i) - 1; continue; }
    if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
  }
  return text.length;
}

/** The argument text of the call whose '(' is at `open`, up to its matching ')'. */
function argument(text: string, open: number): string {
  return text.slice(open + 1, skipBalanced(text, open, '(', ')') - 1);
}

/** Calls whose arguments are catalog ids and parameters: the words are chosen through the catalog. */
const WORDED = /\b(?:t|msg|render|about|errorWords)\($/;

/**
 * Prose in the string and template literals of `code` (two words of letters in a row), outside the calls of
 * t/msg/render (ids and parameters) and looking into template holes (`${…}`) as code.
 */
export function proseLiterals(code: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (c === '(' && WORDED.test(code.slice(Math.max(0, i - 12), i + 1))) { i = skipBalanced(code, i, '(', ')') - 1; continue; }
    if (c !== "'" && c !== '"' && c !== '`') continue;
    const end = skipLiteral(code, i);
    let body = '';
    for (let k = i + 1; k < end - 1; k++) {
      if (c === '`' && code.startsWith('${', k)) {
        const close = skipBalanced(code, k + 1, '{', '}');
        found.push(...proseLiterals(code.slice(k + 2, close - 1)));
        body += ' ';
        k = close - 1;
      } else body += code[k];
    }
    if (/\b[A-Za-z]{2,}[ ,;:]+[a-z]{2,}\b/.test(body)) found.push(body);
    i = end - 1;
  }
  return found;
}

function scan(): { sinks: number; literals: string[] } {
  let sinks = 0;
  const literals: string[] = [];
  for (const file of DIRS.flatMap((d) => sources(d))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(SINK)) {
      sinks++;
      const open = m.index! + m[0].length - 1;
      for (const l of proseLiterals(argument(text, open))) literals.push(`${path.relative(SRC, file)}:${text.slice(0, open).split('\n').length}: ${l}`);
    }
  }
  return { sinks, literals };
}

describe('the command line\'s words are the catalog\'s', () => {
  it('the scan finds the places text reaches a user, and tells prose from ids and parameters', () => {
    expect(scan().sinks).toBeGreaterThan(120);
    expect(proseLiterals("`cannot write ${shown(f.file)}: it is a folder`")).toEqual(['cannot write  : it is a folder']);
    expect(proseLiterals("`${near.length ? t(locale, 'cli.lookup.unknown-near', { names: near.map((n) => `\"${n}\"`) }) : `no card named ${name}`}\\n`")).toEqual(['no card named  ']);
    expect(proseLiterals("'a card without a name was skipped'")).toHaveLength(1);
    expect(proseLiterals("`${t(locale, 'cli.no-match', { pattern: m })}\\n`")).toEqual([]);
    expect(proseLiterals("msg('import.field-not-imported', { field: k })")).toEqual([]);
    expect(proseLiterals("`${displayPath(file, io.cwd)}\\n`")).toEqual([]);
  });

  it('no string literal of prose is handed to the terminal, a warning or a shown error in cli/, formats/ or carddb/', () => {
    expect(scan().literals).toEqual([]);
  });
});
