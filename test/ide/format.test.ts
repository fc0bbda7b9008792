// The formatter: the canonical layout, idempotent, and never losing a token — on every fixture and example file.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lex } from '../../grammar/src/lexer';
import { applyEdits } from '../../server/src/ide/code-actions';
import { formatText, getFormattingEdits } from '../../server/src/ide/format';
import { fixture, readMarkers } from './support';

const ROOT = path.join(__dirname, '../..');

/** Token images (and comments) in order, whitespace-insensitive: what formatting must preserve. */
export function tokenImages(text: string): string[] {
  const r = lex(text);
  const all = [...r.tokens, ...(r.groups['comments'] ?? [])].filter((t) => t.tokenType.name !== 'Newline');
  all.sort((a, b) => a.startOffset - b.startOffset);
  return all.map((t) => `${t.tokenType.name}:${t.image.trim()}`);
}

/** Characters the lexer could not read (they are not tokens, but they must survive too). */
function lexErrors(text: string): string[] {
  return lex(text).errors.map((e) => text.slice(e.offset, e.offset + e.length));
}

function cardFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...cardFiles(full));
    else if (/\.cards?$/.test(name)) out.push(full);
  }
  return out.sort();
}

const FILES = ['examples', 'test/fixtures', 'test/ide/fixtures', 'test/grammar/golden', 'test/syntaxes']
  .flatMap((d) => cardFiles(path.join(ROOT, d)));

describe('format: every fixture and example file', () => {
  it('finds files to check', () => expect(FILES.length).toBeGreaterThan(8));
  it.each(FILES.map((f) => [path.relative(ROOT, f)]))('%s: idempotent and token-preserving', (rel) => {
    const text = readMarkers(readFileSync(path.join(ROOT, rel), 'utf8')).text;
    const once = formatText(text);
    expect(formatText(once)).toBe(once);
    expect(tokenImages(once)).toEqual(tokenImages(text));
    expect(lexErrors(once)).toEqual(lexErrors(text));
    expect(applyEdits(text, getFormattingEdits(text))).toBe(once);
  });
});

describe('format: the canonical layout', () => {
  const messy = fixture('messy.cards').text;
  const out = formatText(messy);

  it('lays out a messy file', () => {
    expect(out).toBe([
      '# A file in need of the formatter.',
      'set "Messy" code MSY',
      '',
      'card "Messy Morph"',
      '  cost {2}{U}',
      '  type Creature — Human Wizard',
      '  pt 2/2 # a comment',
      '  text',
      '    Flying',
      '    Morph {1}{U}',
      '    # comment inside the text block',
      '    When this creature is turned face up, draw a card.',
      '  back "Messy Back"',
      '  type Creature — Human',
      '  pt 3/3',
      '',
      'card "Next Card"',
      '  cost {1}',
      '  type Artifact',
      '  # trailing comment of Next Card',
      '',
      '# section comment',
      '',
      'scenario "Messy scenario"',
      '  you cast "Messy Morph" face down',
      '  you have "Next Card", "Messy Morph" in hand',
      '  expect illegal: resolve',
      '  broken line here !!',
      '',
    ].join('\n'));
  });

  it('keeps CRLF newlines', () => {
    const crlf = 'card "A"\r\ncost {1}\r\ntype Artifact\r\n';
    expect(formatText(crlf)).toBe('card "A"\r\n  cost {1}\r\n  type Artifact\r\n');
  });

  it('keeps a broken line as written', () => {
    expect(formatText('card "A"\n  pt 3/  \n')).toBe('card "A"\n  pt 3/\n');
    expect(formatText('card "A\n   cost   {1}\n')).toBe('card "A\n  cost {1}\n');
  });

  it('puts exactly one blank line between items', () => {
    expect(formatText('card "A"\n  type Artifact\ncard "B"\n\n\n\n  type Artifact\n\n\nscenario "S"\n  resolve\n\n\n'))
      .toBe('card "A"\n  type Artifact\n\ncard "B"\n\n  type Artifact\n\nscenario "S"\n  resolve\n');
  });

  it('is empty for an empty file and edits nothing on a formatted one', () => {
    expect(formatText('')).toBe('');
    expect(formatText('\n\n  \n')).toBe('');
    expect(getFormattingEdits(out)).toEqual([]);
  });
});
