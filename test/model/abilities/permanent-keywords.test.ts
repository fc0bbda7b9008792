// Keywords of permanents that stand for abilities written in rules text (CR 702.32a fading, 702.54a bloodthirst, 702.75a
// hideaway, 702.98a unleash…): each meaning is read and carried out in full by the grammar, so an instance is carried out; a number that
// isn't one ("Fading X") stands for nothing the engine reads.

import { describe, expect, it } from 'vitest';
import { championTexts, PERMANENT_KEYWORDS, permanentKeywordTexts } from '../../../server/src/model/abilities/permanent-keywords';
import { lookupKeyword } from '../../../server/src/model/abilities/keywords';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';

const ctx = { cardName: 'Fading Hound', faceName: 'Fading Hound', typeLine: 'Creature — Dog' };
const read = (line: string) => {
  const a = parseAbility(line, 0, ctx);
  return { kind: a.kind, unmodeled: a.unmodeled.length, unsimulated: (a.unsimulated ?? []).map((s) => line.slice(s.start, s.end)) };
};

/** Every effect of the static ability `line` is a restriction, alone or under "as long as" (CR 611.3a). */
const restrictionsOnly = (line: string): boolean => {
  const a = parseAbility(line, 0, ctx);
  return 'effects' in a && a.effects.every((e) => e.kind === 'restriction' || (e.kind === 'conditional' && !!e.asLongAs && e.effects.every((x) => x.kind === 'restriction')));
};

describe('keywords of permanents that stand for abilities in rules text (CR 702.32a, 702.54a, 702.75a)', () => {
  it.each(Object.keys(PERMANENT_KEYWORDS))('%s: each ability it stands for is read and carried out in full', (k) => {
    const numbered = lookupKeyword(k)?.param === 'number';
    for (const n of numbered ? [1, 2, 3, 5] : [0]) for (const asCreature of [true, false]) {
      for (const text of PERMANENT_KEYWORDS[k]!(n, asCreature)) {
        const r = read(text);
        expect(['triggered', 'replacement', 'static'], `${k} ${n}: ${text}`).toContain(r.kind);
        // A static one is only a restriction on attacking or blocking (rules/queries/combat-restrictions.ts reads it).
        if (r.kind === 'static') expect(restrictionsOnly(text), text).toBe(true);
        expect(r, `${k} ${n}: ${text}`).toMatchObject({ unmodeled: 0, unsimulated: [] });
      }
    }
    const name = k.charAt(0).toUpperCase() + k.slice(1);
    expect(read(`${name}${numbered ? ' 2' : ''}`)).toEqual({ kind: 'keyword', unmodeled: 0, unsimulated: [] });
    // A number that isn't one ("Fading X") stands for no ability the engine reads.
    if (numbered) {
      expect(permanentKeywordTexts({ keyword: name, parameter: 'X' } as never)).toBeUndefined();
      expect(read(`${name} X`).unsimulated).toEqual([`${name} X`]);
    }
  });

  it.each([
    ['Fading 3 (This creature enters the battlefield with three fade counters on it. At the beginning of your upkeep, remove a fade counter from it. If you can\'t, sacrifice it.)', []],
    ['Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters the battlefield with a +1/+1 counter on it.)', []],
    ['Hideaway 4', []],
    ['Unleash (You may have this creature enter the battlefield with a +1/+1 counter on it. It can\'t block as long as it has a +1/+1 counter on it.)', []],
    ['Riot (This creature enters the battlefield with your choice of a +1/+1 counter or haste.)', []],
    ['Graft 2', []],
    ['Modular 1', []],
    ['Vanishing 3', []],
    // CR 702.54b: "Bloodthirst X" (the damage dealt this turn) is another ability, not written out.
    ['Bloodthirst X', ['Bloodthirst X']],
    // CR 702.72a: champion, its object "creature" or creature types; other words stand for nothing the engine reads.
    ['Champion a Goblin or Shaman (When this enters the battlefield, sacrifice it unless you exile another Goblin or Shaman you control. When this leaves the battlefield, that card returns to the battlefield.)', []],
    ['Champion a creature', []],
    ['Champion a Kithkin', []],
    ['Champion a blurple thing', ['Champion a blurple thing']],
  ])('%s', (line, unsimulated) => {
    expect(read(line)).toEqual({ kind: 'keyword', unmodeled: 0, unsimulated });
  });

  // CR 702.72a: champion's two triggered abilities, with its object's words.
  it.each(['creature', 'Goblin', 'Goblin or Shaman', 'Treefolk or Warrior'])('Champion a(n) %s: each ability it stands for is read and carried out in full', (object) => {
    for (const text of championTexts(object)) expect(read(text), text).toEqual({ kind: 'triggered', unmodeled: 0, unsimulated: [] });
  });
});
