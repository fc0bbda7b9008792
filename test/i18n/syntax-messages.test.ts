// The parser's errors through the catalog: the catalog's English of every syntax error equals the grammar's English
// message (grammar/src/syntax-errors.ts), on every reason kind and on every syntax error of the fixtures; the other
// languages word the same reasons.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SyntaxReason } from '../../grammar/src/ast';
import { parse } from '../../grammar/src/parse';
import { englishSyntaxMessage } from '../../grammar/src/syntax-errors';
import { syntaxMessage } from '../../server/src/checks/syntax-messages';
import { render } from '../../server/src/i18n';

const REASONS: SyntaxReason[] = [
  { kind: 'not-a-line-start', found: 'zzz' },
  { kind: 'expected', expected: ['StringLiteral', 'Identifier', 'Word', 'Cast', 'CantInRules'], more: true, found: '{2}' },
  { kind: 'expected', expected: ['EOF'], more: false },
  { kind: 'redundant', found: 'x' },
  { kind: 'unexpected' },
  { kind: 'unterminated-string' },
  { kind: 'unexpected-character', char: '§' },
  ...(['repeated-set', 'back-without-card', 'third-face', 'text-without-card', 'second-text', 'rules-outside-text', 'step-outside-scenario'] as const).map((what) => ({ kind: 'misplaced' as const, what })),
  { kind: 'misplaced', what: 'field-without-card', field: 'cost' },
  { kind: 'misplaced', what: 'repeated-field', field: 'pt' },
];

function cardFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const f = path.join(dir, n);
    return statSync(f).isDirectory() ? cardFiles(f) : f.endsWith('.cards') ? [f] : [];
  });
}

describe('syntax errors through the catalog', () => {
  it.each(REASONS.map((r) => [englishSyntaxMessage(r), r] as const))('%s', (english, r) => {
    expect(render(syntaxMessage(r), 'en')).toBe(english);
    for (const locale of ['it', 'es', 'de'] as const) expect(render(syntaxMessage(r), locale)).not.toBe(english);
  });

  it('every syntax error of the fixtures and examples: the catalog English is the grammar\'s', () => {
    const root = path.join(__dirname, '..', '..');
    let n = 0;
    for (const f of [...cardFiles(path.join(root, 'test', 'fixtures')), ...cardFiles(path.join(root, 'examples'))]) {
      for (const e of parse(readFileSync(f, 'utf8')).errors) {
        expect(e.reason, e.message).toBeDefined();
        expect(render(syntaxMessage(e.reason!), 'en')).toBe(e.message);
        n++;
      }
    }
    expect(n).toBeGreaterThan(5);
  });

  it('German: a keyword the parser expected is shown as written', () => {
    expect(render(syntaxMessage({ kind: 'expected', expected: ['Cast', 'StringLiteral'], more: false, found: 'x' }), 'de'))
      .toBe('Erwartet: `cast`, ein Name in „Anführungszeichen“, gefunden: \'x\'.');
  });
});
