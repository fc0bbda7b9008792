// How a message is declared in the English catalog (the source of truth): its ICU MessageFormat text and the kind of
// each parameter. The kinds give the parameters their TypeScript types (checked by tsc at every call site) and
// tell the renderer how to show a value in the reader's language.
//
// Catalog text is ICU MessageFormat with two conventions that keep it readable (format.ts applies them):
//   - an apostrophe is always an apostrophe (no ICU quoting: "can't", "l'abilità", "dell'{card}" are safe);
//   - braces around anything that is not a parameter — a mana or tap symbol ("{3}", "{T}", "{W/U/P}"), "{…}" — are
//     printed as written. Parameter names are lower camel case ("{name}", "{count, plural, one {…} other {…}}").

/**
 * `text`: shown as given (card names, card text, codes, CR numbers: never translated);
 * `quoted`: text shown in the language's quotation marks, the inner marks when it holds the outer closing mark
 *   (Oracle wording that quotes an ability: "except it has "Flying."" would read badly);
 * `number`: a count (plural rules, the language's digits);
 * `message`: another message, rendered in the same language;
 * `list` / `orList`: items joined the language's way ("A, B and C" / "A, B or C"), each a string or a message;
 * `commas`: items joined by commas only ("A, B, C"), each a string or a message;
 * `term`: a term of the game's glossary by its id (glossary/terms.json: "ward", "creature"), shown as the language
 *   prints it (glossary/{it,es,de}.json); an id the glossary lacks is shown as given;
 * `ability`: a keyword ability of the glossary by its id, as running text names it when something has or lacks it
 *   (the glossary's `held` form: Spanish "con la habilidad de volar", German "mit Flugfähigkeit"), else as `term`;
 * `types`: supertypes and card types (English words in type-line order: ["Legendary", "Artifact", "Creature"]) as the
 *   language's type line prints them: its order, its capitals, agreeing with the head noun (type-line-words.ts:
 *   Italian "Creatura Artefatto Leggendaria", German "legendäre Artefaktkreatur").
 */
export type ParamKind = 'text' | 'quoted' | 'number' | 'message' | 'list' | 'orList' | 'commas' | 'term' | 'ability' | 'types';

export type ParamKinds = Readonly<Record<string, ParamKind>>;

export interface MessageDef<P extends ParamKinds = ParamKinds> {
  /** The English text (ICU MessageFormat, with the conventions above). */
  readonly text: string;
  /** Every parameter the text may use, and its kind. */
  readonly params: P;
}

/** Declares a message: `def('No card named "{name}".', { name: 'text' })`. */
export function def<const P extends ParamKinds = {}>(text: string, params?: P): MessageDef<P> {
  return { text, params: (params ?? {}) as P };
}
