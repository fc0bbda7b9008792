// Proposes the printed translation of a game term from aligned English / foreign card text (MTGJSON `foreignData`):
// for each English term, the word sequences (1–3 words) that occur most often in the foreign texts whose English
// text has the term, against how often they occur in the other foreign texts of that language. A proposal to curate
// into server/src/i18n/glossary/*.json, never copied as is.
//
//   bash scripts/glossary-candidates.sh [cards.json] [term regex …]
//   (default file: ../shared/data/oracle-2022/cards-a.json; default terms: those of the glossary)

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { GLOSSARY_LANGUAGES, loadGlossary, pairsOf, type AlignedText } from '../server/src/i18n/glossary';

const file = process.argv[2] ?? path.join(__dirname, '..', '..', 'shared', 'data', 'oracle-2022', 'cards-a.json');
const terms = process.argv.length > 3 ? process.argv.slice(3).map((re) => ({ id: re, en: re, where: 'text' as const })) : loadGlossary('it').terms;
const data = JSON.parse(readFileSync(file, 'utf8')) as { data: Record<string, unknown[]> };

const words = (s: string) => s.toLowerCase().replace(/\([^)]*\)/g, ' ').match(/[\p{L}'-]+/gu) ?? [];
function grams(s: string): Set<string> {
  const w = words(s);
  const out = new Set<string>();
  for (let n = 1; n <= 3; n++) for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
  return out;
}

for (const language of GLOSSARY_LANGUAGES) {
  for (const where of ['text', 'type', 'name'] as const) {
    const pairs: AlignedText[] = pairsOf(data, language, where);
    const background = new Map<string, number>();
    const gramsOf = pairs.map((p) => grams(p.foreign));
    for (const g of gramsOf) for (const x of g) background.set(x, (background.get(x) ?? 0) + 1);
    for (const term of terms.filter((t) => t.where === where)) {
      const re = new RegExp(term.en, 'i');
      const hits = pairs.map((p, i) => (re.test(p.english) ? i : -1)).filter((i) => i >= 0);
      if (hits.length === 0) continue;
      const inside = new Map<string, number>();
      for (const i of hits) for (const x of gramsOf[i]!) inside.set(x, (inside.get(x) ?? 0) + 1);
      const ranked = [...inside.entries()]
        .map(([g, n]) => ({ g, n, score: (n / hits.length) * Math.log((pairs.length + 1) / (background.get(g)! + 1)) }))
        .filter((c) => c.n / hits.length >= 0.3)
        .sort((a, b) => b.score - a.score)
        .slice(0, 5);
      console.log(`${language} ${where} ${term.id} (${hits.length} texts): ${ranked.map((c) => `${c.g} ${Math.round((100 * c.n) / hits.length)}%`).join(' · ')}`);
    }
  }
}
