// A real card as the user's own card database holds it (Oracle characteristics and dated rulings): the record
// carddb/ builds and the editor features (ide/real-cards.ts) show.

export interface Ruling {
  /** YYYY-MM-DD */
  date: string;
  text: string;
}

export interface RealCard {
  name: string;
  manaCost?: string;
  typeLine?: string;
  /** Oracle text; the faces of a multi-face card are separated by a line "//". */
  oracleText?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
  /** Scryfall's oracle id, which rulings files are keyed on. */
  oracleId?: string;
  /** English rulings (Oracle's). */
  rulings: Ruling[];
  /** The card's printed names in other languages (MTGJSON `foreignData`, Scryfall `printed_name` of other printings). */
  printedNames?: PrintedName[];
  /** Rulings in another language, by language code ("it", "de"…), from a rulings file the user gave for it. */
  localizedRulings?: Record<string, Ruling[]>;
}

export interface PrintedName {
  /** Language code: "de", "it", "es", "fr", "ja", "pt", "zh-Hans"… */
  language: string;
  name: string;
  /** The printed type line and rules text of that language's printing, when the data carries them (MTGJSON
   * `foreignData` type/text, Scryfall `printed_type_line`/`printed_text`): shown as printed, never re-worded. */
  typeLine?: string;
  text?: string;
}
