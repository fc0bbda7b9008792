// Locates the real-card corpus: $CARDSCRIPT_CORPUS, else ../shared/data next to the repository.

import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { CardRecord } from '../../server/src/cli/import-cards';
import type { FaceData } from '../../server/src/formats/card-data';

export function corpusDir(): string {
  const fromEnv = process.env['CARDSCRIPT_CORPUS'];
  const dir = fromEnv ? path.resolve(fromEnv) : path.resolve(__dirname, '../../../shared/data');
  if (!existsSync(path.join(dir, 'facedown-cards.json'))) {
    throw new Error(`corpus not found at ${dir}: set CARDSCRIPT_CORPUS to the folder holding facedown-cards.json`);
  }
  return dir;
}

export interface CorpusCard extends CardRecord {
  name: string;
  funny: boolean;
  faceDownPermanentRelated?: boolean;
  categories?: string[];
  layout?: string;
}

export function loadCorpus(): CorpusCard[] {
  return (JSON.parse(readFileSync(path.join(corpusDir(), 'facedown-cards.json'), 'utf8')) as { cards: CorpusCard[] }).cards;
}

/** A corpus record as the one face it prints. */
export function corpusFace(c: CorpusCard): FaceData {
  const v = (s: string | null | undefined) => s ?? undefined;
  return { name: c.name, manaCost: v(c.manaCost), typeLine: v(c.typeLine), power: v(c.power), toughness: v(c.toughness), loyalty: v(c.loyalty), defense: v(c.defense), text: v(c.oracleText) };
}
