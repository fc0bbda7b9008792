// A clause's memo of slot texts that don't read (model/abilities/phrase-templates.ts, issue 27) changes no reading:
// every rules line of the card files of examples/, test/fixtures/ and test/rules/ read with the memo and without it
// gives the same ability, key for key and span for span. (test/support/caches.ts switches it off with the other caches
// for the diagnostics; real cards: the SHA-1s of `check --format json` in bench/README.md.) The same for the skip of a
// trigger line's effect after a later comma whose condition doesn't read (model/abilities/parse-ability.ts, issue 27), and
// for the rows passed over by the clause's word mask (model/abilities/phrase-templates.ts, issue 27).
import { afterEach, describe, expect, it } from 'vitest';
import { parseAbility, setTriggerCommaSkipEnabled } from '../../server/src/model/abilities/parse-ability';
import { setRowMaskEnabled, setUnreadSlotMemoEnabled } from '../../server/src/model/abilities/phrase-templates';
import { ownCardFiles, rulesLines } from '../support/rules-lines';


describe('the memo of slot texts that do not read changes no reading', () => {
  afterEach(() => setUnreadSlotMemoEnabled(true));
  const files = ownCardFiles();
  it('every rules line of examples/, test/fixtures/ and test/rules/', () => {
    const lines = rulesLines(files);
    expect(lines.length).toBeGreaterThan(1000);
    const read = (on: boolean) => {
      setUnreadSlotMemoEnabled(on);
      return lines.map((l) => JSON.stringify(parseAbility(l.text, 0, { cardName: l.cardName, faceName: l.cardName, ...(l.typeLine === undefined ? {} : { typeLine: l.typeLine }) })));
    };
    const withMemo = read(true);
    const without = read(false);
    const differ = lines.filter((_, i) => withMemo[i] !== without[i]).map((l) => l.text);
    expect(differ).toEqual([]);
  });
});

describe("the trigger line's effect not read after a comma whose condition does not read changes no reading", () => {
  afterEach(() => setTriggerCommaSkipEnabled(true));
  const files = ownCardFiles();
  it('every rules line of examples/, test/fixtures/ and test/rules/', () => {
    const lines = rulesLines(files);
    const read = (on: boolean) => {
      setTriggerCommaSkipEnabled(on);
      return lines.map((l) => JSON.stringify(parseAbility(l.text, 0, { cardName: l.cardName, faceName: l.cardName, ...(l.typeLine === undefined ? {} : { typeLine: l.typeLine }) })));
    };
    const skipped = read(true);
    const without = read(false);
    // Lines read again at a later comma are in the files (the test reads some): "Whenever you cast a spell that's white, …".
    expect(lines.some((l) => /^(?:When|Whenever|At)\b[^,]*, [^,]*, /.test(l.text))).toBe(true);
    const differ = lines.filter((_, i) => skipped[i] !== without[i]).map((l) => l.text);
    expect(differ).toEqual([]);
  });
});

describe("the rows passed over by the clause's word mask change no reading", () => {
  afterEach(() => setRowMaskEnabled(true));
  const files = ownCardFiles();
  it('every rules line of examples/, test/fixtures/ and test/rules/', () => {
    const lines = rulesLines(files);
    const read = (on: boolean) => {
      setRowMaskEnabled(on);
      return lines.map((l) => JSON.stringify(parseAbility(l.text, 0, { cardName: l.cardName, faceName: l.cardName, ...(l.typeLine === undefined ? {} : { typeLine: l.typeLine }) })));
    };
    const masked = read(true);
    const without = read(false);
    const differ = lines.filter((_, i) => masked[i] !== without[i]).map((l) => l.text);
    expect(differ).toEqual([]);
  });
});
