// The committed CR vocabulary (server/src/data/cr-vocabulary.ts: card types, supertypes, the CR 205.3 subtype
// lists, keyword actions 701 and keyword abilities 702) is exactly what scripts/cr-vocabulary.ts derives from the
// CR file: a new CR edition or a hand edit fails here. Skipped only when the CR file is absent.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionOf, extractVocabulary, OUTPUT, renderVocabulary } from '../../scripts/cr-vocabulary';
import { KEYWORD_ABILITIES, SUBTYPE_LISTS } from '../../server/src/data/cr-vocabulary';
import { subtypeOwners } from '../../server/src/checks/templating/subtypes';
import { crFile } from '../support/cr';

const ROOT = path.resolve(__dirname, '../..');
const FILE = crFile();

describe.skipIf(!FILE)('CR vocabulary data', () => {
  const vocabulary = FILE ? extractVocabulary(readFileSync(FILE, 'utf8'), editionOf(FILE)) : undefined;

  it('the committed data is what the script derives from the CR (bash scripts/cr-vocabulary.sh regenerates it)', () => {
    expect(readFileSync(path.join(ROOT, OUTPUT), 'utf8')).toBe(renderVocabulary(vocabulary!));
  });

  it('finds every list of CR 205.3 and the keyword sections (CR 205.3g–q, 701, 702)', () => {
    expect(vocabulary!.cardTypes).toContain('Kindred');
    expect(vocabulary!.supertypes).toEqual(['Basic', 'Legendary', 'Ongoing', 'Snow', 'World']);
    for (const l of vocabulary!.subtypes) expect(l.names.length, l.rule).toBeGreaterThan(0);
    expect(vocabulary!.subtypes.find((l) => l.rule === '205.3m')!.names).toContain('Time Lord');
    expect(vocabulary!.keywordActions.find((k) => k.rule === '701.58')?.name).toBe('Cloak');
    expect(vocabulary!.keywordAbilities.find((k) => k.rule === '702.168')?.name).toBe('Disguise');
    // No sentence fragment slipped in as a name: names are capitalized words.
    for (const name of [...vocabulary!.cardTypes, ...vocabulary!.subtypes.flatMap((l) => l.names)]) expect(name).toMatch(/^[A-Z0-9][\w'’-]*(?: [\w'’-]+)*$/);
  });
});

describe('subtype check data (from the generated CR lists)', () => {
  it('the subtype check reads the generated lists (CR 205.3m, 205.3n)', () => {
    expect(subtypeOwners('Warrior')).toContain('Creature');
    expect(subtypeOwners('Time Lord')).toEqual(['Creature', 'Kindred', 'Tribal']);
    expect(subtypeOwners('Siege')).toEqual(['Battle']);
    expect(SUBTYPE_LISTS.length).toBe(9);
    expect(KEYWORD_ABILITIES.some((k) => k.name === 'Morph')).toBe(true);
  });
});
