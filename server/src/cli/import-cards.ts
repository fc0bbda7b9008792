// Our flat JSON card record and its CardScript text (the real-card corpus suites write cards with it); every other
// format goes through server/src/formats.

import { quote, writeCardData } from '../formats/write-cardscript';

export { quote };

export interface CardRecord {
  name: string;
  manaCost?: string | null;
  typeLine?: string | null;
  power?: string | null;
  toughness?: string | null;
  loyalty?: string | null;
  defense?: string | null;
  oracleText?: string | null;
}

/** One card as CardScript, two-space indented, rules text one line per ability. */
export function writeCard(rec: CardRecord): string {
  const v = (s: string | null | undefined) => s ?? undefined;
  return writeCardData({
    name: rec.name,
    layout: 'normal',
    faces: [{ name: rec.name, manaCost: v(rec.manaCost), typeLine: v(rec.typeLine), power: v(rec.power), toughness: v(rec.toughness), loyalty: v(rec.loyalty), defense: v(rec.defense), text: v(rec.oracleText) }],
  });
}
