// Effect sentences of the game around face-down cards: damage ("~ deals 2 damage to any target", CR 120),
// life ("you gain 3 life", "each opponent loses 1 life", CR 119.3) and tokens with written-out characteristics
// ("create a 1/1 white Soldier creature token with flying", CR 111.4). Anything else: undefined (stays text).

import type { Effect, Span, TargetSpec } from '../types';
import { parseCount } from './numbers';
import { parseObjectRef } from './targets';
import { parseTypePhrase } from './type-phrase';
import { parseKeywordItem } from './keyword-line';

/** "any target", "target player", "target opponent", "each opponent", or an object phrase. */
function damageTarget(phrase: string): TargetSpec | undefined {
  const p = phrase.trim();
  if (p === 'any target') return { kind: 'target', filter: { types: [], players: 'any-target', text: 'any target' }, count: 1 };
  if (p === 'target player' || p === 'target opponent') {
    return { kind: 'target', filter: { types: [], players: 'only', ...(p.endsWith('opponent') ? { controller: 'opponent' as const } : {}), text: p.slice(7) }, count: 1 };
  }
  if (p === 'each opponent') return { kind: 'all', filter: { types: [], players: 'only', controller: 'opponent', text: 'opponent' } };
  if (p === 'target creature or player') return { kind: 'target', filter: { types: [], players: 'any-target', text: 'creature or player' }, count: 1 };
  return parseObjectRef(p);
}

export function parseGameEffect(text: string, span: Span): Effect[] | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^(~|it|this spell) deals (\w+) damage to (.+)$/i.exec(text))) {
    const amount = parseCount(m[2]!);
    const target = damageTarget(m[3]!);
    return amount !== undefined && target ? [{ kind: 'deal-damage', amount, target, source: m[1]!.toLowerCase() === 'it' ? 'it' : 'self', span }] : undefined;
  }
  if ((m = /^(gain|lose) (\w+) life$/.exec(text))) {
    const n = parseCount(m[2]!);
    return n === undefined ? undefined : [{ kind: 'life', amount: m[1] === 'gain' ? n : -n, who: 'you', span }];
  }
  if ((m = /^each opponent (gains|loses) (\w+) life$/i.exec(text))) {
    const n = parseCount(m[2]!);
    return n === undefined ? undefined : [{ kind: 'life', amount: m[1] === 'gains' ? n : -n, who: 'each-opponent', span }];
  }
  if ((m = /^create (\w+) (\d{1,3})\/(\d{1,3}) (.+)$/.exec(text))) {
    const count = parseCount(m[1]!);
    const rest = m[4]!;
    const at = rest.search(/ tokens?(?: with |$)/);
    if (at < 0) return undefined;
    const tail = rest.slice(at).replace(/^ tokens?/, '');
    const withText = tail.startsWith(' with ') ? tail.slice(' with '.length) : '';
    const t = parseTypePhrase(rest.slice(0, at), { allowColors: true });
    if (count === undefined || !t || !t.cardTypes.includes('Creature') || t.additive) return undefined;
    const keywords: string[] = [];
    for (const item of withText.split(/, and |, | and /).filter((x) => x)) {
      const kw = parseKeywordItem(item, 0, { allowMissingParameter: true });
      if (!kw || kw.cost || kw.parameter !== undefined) return undefined;
      keywords.push(kw.keyword);
    }
    return [{ kind: 'create-token', count, power: Number(m[2]), toughness: Number(m[3]), colors: t.colors ?? [], cardTypes: t.cardTypes, subtypes: t.subtypes, keywords, span }];
  }
  return undefined;
}
