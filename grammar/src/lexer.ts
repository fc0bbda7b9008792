// The single CardScript lexer instance. Lexing never throws: unknown characters become lexer errors
// (reported as syntax errors) and are skipped.

import { Lexer, type ILexingResult, type IToken } from 'chevrotain';
import { lexerDefinition } from './tokens';

let instance: Lexer | undefined;

/**
 * The product's lexer is built without Chevrotain's definition validations (three quarters of its construction, on
 * every start of the CLI and the server); test/grammar/lexer-valid.test.ts builds it with them (validatedLexer).
 */
export function getLexer(): Lexer {
  instance ??= new Lexer(lexerDefinition, { positionTracking: 'onlyOffset', ensureOptimizations: false, skipValidations: true });
  return instance;
}

/** The same lexer built with Chevrotain's definition validations: building it throws on a definition error. */
export function validatedLexer(): Lexer {
  return new Lexer(lexerDefinition, { positionTracking: 'onlyOffset', ensureOptimizations: false });
}

export function lex(text: string): ILexingResult {
  return getLexer().tokenize(text);
}

/** The lexer mode a line starts in: `rules` after a `text` field until a field keyword starts a line. */
export type LexMode = 'main' | 'rules';

export interface LexedLine extends ILexingResult {
  /** The mode the next line starts in. */
  endMode: LexMode;
}

/**
 * Lexes one line (no line break in it) that starts in `mode`, with offsets relative to the line: the same tokens,
 * comments and errors the whole text's lexing gives for that line (no token crosses a line break, and a line's
 * tokens depend only on the mode it starts in).
 */
export function lexLine(line: string, mode: LexMode): LexedLine {
  if (mode === 'main') {
    const r = getLexer().tokenize(line);
    return { ...r, endMode: endMode(r.tokens, mode) };
  }
  // In the whole text a rules line is lexed with `main` under `rules` on the mode stack, so a field keyword can pop
  // back; a lexer started in `rules` has nothing to pop. Lex it after a `text` line instead and drop that line.
  const r = getLexer().tokenize(RULES_PREFIX + line);
  const tokens = r.tokens.slice(2);
  for (const t of tokens) move(t, -RULES_PREFIX.length);
  const comments = r.groups['comments'] ?? [];
  for (const t of comments) move(t, -RULES_PREFIX.length);
  for (const e of r.errors) e.offset -= RULES_PREFIX.length;
  return { tokens, groups: r.groups, errors: r.errors, endMode: endMode(tokens, mode) };
}

/** `text` then a line break: a prefix that leaves the lexer in `rules` mode, over `main`. */
const RULES_PREFIX = 'text\n';

function move(t: IToken, delta: number): void {
  t.startOffset += delta;
  if (t.endOffset !== undefined) t.endOffset += delta;
}

/** The mode after `tokens`: `text` pushes the rules mode; a field keyword in it pops back to `main`. */
function endMode(tokens: IToken[], mode: LexMode): LexMode {
  let m = mode;
  for (const t of tokens) {
    if (t.tokenType.PUSH_MODE) m = t.tokenType.PUSH_MODE as LexMode;
    else if (t.tokenType.POP_MODE) m = 'main';
  }
  return m;
}
