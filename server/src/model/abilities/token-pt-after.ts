// A creature token written without power and toughness, the next sentence telling them (CR 111.4: the effect that creates
// a token lists its characteristics, here over two sentences): "Create a white Avatar creature token. It has "This
// creature's power and toughness are each equal to your life total."" (the creating effect grants a characteristic-defining
// ability, CR 604.3a), "Each player creates a green Elephant creature token. Those creatures have "…"", and "… create a
// black Vampire creature token. Its power is equal to that creature's power and its toughness is equal to that creature's
// toughness." A token sentence with no such next sentence is not read (model/abilities/effects.ts).

import type { Effect, Span, TokenSpec } from '../types';
import { parseQuantity, printQuantity } from './amounts';
import { quoted } from './slots';
import { createdTokens } from './created-tokens';

type PtAfter = NonNullable<TokenSpec['ptAfter']>;

/** Whether a token still lacks the power and toughness a creature has (CR 208.1): none written, no quoted CDA, none told after. */
function lacksPt(t: TokenSpec): boolean {
  return t.cardTypes.includes('Creature') && t.power === undefined && t.predefined === undefined && t.ptAfter === undefined
    && !(t.abilities ?? []).some((a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'set-base-pt-equal' && e.target.kind === 'self'));
}

/** The tokens of `effects` (conditional and optional ones included) that still lack power and toughness. */
export function tokensLackingPt(effects: readonly Effect[]): TokenSpec[] {
  const out: TokenSpec[] = [];
  const walk = (list: readonly Effect[]) => {
    for (const e of list) {
      if (e.kind === 'create-token') out.push(...[...createdTokens(e), ...(e.orToken ? [e.orToken.token] : [])].filter(lacksPt));
      if (e.kind === 'optional' || e.kind === 'conditional') walk(e.effects);
    }
  };
  walk(effects);
  return out;
}

/** The subjects naming the token(s) just created, and the verb agreeing with them (CR 608.2c). */
const HAS = /^(It has|They have|Those creatures have|Those tokens have|The token has|That token has) ["\u201C](.+)["\u201D]$/;

/** The next sentence (its period off) as what it tells of the token: undefined when it tells no power and toughness. */
export function readPtAfter(sentence: string, plural: boolean): PtAfter | undefined {
  let m: RegExpExecArray | null;
  if ((m = HAS.exec(sentence))) {
    if ((m[1] === 'It has' || m[1] === 'The token has' || m[1] === 'That token has') === plural) return undefined;
    const ability = quoted.read?.(m[2]!);
    // CR 604.3a: a static ability defining the token's own power and toughness, and nothing else.
    if (ability?.kind !== 'static' || ability.effects.length !== 1) return undefined;
    const cda = ability.effects[0]!;
    if (cda.kind !== 'set-base-pt-equal' || cda.target.kind !== 'self' || cda.power === undefined || cda.toughness === undefined) return undefined;
    return { kind: 'has', subject: m[1]!, ability };
  }
  // "Its power is equal to ~'s power and its toughness is equal to ~'s toughness": one token (CR 111.4). Not carried out
  // (effect-descriptors.ts: the token has no P/T the engine makes). OPEN QUESTION: the CR doesn't say whether these are
  // values fixed as the token is created (copiable, like a P/T written in the box) or a lasting "equal to" (a CDA); the
  // grammar keeps the words and leaves the choice to the engine, which doesn't make it (so the form stays apart from "It has").
  // CR 608.2h: "that creature's power" is the value the object last had where the ability names it.
  if (!plural && (m = /^Its power is equal to (.+) and its toughness is equal to (.+)$/.exec(sentence))) {
    const power = parseQuantity(m[1]!);
    const toughness = parseQuantity(m[2]!);
    if (power && toughness) return { kind: 'equal', power, toughness };
  }
  return undefined;
}

/** The sentence `readPtAfter` read, printed back (its period added by the line printer). */
export function printPtAfter(p: PtAfter): string | undefined {
  if (p.kind === 'equal') return `Its power is equal to ${printQuantity(p.power)} and its toughness is equal to ${printQuantity(p.toughness)}`;
  const text = quoted.print?.(p.ability);
  return text === undefined ? undefined : `${p.subject} "${text}"`;
}

/** The token of `e` (or of the effects it wraps) whose power and toughness its next sentence tells. */
export function tokenWithPtAfter(e: Effect): TokenSpec | undefined {
  if (e.kind === 'create-token') return createdTokens(e).find((t) => t.ptAfter !== undefined);
  if (e.kind === 'optional' || e.kind === 'conditional') {
    const last = e.effects[e.effects.length - 1];
    return last ? tokenWithPtAfter(last) : undefined;
  }
  return undefined;
}

/** Whether the next sentence tells the power and toughness of the one token `found` lacks them for: its last instruction
 * (or the last one it wraps) creates it. The token keeps what it tells, and the instructions holding it the sentence. */
export function withPtAfter(found: Effect[], sentence: string, span: Span): boolean {
  const lacking = tokensLackingPt(found);
  const last = found[found.length - 1];
  if (lacking.length !== 1 || !last) return false;
  const chain: Effect[] = [];
  for (let e: Effect | undefined = last; e; e = e.kind === 'optional' || e.kind === 'conditional' ? e.effects[e.effects.length - 1] : undefined) chain.push(e);
  const make = chain[chain.length - 1]!;
  if (make.kind !== 'create-token' || make.token !== lacking[0] || make.more || make.orToken) return false;
  const plural = !(make.amount.kind === 'fixed' && make.amount.n === 1) || make.who === 'each-player' || make.who === 'each-opponent' || make.who === 'your-opponents';
  const told = readPtAfter(sentence, plural);
  if (!told) return false;
  make.token.ptAfter = told;
  for (const e of chain) e.span = { start: e.span.start, end: span.end };
  return true;
}
