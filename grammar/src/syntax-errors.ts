// Syntax errors as data: each error's reason (ast.ts `SyntaxReason`), its English message (SyntaxError.message, what
// tests and goldens read), and the names of the tokens a reason may list. The syntax check
// (server/src/checks/syntax.ts) words the reason in the reader's language.

import type { MisplacedLine, SyntaxError, SyntaxReason } from './ast';
import type { Span } from './span';

export const TOKEN_NAMES: Record<string, string> = {
  StringLiteral: 'a "quoted" name', UnterminatedString: 'a "quoted" name', ManaSymbol: 'a mana symbol like {2}',
  PowerToughness: 'power/toughness like 2/2', NumberLiteral: 'a number', Identifier: 'a word', Word: 'a word',
  Alias: 'an @alias', Dash: 'an em dash', Comma: 'a comma', Colon: 'a colon', RulesLine: 'rules text', EOF: 'the end of the line',
};

export function describeToken(name: string): string {
  return TOKEN_NAMES[name] ?? `\`${name.replace(/InRules$/, '').toLowerCase().replace(/^cant$/, "can't").replace(/^didnt$/, "didn't")}\``;
}

/** A syntax error's reason in English (`SyntaxError.message`; the syntax check words it in the reader's language). */
export function englishSyntaxMessage(r: SyntaxReason): string {
  const found = (f: string | undefined) => (f === undefined ? 'the end of the line' : `'${f}'`);
  switch (r.kind) {
    case 'not-a-line-start': return `${found(r.found)} does not start a field, a rules-text line or a scenario step.`;
    case 'expected': return `Expected ${[...new Set(r.expected.map(describeToken))].join(', ')}${r.more ? ' …' : ''} but found ${found(r.found)}.`;
    case 'redundant': return `Unexpected ${found(r.found)} at the end of this line.`;
    case 'unexpected': return `Unexpected ${found(r.found)}.`;
    case 'unterminated-string': return 'This string has no closing quote.';
    case 'unexpected-character': return `Unexpected character '${r.char}'.`;
    case 'misplaced': return MISPLACED[r.what](r.field ?? '');
  }
}

const MISPLACED: Record<MisplacedLine, (field: string) => string> = {
  'repeated-set': () => 'A file has one `set` line; this one repeats it.',
  'back-without-card': () => '`back` starts the back face of a card; write it after a `card` line.',
  'third-face': () => 'A card has at most two faces; this `back` line is one too many.',
  'text-without-card': () => '`text` belongs to a card; write it after a `card` line.',
  'second-text': () => 'This face already has a `text` field; write all rules text in one block.',
  'rules-outside-text': () => 'Rules text belongs in a card\'s `text` block.',
  'step-outside-scenario': () => 'Scenario steps belong after a `scenario "…"` line.',
  'field-without-card': (f) => `\`${f}\` is a card field; write it after a \`card\` line.`,
  'repeated-field': (f) => `This face already has a \`${f}\` field.`,
};

/** A syntax error with its reason and the English message of it. */
export function syntaxError(reason: SyntaxReason, span: Span): SyntaxError {
  return { message: englishSyntaxMessage(reason), span, reason };
}

