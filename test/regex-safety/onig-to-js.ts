// Converts an Oniguruma pattern (TextMate grammar dialect) to a JavaScript RegExp source with the same
// backtracking behaviour on one line of text, or says why it cannot. Constructs our grammar does not need are
// refused rather than guessed, so the grammar stays simple and every pattern gets every check.

export type Conversion =
  | { readonly ok: true; readonly source: string; readonly flags: string }
  | { readonly ok: false; readonly reason: string };

// vscode-textmate matches one line at a time, with "\n" appended: a newline only ever ends the input, and VS Code
// splits lines at "\r" too. The converted pattern must not let a class or `.` run across a JavaScript line
// terminator ("\n", "\r", U+2028, U+2029: where JavaScript's multiline ^ matches), or the static checker reports
// attacks made of many lines, which can never reach the grammar. So, with the `m` flag (^ and $ are line
// anchors, as in Oniguruma):
//   `.`  -> `[^\n\r\u2028\u2029]`     `\s` -> whitespace without those four (`[^\S\n\r\u2028\u2029]` outside a class)
//   `\W` `\D` -> `[^\w\n\r\u2028\u2029]` `[^\d…]`      `[^…]` -> `[^\n\r\u2028\u2029…]`
// (U+2028/U+2029 can occur inside a VS Code line, where Oniguruma's `.` matches them: a run stopping there makes
// the JavaScript checks see shorter runs, not different backtracking.)
// Oniguruma's \w \b \d are Unicode-aware and JavaScript's (without `u`) ASCII: that changes which characters
// match, not how the engine backtracks, so the timing and static checks keep their meaning.
const TERMINATORS = '\\n\\r\\u2028\\u2029';
const WHITESPACE_NO_TERMINATOR = '\\t\\v\\f \\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000\\ufeff';
// Letter escapes that mean the same in both dialects.
const SAME_LETTER_ESCAPES = new Set([...'wSdbBtnrfv']);

export function onigToJs(onig: string): Conversion {
  let out = '';
  let inClass = false;
  for (let i = 0; i < onig.length; i++) {
    const ch = onig[i]!;
    if (ch === '\\') {
      const next = onig[i + 1];
      if (next === undefined) return { ok: false, reason: 'trailing backslash' };
      i++;
      if (next === 'G') {
        // \G anchors at the end of the rule's begin match (vscode-textmate). Dropping it lets the pattern
        // match at more positions: more work for the engine, so the checks stay conservative.
        if (inClass) return { ok: false, reason: '\\G inside a character class' };
        continue;
      }
      if (next === 's') {
        out += inClass ? WHITESPACE_NO_TERMINATOR : `[^\\S${TERMINATORS}]`;
        continue;
      }
      if (next === 'W' || next === 'D') {
        if (inClass) return { ok: false, reason: `\\${next} inside a character class` };
        out += `[^\\${next.toLowerCase()}${TERMINATORS}]`;
        continue;
      }
      if (/[0-9]/.test(next)) return { ok: false, reason: `escape \\${next} (back-reference or octal)` };
      // Refused: \h \H \A \z \Z \K \R \X \p \P \k \g \Q \x \u \o \c \e \a and any other letter escape.
      if (/[A-Za-z]/.test(next) && !SAME_LETTER_ESCAPES.has(next)) return { ok: false, reason: `escape \\${next}` };
      out += `\\${next}`;
      continue;
    }
    if (inClass) {
      if (ch === '[') return { ok: false, reason: 'nested character class or POSIX bracket' };
      if (ch === '&' && onig[i + 1] === '&') return { ok: false, reason: 'character class intersection' };
      if (ch === ']') inClass = false;
      out += ch;
      continue;
    }
    if (ch === '[') {
      inClass = true;
      out += '[';
      if (onig[i + 1] === '^') {
        out += `^${TERMINATORS}`;
        i++;
      }
      // A `]` right after `[` or `[^` is a literal in Oniguruma and closes an empty class in JavaScript.
      if (onig[i + 1] === ']') return { ok: false, reason: 'leading ] in a character class' };
      continue;
    }
    if (ch === '.') {
      out += `[^${TERMINATORS}]`;
      continue;
    }
    if (ch === '(' && onig[i + 1] === '?' && !/^(?::|=|!|<=|<!)/.test(onig.slice(i + 2))) {
      return { ok: false, reason: 'group (?…): atomic group, inline option, named group or absent operator' };
    }
    if ((ch === '*' || ch === '+' || ch === '?' || ch === '}') && onig[i + 1] === '+') {
      return { ok: false, reason: 'possessive quantifier' };
    }
    out += ch;
  }
  if (inClass) return { ok: false, reason: 'unclosed character class' };
  try {
    new RegExp(out, 'm');
  } catch (error) {
    return { ok: false, reason: `not a JavaScript RegExp after conversion: ${(error as Error).message}` };
  }
  return { ok: true, source: out, flags: 'm' };
}
