// The glossary's terms are the printed ones: in the real cards of ../shared/data/oracle-2022/cards-a.json (or
// $CARDSCRIPT_ORACLE), wherever the English text, type line or name has a term, the same card's printed Italian,
// Spanish or German text has the glossary's term in most of them (older printings word some terms differently,
// which the glossary lists as forms). Terms the data holds no printing of say why (`unverified`) and are listed; an
// unverified term the data does print (a form of it where the English, its self-references aside, has the term) fails.
// Each verified term's evidence (card, set, excerpt) is that card's printed text in the data.
// Skips, saying so, when the data file is absent.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_LANGUAGES, hasForm, loadGlossary, MTGJSON_LANGUAGE, pairsOf } from '../../server/src/i18n';

const here = dirname(fileURLToPath(import.meta.url));
const file = process.env.CARDSCRIPT_ORACLE ?? resolve(here, '../../../shared/data/oracle-2022/cards-a.json');
const present = existsSync(file);
if (!present) console.warn(`glossary corpus: ${file} is absent; the printed terms are not checked`);

/** Of the aligned texts whose English has the term, the share whose foreign text has one of the glossary's forms. */
const SHARE = 0.5;

describe.skipIf(!present)('glossary terms against the printed cards', () => {
  const data = present ? (JSON.parse(readFileSync(file, 'utf8')) as { data: Record<string, unknown[]> }) : { data: {} };
  for (const language of GLOSSARY_LANGUAGES) {
    it(`${language}: every verified term is printed where the English term is`, () => {
      const rows: string[] = [];
      const problems: string[] = [];
      const pairs = { text: pairsOf(data, language, 'text'), type: pairsOf(data, language, 'type'), name: pairsOf(data, language, 'name') };
      for (const term of loadGlossary(language).terms) {
        const re = new RegExp(term.en, 'i');
        const hits = pairs[term.where].filter((p) => re.test(p.english));
        const found = hits.filter((p) => term.forms.some((f) => p.foreign.toLowerCase().includes(f)));
        const share = hits.length ? found.length / hits.length : 0;
        rows.push(`${term.id}: ${term.term} ${found.length}/${hits.length}${term.unverified ? ` (unverified: ${term.unverified})` : ''}`);
        if (term.unverified) continue;
        if (hits.length === 0) problems.push(`${term.id}: the data never prints the English term; mark it unverified and say why`);
        else if (share < SHARE) problems.push(`${term.id}: "${term.term}" in ${found.length} of ${hits.length} printings`);
      }
      console.log(`${language}\n  ${rows.join('\n  ')}`);
      expect(problems).toEqual([]);
    });
  }

  type Face = { name?: string; setCode?: string; text?: string; type?: string; foreignData?: { language?: string; text?: string; type?: string; name?: string }[] };
  const selfless = (english: string, card: string) => english.split(card).join('~');
  for (const language of GLOSSARY_LANGUAGES) {
    it(`${language}: each verified term's evidence is a printed card of the data; no unverified term is printed`, () => {
      const problems: string[] = [];
      const pairs = { text: pairsOf(data, language, 'text'), type: pairsOf(data, language, 'type'), name: pairsOf(data, language, 'name') };
      for (const term of loadGlossary(language).terms) {
        const re = new RegExp(term.en, 'i');
        for (const e of term.evidence) {
          const face = ((data.data[e.card] ?? []) as Face[]).find((f) => f.setCode === e.set && re.test(selfless(f[term.where] ?? '', e.card)));
          const printed = face?.foreignData?.find((x) => x.language === MTGJSON_LANGUAGE[language])?.[term.where] ?? '';
          if (!face) problems.push(`${term.id}: no face of ${e.card} (${e.set}) has the English term`);
          else if (!printed.includes(e.printed)) problems.push(`${term.id}: ${e.card}'s printed text does not hold "${e.printed}"`);
        }
        // The held form's evidence (how running text names a keyword ability something has): the card's printed text.
        for (const e of term.heldEvidence ?? []) {
          const face = ((data.data[e.card] ?? []) as Face[]).find((f) => f.setCode === e.set);
          const printed = face?.foreignData?.find((x) => x.language === MTGJSON_LANGUAGE[language])?.text ?? '';
          if (!face) problems.push(`${term.id}: no face of ${e.card} (${e.set}) in the data`);
          else if (!printed.includes(e.printed)) problems.push(`${term.id}: ${e.card}'s printed text does not hold "${e.printed}" (held form)`);
        }
        if (!term.unverified) continue;
        const printedHere = pairs[term.where].filter((p) => re.test(selfless(p.english, p.card)) && term.forms.some((f) => hasForm(p.foreign, f)));
        if (printedHere.length) problems.push(`${term.id}: marked unverified, but printed in ${printedHere.map((p) => p.card).join(', ')}: verify it`);
      }
      expect(problems).toEqual([]);
    });
  }
});
