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

describe('words kept by a message\'s values (i18n/format.ts formatted)', () => {
  it('gives each new message object the words made for it with the memo off', () => {
    // New objects each time (as a note put together again after an edit): the memo per object misses, the one by values
    // answers. Plural counts, an agreeing noun and nested messages change the words: each must come out as made fresh.
    const made = (count: number): Message => ({ id: 'note.count.linked', params: { total: count, shown: Math.min(count, 5) } }) as Message;
    const rows: [Locale, () => Message, string | undefined][] = [
      ['en', () => made(1), undefined],
      ['en', () => made(7), undefined],
      ['it', () => made(1), undefined],
      ['it', () => made(7), undefined],
      ['it', () => parent('Creature', 'Glacial Stalker'), undefined],
      ['it', () => parent('Artifact', 'Glacial Stalker'), undefined],
      ['it', () => ({ ...INSIDE }), 'Creature'],
      ['it', () => ({ ...INSIDE }), 'Artifact'],
      ['de', () => parent('Creature', 'Su-Chi'), undefined],
    ];
    setRenderMemoEnabled(false);
    let fresh: string[];
    try {
      fresh = rows.map(([locale, m, noun]) => render(m(), locale, noun));
    } finally {
      setRenderMemoEnabled(true);
    }
    for (let round = 0; round < 2; round++) expect(rows.map(([locale, m, noun]) => render(m(), locale, noun))).toEqual(fresh);
    expect(fresh[0]).not.toBe(fresh[1]);
    expect(fresh[4]).not.toBe(fresh[5]);
  });
});
