// Token types of the CardScript lexer. Two lexer modes: `main` for fields and scenario lines, and
// `rules` (entered by the `text` keyword) where each line is one raw rules-text token.

import { createToken, Lexer, type TokenType } from 'chevrotain';

/** Every word-like token (keywords and identifiers) belongs to this category, so a type line can hold any word. */
export const Word = createToken({ name: 'Word', pattern: Lexer.NA });

const LETTER = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u1FFF\\u2C00-\\uD7FF';
export const Identifier = createToken({
  name: 'Identifier',
  pattern: new RegExp(`[${LETTER}][${LETTER}0-9_'’\\-]*`),
  categories: [Word],
});

function keyword(name: string, word: string, extra: Partial<Parameters<typeof createToken>[0]> = {}): TokenType {
  return createToken({
    name,
    pattern: new RegExp(`${word}(?![${LETTER}0-9_'’\\-])`),
    longer_alt: Identifier,
    categories: [Word],
    ...extra,
  });
}

// Lines of whitespace and comments.
export const Newline = createToken({ name: 'Newline', pattern: /\r\n|\r|\n/, line_breaks: true });
export const Whitespace = createToken({ name: 'Whitespace', pattern: /[ \t\u00A0\uFEFF]+/, group: Lexer.SKIPPED });
export const Comment = createToken({ name: 'Comment', pattern: /#[^\r\n]*/, group: 'comments' });

// Literals.
export const StringLiteral = createToken({ name: 'StringLiteral', pattern: /"(?:[^"\\\r\n]|\\.)*"|“[^”\r\n]*”/ });
export const UnterminatedString = createToken({ name: 'UnterminatedString', pattern: /"(?:[^"\\\r\n]|\\.)*|“[^”\r\n]*/ });
export const ManaSymbol = createToken({ name: 'ManaSymbol', pattern: /\{[^{}\s]*\}/ });
export const PowerToughness = createToken({
  name: 'PowerToughness',
  pattern: /[+\-−]?(?:\d+|\*|X)(?:[+\-](?:\d+|\*))?\/[+\-−]?(?:\d+|\*|X)(?:[+\-](?:\d+|\*))?/,
});
export const NumberLiteral = createToken({ name: 'NumberLiteral', pattern: /\d+/ });
export const Dash = createToken({ name: 'Dash', pattern: /—|–|--/ });
export const Comma = createToken({ name: 'Comma', pattern: /,/ });
export const Colon = createToken({ name: 'Colon', pattern: /:/ });
export const Alias = createToken({ name: 'Alias', pattern: /@[A-Za-z_][A-Za-z0-9_\-]*/ });
export const Equals = createToken({ name: 'Equals', pattern: /=/ });

// Field and section keywords: they end a rules-text block, so each has a twin in the `rules` mode that
// pops back to `main`. The parser consumes the main token, which is the twin's category.
const sectionWords = ['set', 'card', 'back', 'scenario', 'cost', 'type', 'pt', 'loyalty', 'defense', 'color', 'rarity', 'flavor'] as const;
const capitalize = (s: string) => s[0]!.toUpperCase() + s.slice(1);
export const section: Record<(typeof sectionWords)[number], TokenType> = Object.fromEntries(
  sectionWords.map((w) => [w, keyword(capitalize(w), w)]),
) as Record<(typeof sectionWords)[number], TokenType>;
const sectionExits = sectionWords.map((w) =>
  createToken({ name: `${capitalize(w)}InRules`, pattern: new RegExp(`${w}(?![${LETTER}0-9_'’\\-])`), categories: [section[w]!, Word], pop_mode: true }),
);

