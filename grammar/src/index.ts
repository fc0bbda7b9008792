// The grammar package's public surface.
export { parse } from './parse';
export type * from './ast';
export type { Span } from './span';
export { lex } from './lexer';
export { getLineParser } from './parser';
export * as tokens from './tokens';
