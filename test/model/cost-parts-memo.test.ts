// The honesty pass's memo of cost texts (model/abilities/cost-parts-memo.ts, issue 27) changes no answer: a cost text
// read through it gives the parts parseCostParts gives, whatever card asked first (a text naming its card is read with
// that card's name, CR 201.5c), and every rules line of examples/, test/fixtures/ and test/rules/ is read with the same
// "recognized, not simulated" spans with the memo and without it (setBoundedCachesEnabled, as test/support/caches.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { parseCostParts } from '../../server/src/model/abilities/cost-parts';
import { readCost } from '../../server/src/model/abilities/cost-parts-memo';
import { parseAbility } from '../../server/src/model/abilities/parse-ability';
import { setBoundedCachesEnabled } from '../../server/src/model/bounded-cache';
import { rulesLines } from '../support/rules-lines';


describe('the memo of cost texts changes no reading', () => {
  afterEach(() => setBoundedCachesEnabled(true));

  it('reads a text naming a card with that card name, whichever card read it first', () => {
    const cases: [string, string | undefined][] = [
      ['Sacrifice Mogg Fanatic', 'Goblin Bombardment'],
      ['Sacrifice Mogg Fanatic', 'Mogg Fanatic'],
      ['Sacrifice Mogg Fanatic', undefined],
      ['{T}, Remove a ki counter from Ichiga, Who Topples Oaks', 'Ichiga, Who Topples Oaks'],
      ['{T}, Remove a ki counter from Ichiga, Who Topples Oaks', 'Other Card'],
      ['Discard Arashi', 'Arashi, the Sky Asunder'],
      ['Discard Arashi', 'Arashicorp'],
      ['{2}, {T}', 'Mogg Fanatic'],
      ['{2}, {T}', undefined],
      ['Exile two cards from your graveyard with the same name', 'Any Card'],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [text, name] of cases) expect(readCost(text, name).parts, `${text} / ${name}`).toEqual(parseCostParts(text, name));
    }
  });

  it('every rules line of examples/, test/fixtures/ and test/rules/: the same spans not carried out', () => {
    const lines = rulesLines();
    expect(lines.length).toBeGreaterThan(1000);
    // Read twice with the memo (the second time every cost text is a hit), once without.
    const read = () => lines.map((l) => JSON.stringify(parseAbility(l.text, 0, { cardName: l.cardName, faceName: l.cardName, ...(l.typeLine === undefined ? {} : { typeLine: l.typeLine }) }).unsimulated ?? []));
    setBoundedCachesEnabled(true);
    read();
    const withMemo = read();
    setBoundedCachesEnabled(false);
    const without = read();
    expect(withMemo.filter((x) => x !== '[]').length).toBeGreaterThan(50);
    const differ = lines.filter((_, i) => withMemo[i] !== without[i]).map((l) => `${l.cardName}: ${l.text}`);
    expect(differ).toEqual([]);
  });
});
