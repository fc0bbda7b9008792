// The parser's errors in the reader's language: each syntax error's reason (grammar/src/syntax-errors.ts) as a catalog
// message. The English of the catalog is the grammar's English message (test/i18n/syntax-messages.test.ts).

import type { SyntaxReason } from '../../../grammar/src/ast';
import { msg, type Message, type MessageId } from '../i18n';

/** Token type names the catalog describes; the others are keywords of the language, shown as written. */
const DESCRIBED: Record<string, MessageId> = {
  StringLiteral: 'syntax.token.StringLiteral', UnterminatedString: 'syntax.token.StringLiteral', ManaSymbol: 'syntax.token.ManaSymbol',
  PowerToughness: 'syntax.token.PowerToughness', NumberLiteral: 'syntax.token.NumberLiteral', Identifier: 'syntax.token.Word', Word: 'syntax.token.Word',
  Alias: 'syntax.token.Alias', Dash: 'syntax.token.Dash', Comma: 'syntax.token.Comma', Colon: 'syntax.token.Colon', RulesLine: 'syntax.token.RulesLine',
  EOF: 'syntax.token.EOF',
};

function token(name: string): Message {
  const id = DESCRIBED[name];
  if (id) return { id };
  return msg('syntax.token.keyword', { word: name.replace(/InRules$/, '').toLowerCase().replace(/^cant$/, "can't").replace(/^didnt$/, "didn't") });
}

const found = (f: string | undefined): Message => (f === undefined ? msg('syntax.end-of-line') : msg('syntax.found', { text: f }));

/** The catalog message of a syntax error's reason. */
export function syntaxMessage(r: SyntaxReason): Message {
  switch (r.kind) {
    case 'not-a-line-start': return msg('syntax.not-a-line-start', { found: found(r.found) });
    // Equal descriptions (a word, a word) once: `commas` drops repeats.
    case 'expected': return msg('syntax.expected', { expected: r.expected.map(token), more: r.more ? 'yes' : 'no', found: found(r.found) });
    case 'redundant': return msg('syntax.redundant', { found: found(r.found) });
    case 'unexpected': return msg('syntax.unexpected', { found: found(r.found) });
    case 'unterminated-string': return msg('syntax.unterminated-string');
    case 'unexpected-character': return msg('syntax.unexpected-character', { char: r.char });
    case 'misplaced':
      if (r.what === 'field-without-card' || r.what === 'repeated-field') return msg(`syntax.misplaced.${r.what}`, { field: r.field ?? '' });
      return { id: `syntax.misplaced.${r.what}` as MessageId };
  }
}
