// Collects the regular expressions of the code (grammar/src, server/src): every regex literal, evaluated, and
// every `new RegExp(` / `RegExp(` call site (dynamic sources), found with the TypeScript parser.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import type { TokenType } from 'chevrotain';
import { allTokens } from '../../grammar/src/tokens';

export const CODE_ROOT = path.join(__dirname, '..', '..');
export const CODE_DIRS = ['grammar/src', 'server/src'];

export interface CodeRegex {
  /** `server/src/ide/format.ts:37` */
  where: string;
  source: string;
  flags: string;
}

export interface DynamicRegexSite {
  /** `server/src/ide/navigation.ts` */
  file: string;
  line: number;
  /** The source text of the first argument, e.g. a template literal. */
  argument: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : name.endsWith('.ts') ? [full] : [];
  });
}

export function scanCode(): { literals: CodeRegex[]; dynamic: DynamicRegexSite[] } {
  const literals: CodeRegex[] = [];
  const dynamic: DynamicRegexSite[] = [];
  for (const file of CODE_DIRS.flatMap((d) => sourceFiles(path.join(CODE_ROOT, d))).sort()) {
    const rel = path.relative(CODE_ROOT, file).split(path.sep).join('/');
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(sf);
        const slash = text.lastIndexOf('/');
        literals.push({ where: `${rel}:${lineOf(node)}`, source: text.slice(1, slash), flags: text.slice(slash + 1) });
      }
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
        dynamic.push({ file: rel, line: lineOf(node), argument: node.arguments?.[0]?.getText(sf) ?? '' });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { literals, dynamic };
}

/** The lexer's token patterns (its dynamic regexes: built from the keyword and letter tables in grammar/src/tokens.ts). */
export function tokenPatterns(): RegExp[] {
  return (allTokens as TokenType[]).map((t) => t.PATTERN).filter((p): p is RegExp => p instanceof RegExp);
}
