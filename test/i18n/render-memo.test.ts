// A message's words are made once per language and agreeing noun (i18n/format.ts `render`): the pool's set-wide notes
// share their outcomes' messages, each rendered again for every note before. The words kept must be the words made:
// one inner message shared by parents of other nouns and languages, rendered in turns, reads as with the memo off.

import { describe, expect, it } from 'vitest';
import { render, type Message } from '../../server/src/i18n';
import { setRenderMemoEnabled } from '../../server/src/i18n/format';
import type { Locale } from '../../server/src/i18n/locales';

/** "tapped" agrees with the noun its parent passes down (Italian "TAPpata" for a Creatura, "TAPpato" for an Artefatto). */
const INSIDE = { id: 'expect.is.tapped', params: { tapped: 'yes' } } as Message;
const parent = (noun: string, subject: string): Message => ({ id: 'expect.failed', params: { subject, want: INSIDE, actual: INSIDE, noun } }) as Message;

const ROWS: [Locale, Message, string | undefined][] = [
  ['en', INSIDE, undefined],
  ['it', parent('Creature', 'Glacial Stalker'), undefined],
  ['it', parent('Artifact', 'Su-Chi'), undefined],
  ['it', INSIDE, 'Creature'],
  ['it', INSIDE, 'Artifact'],
  ['es', parent('Creature', 'Glacial Stalker'), undefined],
  ['es', INSIDE, 'Artifact'],
  ['de', INSIDE, undefined],
  ['en', parent('Creature', 'Glacial Stalker'), undefined],
];

describe('a message rendered once per language and noun (i18n/format.ts)', () => {
  it('gives the words it gives with the memo off, whatever was rendered before', () => {
    setRenderMemoEnabled(false);
    let fresh: string[];
    try {
      fresh = ROWS.map(([locale, m, noun]) => render(m, locale, noun));
    } finally {
      setRenderMemoEnabled(true);
    }
    // Twice: the second round reads every answer from the memo.
    for (let round = 0; round < 2; round++) expect(ROWS.map(([locale, m, noun]) => render(m, locale, noun))).toEqual(fresh);
    // The inner phrase does agree (else this test would not see a memo that ignores the noun).
    expect(fresh[3]).not.toBe(fresh[4]);
  });
});
