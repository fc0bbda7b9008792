// Tokens (CR 111): a token with the characteristics its creating effect lists (111.4) or the rules define (111.10), and a token that is a copy
// of an object (707.1, 707.2) — from its last known information when the object left for a hidden zone (608.2h).

import type { TokenSpec } from '../../model/types';
import type { AbilityRef, CopiableValues, GameObject, GameState, PlayerId } from '../state/game-state';
import { predefinedToken, predefinedTokenAbilities } from '../../model/abilities/predefined-tokens';
import type { Outcome } from '../state/events';
import { copiableValues } from '../layers';
import { enterBattlefield, freshObject, placeObject } from './zones';
import { withExceptions } from './copy';
import type { CopyException } from '../../model/abilities/copy-exceptions';
import { msg } from '../../i18n';

/**
 * A token copy (CR 707.1, 707.2): face up, starting from the copiable values (or last known information, 608.2h), with
 * the creating effect's exceptions (707.9a–b: "except it's white, it has no mana cost, …") part of its copiable values.
 */
export function createTokenCopy(s: GameState, out: Outcome, ofId: string, controller: PlayerId, lastKnown?: CopiableValues, exceptions?: CopyException, sourceName = '', madeBy?: 'embalmed' | 'eternalized', tapped = false): GameObject | null {
  const of = s.objects.get(ofId);
  if (!of && !lastKnown) return null;
  const values = withExceptions(lastKnown ?? copiableValues(s, of!), exceptions, `${sourceName} (copy exception)`);
  const span = { start: 0, end: 0 };
  // The token is not the card: give it a synthetic card so a face-down original's identity never leaks.
  const card = { name: values.name ?? 'nameless token', nameSpan: span, faces: [], uri: '', span };
  const tok = freshObject(s, { cardId: `t${++s.counters.token}`, card, owner: controller, token: true, baseValues: values }, 'battlefield');
  tok.controller = controller;
  // CR 702.128b: an embalmed (eternalized) token, before it enters (its "enter as a copy … except if ~ was embalmed").
  if (madeBy) tok.madeBy = madeBy;
  // CR 110.5b, 508.4: a copy created "tapped and attacking" is tapped as it enters.
  tok.tapped = tapped;
  placeObject(s, tok);
  if (values.fromFaceDown) {
    // CR 707.2, 702.168a, 701.58a: a disguised or cloaked original's ward {2} is a face-down value, so the token has it.
    out.note({ code: 'face-down-copy-is-vanilla', why: msg('rules.act.token-copies-face-down', { ward: values.abilities.length ? 'yes' : 'no' }), cr: ['707.2', '708.2'] });
  }
  enterBattlefield(s, out, tok, {});
  return tok;
}

/**
 * A token with the characteristics its creating effect lists (CR 111.4: unless named, its name is its subtypes plus
 * "Token"), keywords and quoted abilities included (113.1a); a predefined token ("a Treasure token") with the
 * characteristics and abilities the rules define for it (111.10), to which the effect may add (111.10: "… with haste").
 */
export function createToken(s: GameState, out: Outcome, spec: TokenSpec, controller: PlayerId, tapped = false): GameObject {
  const span = { start: 0, end: 0 };
  const pre = spec.predefined !== undefined ? predefinedToken(spec.predefined) : undefined;
  const t: TokenSpec = pre
    ? { ...spec, cardTypes: [...pre.cardTypes], subtypes: [...pre.subtypes], colors: [...pre.colors], power: pre.power, toughness: pre.toughness, ...(spec.name ?? pre.name ? { name: spec.name ?? pre.name } : {}) }
    : spec;
  const name = t.name ?? `${t.subtypes.join(' ')} Token`.trim();
  const keywords: AbilityRef[] = t.keywords.map((k) => ({ ability: { kind: 'keyword' as const, keywords: [{ keyword: k, span }], text: k, span, unmodeled: [] }, index: -1, from: 'token' }));
  // CR 111.4, 604.3a: a P/T-defining ability the next sentence grants ("It has "This creature's power and toughness are
  // each equal to …"", model/abilities/token-pt-after.ts) is the token's own, as a quoted one is.
  const told = t.ptAfter?.kind === 'has' ? [t.ptAfter.ability] : [];
  const own = [...(pre ? predefinedTokenAbilities(spec.predefined!) : []), ...(t.abilities ?? []), ...told];
  const abilities = [...keywords, ...own.map((ability, index) => ({ ability, index, from: name }))];
  const values: CopiableValues = {
    name, manaCost: null, colors: [...(t.colors ?? [])], supertypes: [...(t.supertypes ?? [])], cardTypes: [...t.cardTypes], subtypes: [...t.subtypes], abilities,
    power: t.power ?? null, toughness: t.toughness ?? null, fromFaceDown: false, label: `token ${t.power ?? ''}/${t.toughness ?? ''} ${name}`,
  };
  const card = { name, nameSpan: span, faces: [], uri: '', span };
  const tok = freshObject(s, { cardId: `t${++s.counters.token}`, card, owner: controller, token: true, baseValues: values }, 'battlefield');
  tok.controller = controller;
  tok.tapped = tapped;
  placeObject(s, tok);
  enterBattlefield(s, out, tok, {});
  return tok;
}