export const Text = keyword('Text', 'text', { push_mode: 'rules' });
/** `text` inside a rules block: stays in the block (a duplicate `text` field is reported by the structure pass). */
const TextInRules = createToken({ name: 'TextInRules', pattern: /text(?![A-Za-z0-9_'’\-])/, categories: [Text, Word] });
/** One raw line of rules text (trailing blanks are trimmed by the AST builder). */
export const RulesLine = createToken({ name: 'RulesLine', pattern: /[^\s#][^\r\n#]*/ });

// Set metadata and scenario vocabulary.
const words = [
  'code', 'templating', 'setup',
  'you', 'opponent', 'has', 'have', 'in', 'on', 'top', 'of', 'library', 'hand', 'graveyard', 'exile', 'battlefield',
  'stack', 'command', 'face', 'down', 'up', 'via', 'tapped', 'untapped', 'as', 'cast', 'using', 'targeting', 'copying',
  'resolve', 'all', 'counters', 'counter', 'activate', 'abilities', 'ability', 'apply', 'manifest', 'dread', 'choosing', 'cloak',
  'turned', 'turn', 'bounce', 'destroy', 'sacrifice', 'return', 'to', 'put', 'untap', 'tap', 'transform', 'gains',
  'control', 'end', 'game', 'expect', 'illegal', 'is', 'named', 'no', 'name', 'colorless', 'mana', 'value', 'lacks',
  'an', 'a', 'not', 'be', 'for', 'triggered', 'trigger', 'revealed', 'hidden', 'from', 'visible', 'megamorph',
  'morph', 'disguise', 'effect', 'and', 'attached', 'unattached', 'before', 'was', 'shares', 'share', 'with',
  // the whole game: turns, combat, damage, life, counts
  'move', 'pass', 'priority', 'attack', 'attacks', 'block', 'blocks', 'deal', 'damage', 'life', 'lost', 'attacking',
  'blocking', 'blocked', 'unblocked', 'controlled', 'owned', 'by', 'cards', 'empty', 'paying', 'objects', 'play', 'declining', 'accepting',
  // triggered abilities and the stack (CR 603.3b, 603.3d)
  'order', 'triggers', 'holds',
  // attaching an Aura or Equipment (CR 701.3a)
  'attach',
  'assign', 'assigns', 'turns', 'discarding', 'dividing',
  // special actions from the hand (CR 116.2h, 702.143b foretell)
  'foretell', 'foretells', 'suspend', 'suspends',
  // mana and choices
  'paid', 'pool', 'naming', 'mode', 'modes',
  // kicker paid as a spell is cast (CR 702.33a)
  'kicked',
  // a die's result as an ability resolves (CR 706.2)
  'rolling',
  // a coin flip's result as an ability resolves (CR 705.2): `flipping win`, `flipping lose, win`
  'flipping',
] as const;
export const kw = Object.fromEntries(words.map((w) => [w, keyword(capitalize(w), w)])) as Record<(typeof words)[number], TokenType>;
/** Third-person forms of step verbs (`opponent casts "X"`, `opponent activates @x`, `opponent plays "Forest"`) and of
 * `control` in expectations: each is read
 * as its verb (a token category), so a step reads the same either way. */
const thirdPerson = [
  keyword('Casts', 'casts', { categories: [Word, kw.cast!] }),
  keyword('Activates', 'activates', { categories: [Word, kw.activate!] }),
  keyword('Plays', 'plays', { categories: [Word, kw.play!] }),
  // `expect opponent controls 2 face-down creatures`
  keyword('Controls', 'controls', { categories: [Word, kw.control!] }),
];
export const Cant = keyword('Cant', "can['’]t");
export const Can = keyword('Can', 'can');
export const Didnt = keyword('Didnt', "didn['’]t");
export const Doesnt = keyword('Doesnt', "doesn['’]t");

const mainMode: TokenType[] = [
  Newline, Whitespace, Comment,
  StringLiteral, UnterminatedString, ManaSymbol, PowerToughness, NumberLiteral, Dash, Comma, Colon, Alias, Equals,
  ...Object.values(section), Text, Cant, Didnt, Doesnt, Can, ...thirdPerson, ...Object.values(kw),
  Identifier,
];

const rulesMode: TokenType[] = [Newline, Whitespace, Comment, ...sectionExits, TextInRules, RulesLine];

export const allTokens: TokenType[] = [Word, ...mainMode, ...sectionExits, TextInRules, RulesLine];

export const lexerDefinition = {
  modes: { main: mainMode, rules: rulesMode },
  defaultMode: 'main',
};
