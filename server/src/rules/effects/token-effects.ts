// Effects that create tokens: with listed characteristics, or as a copy of an object (707.2), using last
// known information for an object this resolution moved to a hidden zone (608.2h).

import type { EffectHandlers } from './effect-context';
import type { TokenSpec } from '../../model/types';
import { amountOf, playersFor, resolveSpec } from './effect-context';
import { createToken, createTokenCopy } from '../actions/tokens';
import { tokensAfterReplacement } from '../actions/more-instead';
import { msg } from '../../i18n';
import { enterAttacking } from '../actions/enter-attacking';
import { lockEffect } from './layered-effects';

export const tokenEffects: EffectHandlers = {
  'create-token-copy': (s, out, e, ctx, cur) => {
    const of = resolveSpec(s, out, e.of, ctx, cur)[0];
    // CR 608.2h: an object this effect moved from a public zone to a hidden one is copied as it last existed.
    const former = of ? cur.movedFrom.get(of) : undefined;
    const moved = of ? s.objects.get(of) : undefined;
    const hidden = !!moved && (moved.zone === 'hand' || moved.zone === 'library' || moved.exiledFaceDown);
    const lki = former && hidden ? s.lki.get(former) : undefined;
    if (lki) out.note({ why: msg('rules.effect.token-copy-lki'), cr: ['608.2h', '707.2'] });
    // CR 707.9a–b: its exceptions (model/abilities/effect-descriptors.ts: which ones are carried out).
    // CR 614.1a, 111.1: "twice that many of those tokens" of a static replacement: more copies (actions/more-instead.ts).
    const groups = of ? tokensAfterReplacement(s, out, ctx.controller, [{ n: 1 }]) : [];
    const made: string[] = [];
    for (const g of groups) {
      for (let i = 0; i < Math.min(g.n, 100); i++) {
        const t = g.token ? createToken(s, out, g.token, ctx.controller, !!g.tapped) : createTokenCopy(s, out, of!, ctx.controller, lki, e, ctx.sourceName, e.madeBy, e.attacking === 'tapped and attacking');
        if (!t) continue;
        made.push(t.id);
        if (g.token) continue;
        // CR 508.4: "… and that's tapped and attacking": put into the combat (rules/actions/enter-attacking.ts).
        if (e.attacking === 'tapped and attacking') enterAttacking(s, t, ctx.sourceName);
        // CR 508.1d, 702.141a: "… that attacks that opponent this turn if able": the requirement on the token, naming the player.
        const whom = e.attacks ? playersFor(s, e.attacks, ctx, cur)[0] : undefined;
        if (e.attacks && whom !== undefined) lockEffect(s, out, { kind: 'combat-requirement', target: { kind: 'it' }, action: 'attack', whom: e.attacks, when: 'this turn', duration: 'until-end-of-turn', span: e.span }, [t.id], ctx, cur, 'until-end-of-turn', whom);
      }
    }
    cur.it = made;
  },
  // CR 111.1: "create N … tokens", N a number, X, "for each …" counted as it resolves (608.2h), "a number of … equal
  // to …" (107.3) or "that many" (the trigger event's amount, 603.2).
  // CR 111.1: "create a 1/1 … token and a 0/3 … token": each kind of a list in order, all of them "those tokens" after.
  'create-token': (s, out, e, ctx, cur) => {
    const made: string[] = [];
    const who = playersFor(s, e.who, ctx, cur)[0] ?? ctx.controller;
    const groups: { n: number; token?: TokenSpec; tapped?: boolean }[] = [];
    for (const one of [{ amount: e.amount, token: e.token, tapped: e.tapped }, ...(e.more ?? [])]) {
      const n = amountOf(s, out, one.amount, ctx, cur, e.whereX);
      if (n === undefined) return;
      // CR 107.3, 111.4, 608.2h: "an X/X … token": X (the X announced, or "where X is …" counted as it is created) is its
      // power and toughness, fixed as it is created.
      const x = one.token.ptX ? amountOf(s, out, { kind: 'x' }, ctx, cur, e.whereX) : undefined;
      if (one.token.ptX && x === undefined) return;
      const { ptX: _ptX, ...plain } = one.token;
      const token: TokenSpec = x === undefined ? one.token : { ...plain, power: x, toughness: x };
      groups.push({ n, token, ...(one.tapped ? { tapped: true } : {}) });
    }
    // CR 614.1a, 111.1: the static replacements of the tokens created under `who`'s control (actions/more-instead.ts).
    for (const g of tokensAfterReplacement(s, out, who, groups)) {
      for (let i = 0; i < Math.min(g.n, 100); i++) made.push(createToken(s, out, g.token!, who, !!g.tapped || e.attacking === 'tapped and attacking').id);
    }
    // CR 508.4: "… token that's tapped and attacking": put into the combat (rules/actions/enter-attacking.ts).
    if (e.attacking === 'attacking' || e.attacking === 'tapped and attacking') for (const id of made) enterAttacking(s, s.objects.get(id)!, ctx.sourceName);
    cur.it = made;
  },
};
