// Loads vscode-oniguruma (the regular expression engine VS Code runs TextMate grammars with) and a
// vscode-textmate registry for our grammar, in the test's own process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as oniguruma from 'vscode-oniguruma';
import * as textmate from 'vscode-textmate';
import { GRAMMAR_PATH } from './grammar-patterns';

const require = createRequire(import.meta.url);
let loaded: Promise<void> | undefined;

export function loadOniguruma(): Promise<typeof oniguruma> {
  loaded ??= oniguruma.loadWASM(readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm')).buffer as ArrayBuffer);
  return loaded.then(() => oniguruma);
}

export async function loadCardScriptGrammar(): Promise<textmate.IGrammar> {
  const onig = await loadOniguruma();
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns: string[]) => new onig.OnigScanner(patterns),
      createOnigString: (text: string) => new onig.OnigString(text),
    }),
    loadGrammar: async (scopeName: string) =>
      scopeName === 'source.cardscript' ? textmate.parseRawGrammar(readFileSync(GRAMMAR_PATH, 'utf8'), GRAMMAR_PATH) : null,
  });
  const grammar = await registry.loadGrammar('source.cardscript');
  if (grammar === null) throw new Error('source.cardscript did not load');
  return grammar;
}

export { textmate };
