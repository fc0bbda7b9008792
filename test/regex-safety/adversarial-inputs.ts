// Builds adversarial single-line inputs for a regular expression: long runs of the characters and words it
// matches, nested or unclosed brackets and quotes, each ending the way vscode-textmate feeds a line (with "\n").

export interface AdversarialInput {
  /** Short description for failure messages, e.g. `'{' x 50000 + "\n"`. */
  readonly label: string;
  readonly text: string;
}

// Characters a CardScript line is made of, plus the ones our patterns treat specially.
const ALPHABET = [
  ' ', '\t', 'a', 'A', 'X', 'I', '0', '9', '{', '}', '(', ')', '"', '“', '”', '\\', '#', '—', '-', '/',
  '+', '−', '*', '@', "'", '’', '•', ':', ',', '.', '_', 'é', '\u00a0', '\u2028',
];

const repeatTo = (unit: string, length: number): string => unit.repeat(Math.max(1, Math.floor(length / unit.length)));

/** Literal characters and words of an Oniguruma pattern (escapes like `\b`, `\s` are not literals). */
export function patternLiterals(source: string): { chars: string[]; words: string[] } {
  const withoutEscapes = source.replace(/\\[A-Za-z]/g, ' ');
  const chars = new Set<string>();
  for (const ch of source.replace(/\\[A-Za-z]/g, '')) chars.add(ch);
  const words = new Set(withoutEscapes.match(/[\p{L}'’]{2,}/gu) ?? []);
  return { chars: [...chars], words: [...words] };
}

export function adversarialInputs(source: string, length = 50_000): AdversarialInput[] {
  const inputs = new Map<string, string>();
  const add = (label: string, text: string, withFailingEnd = true): void => {
    inputs.set(`${label} + "\\n"`, `${text}\n`);
    // A character nothing in our grammar ends with, to force every partial match to fail and backtrack.
    if (withFailingEnd) inputs.set(`${label} + "\\u0001\\n"`, `${text}\u0001\n`);
  };
  const { chars, words } = patternLiterals(source);

  for (const ch of new Set([...ALPHABET, ...chars])) add(`${JSON.stringify(ch)} x ${length}`, repeatTo(ch, length));
  for (const word of words) {
    add(`"${word} " x many`, repeatTo(`${word} `, length), false);
    add(`"${word}" + " " x ${length}`, word + ' '.repeat(length), false);
    add(`" " x ${length} + "${word.slice(0, -1)}"`, ' '.repeat(length) + word.slice(0, -1), false);
  }

  const half = Math.floor(length / 2);
  const structured: Array<[string, string]> = [
    ['nested braces', '{'.repeat(half) + '}'.repeat(half)],
    ['unclosed braces with text', repeatTo('{a', length)],
    ['one unclosed brace', '{' + 'U'.repeat(length)],
    ['mana symbols', repeatTo('{2}{U}{W/U}', length)],
    ['unclosed quote', '"' + 'a'.repeat(length)],
    ['unclosed quote of escapes', '"' + repeatTo('\\"', length)],
    ['unclosed quote of backslashes', '"' + '\\'.repeat(length)],
    ['unclosed curly quote', '“' + 'a '.repeat(half)],
    ['nested parentheses', '('.repeat(half) + ')'.repeat(half)],
    ['unclosed parenthesis with words', '(' + repeatTo('a ', length)],
    ['digits then slash', '1'.repeat(length) + '/'],
    ['digit runs with signs', repeatTo('+1/', length)],
    ['power with stars', repeatTo('1+', length) + '*'],
    ['chapter numerals', repeatTo('I, ', length)],
    ['capitalized word then spaces', 'Abc' + ' '.repeat(length) + '-'],
    ['capitalized words', 'A' + repeatTo(' abc', length)],
    ['hyphenated words', 'A' + repeatTo('-a', length)],
    ['alias', '@' + 'a'.repeat(length)],
    ['hashes', '#'.repeat(length)],
    ['dashes', repeatTo('- ', length)],
    ['em dashes with spaces', repeatTo(' —', length)],
    ['indented keyword-like', ' '.repeat(length) + 'car'],
    ['leading whitespace, tabs', repeatTo(' \t', length)],
    ['words and spaces', repeatTo('face ', length)],
  ];
  for (const [label, text] of structured) add(label, text);
  return [...inputs].map(([label, text]) => ({ label, text }));
}
