// The full reader of CardScript text and the lexer, as one module that `read-written.ts` `loadFullReader` loads when
// a written line needs them: the import's read-back proof sets up the grammar only then.

export { readCardScript } from './from-model';
export { lexLine } from '../../../grammar/src/lexer';
