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
  rulings: Ruling[];
}
