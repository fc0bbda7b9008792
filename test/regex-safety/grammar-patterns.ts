// Collects every regular expression of the TextMate grammar (match/begin/end/while) with its JSON path,
// and the JavaScript regular expressions of language-configuration.json.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const GRAMMAR_PATH = `${ROOT}syntaxes/cardscript.tmLanguage.json`;
export const LANGUAGE_CONFIGURATION_PATH = `${ROOT}language-configuration.json`;

export interface GrammarPattern {
  /** Where the pattern sits in the grammar, e.g. `repository.card.end`. */
  readonly path: string;
  readonly key: 'match' | 'begin' | 'end' | 'while';
  /** The Oniguruma source, as written in the grammar. */
  readonly source: string;
}

const REGEX_KEYS = new Set(['match', 'begin', 'end', 'while']);

export function collectGrammarPatterns(grammar: unknown): GrammarPattern[] {
  const found: GrammarPattern[] = [];
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, `${path}[${i}]`));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (REGEX_KEYS.has(key) && typeof value === 'string') {
        found.push({ path: childPath, key: key as GrammarPattern['key'], source: value });
      } else {
        walk(value, childPath);
      }
    }
  };
  walk(grammar, '');
  return found;
}

export function loadGrammarPatterns(): GrammarPattern[] {
  return collectGrammarPatterns(JSON.parse(readFileSync(GRAMMAR_PATH, 'utf8')));
}

export interface JsPattern {
  readonly path: string;
  readonly source: string;
}

/** wordPattern and indentationRules: VS Code compiles these as JavaScript RegExps in the extension host. */
export function loadLanguageConfigurationPatterns(): JsPattern[] {
  const config = JSON.parse(readFileSync(LANGUAGE_CONFIGURATION_PATH, 'utf8')) as {
    wordPattern?: string;
    indentationRules?: Record<string, string>;
  };
  const found: JsPattern[] = [];
  if (typeof config.wordPattern === 'string') found.push({ path: 'wordPattern', source: config.wordPattern });
  for (const [key, value] of Object.entries(config.indentationRules ?? {})) {
    if (typeof value === 'string') found.push({ path: `indentationRules.${key}`, source: value });
  }
  return found;
}
