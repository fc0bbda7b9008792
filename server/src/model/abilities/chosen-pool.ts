// What a player chooses among, as a part of a chosen object's phrase (CR 608.2d: the player makes the choice as the
// instruction is followed): "an artifact, a creature, an enchantment, and a planeswalker from among the nonland permanents
// they control", the pool written first ("chooses from among the permanents they control an artifact, …", "chooses from
// the lands they control a land of each basic land type"); and "a land of each basic land type", one object per basic
// land type (CR 305.6: Plains, Island, Swamp, Mountain, Forest), each found only if there is one. Read and printed back;
// the engine's matcher reads neither (`effect-descriptors.ts` `filterSimulated`), so an instruction with one is
// "recognized, not simulated".
// The readers of object phrases (`targets.ts`) and their printer (`print-target.ts`) pass themselves in, so imports
// flow one way.

import type { TargetSpec } from '../types';

type Read = (phrase: string) => TargetSpec | undefined;
type Print = (t: TargetSpec) => string;

const EACH_BASIC = ' of each basic land type';

/** The pool: "the <objects>", every object of a kind ("the permanents they control", "the nonland permanents they control"). */
function readPool(words: string, readAny: Read): TargetSpec | undefined {
  if (!words.startsWith('the ')) return undefined;
  const pool = readAny(words.slice('the '.length));
  return pool?.kind === 'all' && !pool.quantifier ? pool : undefined;
}

/**
 * A chosen object's phrase with its pool or "of each basic land type" (`readChosen` reads the chosen phrase without
 * them, `readAny` the pool's objects); undefined for other phrases. Only phrases that print back as written are read.
 */
export function readChosenPool(p: string, readChosen: Read, readAny: Read, print: Print): TargetSpec | undefined {
  const spec = readPoolForms(p, readChosen, readAny);
  return spec && print(spec) === p ? spec : undefined;
}

function readPoolForms(p: string, readChosen: Read, readAny: Read): TargetSpec | undefined {
  // The pool written first: "from among the permanents they control an artifact, …", "from the lands they control a land …".
  const lead = /^(from among|from) (the .+)$/.exec(p);
  if (lead) {
    const rest = lead[2]!;
    for (const m of rest.matchAll(/ (?=an? )/g)) {
      const pool = readPool(rest.slice(0, m.index), readAny);
      const chosen = pool && readChosen(rest.slice(m.index! + 1));
      if (chosen?.kind === 'chosen' && !chosen.filter.chosenPool) {
        return { ...chosen, filter: { ...chosen.filter, chosenPool: { pool: pool!, words: lead[1] as 'from among', before: true } } };
      }
    }
  }
  // The pool written after: "… and a planeswalker from among the nonland permanents they control".
  const at = p.lastIndexOf(' from among the ');
  if (at > 0) {
    const pool = readPool(p.slice(at + ' from among '.length), readAny);
    const chosen = pool && readChosen(p.slice(0, at));
    if (chosen?.kind === 'chosen' && !chosen.filter.chosenPool && !chosen.ofIt) {
      return { ...chosen, filter: { ...chosen.filter, chosenPool: { pool: pool!, words: 'from among' } } };
    }
  }
  // "a land they control of each basic land type", "a land card of each basic land type" (CR 305.6).
  if (p.endsWith(EACH_BASIC)) {
    const one = readChosen(p.slice(0, -EACH_BASIC.length));
    if (one?.kind === 'chosen' && !one.count && !one.ofIt && !one.upTo && !one.atRandom && !one.filter.anyOf && !one.filter.chosenPool) {
      return { ...one, filter: { ...one.filter, ofEachBasicType: true } };
    }
  }
  return undefined;
}

/** The phrase of a chosen object with a pool or "of each basic land type" (`printBare` prints it without them). */
export function printChosenPool(t: TargetSpec & { kind: 'chosen' }, printBare: Print): string | undefined {
  const f = t.filter;
  // The pool is outermost: "from the lands they control a land of each basic land type".
  if (f.chosenPool) {
    const { pool, words, before } = f.chosenPool;
    const chosen = printBare({ ...t, filter: { ...f, chosenPool: undefined } });
    const from = `${words} the ${printBare(pool)}`;
    return before ? `${from} ${chosen}` : `${chosen} ${from}`;
  }
  if (f.ofEachBasicType) return `${printBare({ ...t, filter: { ...f, ofEachBasicType: undefined } })}${EACH_BASIC}`;
  return undefined;
}
