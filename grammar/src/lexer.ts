// The single CardScript lexer instance. Lexing never throws: unknown characters become lexer errors
// (reported as syntax errors) and are skipped.

import { Lexer, type ILexingResult } from 'chevrotain';
import { lexerDefinition } from './tokens';

let instance: Lexer | undefined;

export function getLexer(): Lexer {
  instance ??= new Lexer(lexerDefinition, { positionTracking: 'onlyOffset', ensureOptimizations: false });
  return instance;
}

export function lex(text: string): ILexingResult {
  return getLexer().tokenize(text);
}
