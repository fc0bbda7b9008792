// CST → AST for one line: turns the parser's concrete syntax tree into the plain line nodes of ast.ts.

import type { CstElement, CstNode, IToken } from 'chevrotain';
import type {
  FaceDownOriginWord, Line, Player, PlayerPredicate, Predicate, Ref, Step, StepChoices, Str, TurnUpMethod, Word, Zone,
} from './ast';
import type { Span } from './span';

type Children = Record<string, CstElement[] | undefined>;

const isToken = (e: CstElement | undefined): e is IToken => e !== undefined && (e as IToken).image !== undefined;

export function tokenSpan(t: IToken): Span {
  return { start: t.startOffset, end: t.startOffset + t.image.length };
}

/** Span of a CST node: from its first to its last token (recovered nodes may be empty). */
export function nodeSpan(node: CstNode): Span | undefined {
  let start = Infinity;
  let end = -Infinity;
  const visit = (n: CstNode) => {
    for (const list of Object.values(n.children)) {
      for (const e of list ?? []) {
        if (isToken(e)) {
          if (Number.isNaN(e.startOffset) || e.isInsertedInRecovery) continue;
          start = Math.min(start, e.startOffset);
          end = Math.max(end, e.startOffset + e.image.length);
        } else visit(e);
      }
    }
  };
  visit(node);
  return start === Infinity ? undefined : { start, end };
}

class View {
  constructor(readonly c: Children) {}
  static of(node: CstNode | undefined): View | undefined {
    return node ? new View(node.children as Children) : undefined;
  }
  tok(name: string, i = 0): IToken | undefined {
    const e = this.c[name]?.[i];
    return e && isToken(e) && !e.isInsertedInRecovery && !Number.isNaN(e.startOffset) ? e : undefined;
  }
  toks(name: string): IToken[] {
    return (this.c[name] ?? []).filter((e): e is IToken => isToken(e) && !e.isInsertedInRecovery && !Number.isNaN(e.startOffset));
  }
  node(name: string, i = 0): CstNode | undefined {
    const e = this.c[name]?.[i];
    return e && !isToken(e) ? e : undefined;
  }
  nodes(name: string): CstNode[] {
    return (this.c[name] ?? []).filter((e): e is CstNode => !isToken(e));
  }
  sub(name: string, i = 0): View | undefined {
    return View.of(this.node(name, i));
  }
  has(name: string): boolean {
    return this.tok(name) !== undefined || this.node(name) !== undefined;
  }
}

const word = (t: IToken): Word => ({ text: t.image, span: tokenSpan(t) });

export function unescapeString(image: string): { value: string; closed: boolean } {
  if (image.startsWith('“')) {
    const closed = image.endsWith('”') && image.length > 1;
    return { value: image.slice(1, closed ? -1 : undefined), closed };
  }
  // Most names hold no backslash: nothing escaped, and the closing quote is one.
  if (!image.includes('\\')) {
    const plain = image.length > 1 && image.endsWith('"');
    return { value: image.slice(1, plain ? -1 : undefined), closed: plain };
  }
  const closed = image.length > 1 && image.endsWith('"') && !/(^|[^\\])(\\\\)*\\"$/.test(image);
  const body = image.slice(1, closed ? -1 : undefined);
  return { value: body.replace(/\\(.)/g, '$1'), closed };
}

function str(v: View | undefined): Str | undefined {
  const t = v?.tok('StringLiteral') ?? v?.tok('UnterminatedString');
  if (!t) return undefined;
  return { ...unescapeString(t.image), span: tokenSpan(t) };
}

function ref(v: View | undefined): Ref | undefined {
  if (!v) return undefined;
  const alias = v.tok('Alias');
  if (alias) return { kind: 'alias-ref', name: alias.image.slice(1), span: tokenSpan(alias) };
  const s = str(v.sub('str'));
  return s ? { kind: 'card-ref', name: s.value, span: s.span } : undefined;
}

function refs(v: View | undefined): Ref[] {
  return (v?.nodes('ref') ?? []).map((n) => ref(View.of(n))).filter((r): r is Ref => r !== undefined);
}

/** The items of every `targeting` clause of a step: objects and players, in order. A step may say `targeting` more
 *  than once ("cast @x targeting @a targeting @b", one clause per target phrase of the spell, CR 601.2c): each
 *  clause's targets follow the previous one's, none is dropped. */
function targetRefs(step: View | undefined): Ref[] {
  return (step?.nodes('targeting') ?? []).flatMap((t) => itemRefs(View.of(t)));
}

/** The target items (objects and players) directly under one node, in order. */
function itemRefs(v: View | undefined): Ref[] {
  const out: Ref[] = [];
  for (const n of v?.nodes('targetItem') ?? []) {
    const item = View.of(n)!;
    const r = ref(item.sub('ref'));
    if (r) out.push(r);
    else {
      const p = item.sub('player');
      const t = p?.tok('You') ?? p?.tok('Opponent');
      if (t) out.push({ kind: 'player-ref', name: t.image.toLowerCase(), span: tokenSpan(t) });
    }
  }
  return out;
}

function player(v: View | undefined): Player {
  return v?.has('Opponent') ? 'opponent' : 'you';
}

function zone(v: View | undefined): Zone {
  const t = v && Object.values(v.c).flat().find(isToken);
  return (t?.image as Zone | undefined) ?? 'battlefield';
}

function method(v: View | undefined): TurnUpMethod | undefined {
  if (!v) return undefined;
  if (v.has('Morph')) return 'morph';
  if (v.has('Megamorph')) return 'megamorph';
  if (v.has('Disguise')) return 'disguise';
  if (v.has('Mana')) return 'mana-cost';
  return undefined;
}

function origin(v: View | undefined): FaceDownOriginWord | undefined {
  if (!v) return undefined;
  if (v.has('Manifest')) return v.has('Dread') ? 'manifest-dread' : 'manifest';
  if (v.has('Cloak')) return 'cloak';
  if (v.has('Effect')) return 'effect';
  return method(v) as FaceDownOriginWord | undefined;
}

function alias(v: View | undefined): Word | undefined {
  const t = v?.tok('Alias');
  return t ? { text: t.image.slice(1), span: tokenSpan(t) } : undefined;
}

/** Builds the AST of one parsed line; `span` is the line's span without the newline. */
export function buildLine(cst: CstNode, span: Span): Line {
  const v = new View(cst.children as Children);
  let s: View | undefined;
  if ((s = v.sub('setLine'))) {
    return { kind: 'set', span, name: str(s.sub('str')), code: s.tok('code') && word(s.tok('code')!), templating: s.tok('era') && word(s.tok('era')!) };
  }
  if ((s = v.sub('cardLine'))) return { kind: 'card', span, name: str(s.sub('str')) };
  if ((s = v.sub('backLine'))) return { kind: 'back', span, name: str(s.sub('str')) };
  if ((s = v.sub('scenarioLine'))) return { kind: 'scenario', span, name: str(s.sub('str')) };
  if ((s = v.sub('costLine'))) return { kind: 'cost', span, symbols: s.toks('ManaSymbol').map(word) };
  if ((s = v.sub('typeLine'))) {
    const dash = s.tok('Dash');
    return {
      kind: 'type', span,
      words: [...s.toks('Word'), ...s.toks('subtype')].map(word),
      dash: dash && tokenSpan(dash),
    };
  }
  if ((s = v.sub('valueLine'))) {
    const keywordName = (['Pt', 'Loyalty', 'Defense', 'Rarity'] as const).find((k) => s!.has(k)) ?? 'Pt';
    const kind = ({ Pt: 'pt', Loyalty: 'loyalty', Defense: 'defense', Rarity: 'rarity' } as const)[keywordName];
    const value = s.tok('PowerToughness') ?? s.tok('NumberLiteral') ?? s.tok('Identifier') ?? s.tok('Word');
    return { kind, span, value: value && word(value) };
  }
  if ((s = v.sub('colorLine'))) return { kind: 'color', span, colors: s.toks('Word').map(word) };
  if ((s = v.sub('flavorLine'))) return { kind: 'flavor', span, value: str(s.sub('str')) };
  if ((s = v.sub('textLine'))) {
    const first = s.tok('RulesLine');
    return {
      kind: 'text', span,
      first: first && { kind: 'rules', text: first.image.trimEnd(), span: { start: first.startOffset, end: first.startOffset + first.image.trimEnd().length } },
    };
  }
  if (v.has('Setup')) return { kind: 'setup-header', span };
  const stepNode = v.sub('step');
  const step = stepNode && buildStep(stepNode);
  return step ? { kind: 'step', span, step } : { kind: 'error', span };
}

function buildStep(v: View): Step | undefined {
  let s: View | undefined;
  if ((s = v.sub('playerStep'))) return buildPlayerStep(s);
  if (v.has('Trigger')) {
    return withRef(ref(v.sub('ref')), (source) => ({
      kind: 'trigger-targets', source, targets: targetRefs(v), ...choicesOf(v),
      ...divisionOf(v),
    }));
  }
  if (v.has('Resolve')) {
    const targets = targetRefs(v);
    const may = v.has('Declining') ? { mayAccept: false } : v.has('Accepting') ? { mayAccept: true } : {};
    return { kind: 'resolve', all: v.has('All'), ...(targets.length ? { targets } : {}), ...may, ...choicesOf(v) };
  }
  if (v.has('Paid')) return { kind: 'mana-paid' };
  if (v.has('Counter')) return withRef(ref(v.sub('ref')), (target) => ({ kind: 'counter', target }));
  if (v.has('Attach')) {
    const [what, to] = v.nodes('ref').map((n) => ref(View.of(n)));
    return what && to ? { kind: 'attach', what, to } : { kind: 'unreadable' };
  }
  if (v.has('Apply')) {
    const n = v.tok('NumberLiteral');
    return withRef(ref(v.sub('ref')), (card) => ({
      kind: 'apply', card, ...(n ? { index: Number(n.image) } : {}), targets: targetRefs(v), alias: alias(v.sub('aliasClause')),
    }));
  }
  if (v.has('Exile')) return withRef(ref(v.sub('ref')), (target) => ({ kind: 'move', action: 'exile', target, faceDown: v.has('faceDown') }));
  for (const [tok, action] of [['Bounce', 'bounce'], ['Destroy', 'destroy'], ['Sacrifice', 'sacrifice']] as const) {
    if (v.has(tok)) return withRef(ref(v.sub('ref')), (target) => ({ kind: 'move', action, target }));
  }
  for (const [tok, kind] of [['Tap', 'tap'], ['Untap', 'untap'], ['Transform', 'transform']] as const) {
    if (v.has(tok)) return withRef(ref(v.sub('ref')), (target) => ({ kind, target }));
  }
  if (v.has('Return')) return withRef(ref(v.sub('ref')), (target) => ({ kind: 'return', target, faceDown: v.has('faceDown') }));
  if (v.has('Put')) {
    const amount = v.sub('counterAmount');
    const count = Number(amount?.tok('NumberLiteral')?.image ?? 1);
    const counter = amount?.tok('PowerToughness')?.image ?? amount?.tok('Identifier')?.image ?? amount?.tok('counterWord')?.image.toLowerCase() ?? '+1/+1';
    return withRef(ref(v.sub('ref')), (target) => ({ kind: 'counters', count, counter, target }));
  }
  if (v.has('End')) {
    const discarding = refs(v.sub('refList'));
    return v.has('Game') ? { kind: 'end-game' } : { kind: 'end-turn', ...(discarding.length ? { discarding } : {}) };
  }
  if (v.has('Move')) {
    const ws = v.toks('stepWord');
    const first = ws[0];
    const last = ws[ws.length - 1];
    if (!first || !last) return undefined;
    return { kind: 'move-to-step', words: ws.map((t) => t.image).join(' '), span: { start: first.startOffset, end: last.startOffset + last.image.length } };
  }
  if (v.has('Pass')) return { kind: 'pass-priority' };
  if (v.has('Deal')) {
    const amount = Number(v.tok('NumberLiteral')?.image ?? 0);
    const target = ref(v.sub('ref'));
    const source = ref(v.sub('source'));
    const who = v.sub('player');
    return { kind: 'deal-damage', amount, ...(target ? { target } : {}), ...(who ? { player: player(who) } : {}), ...(source ? { source } : {}) };
  }
  if ((s = v.sub('expectStep'))) {
    if (s.has('Illegal')) {
      const inner = s.node('step');
      const step = inner && buildStep(new View(inner.children as Children));
      const stepSpan = inner && nodeSpan(inner);
      return step && stepSpan ? { kind: 'expect-illegal', step, stepSpan } : undefined;
    }
    if (s.has('Stack')) {
      if (s.has('Holds')) return { kind: 'expect-stack', count: refs(s.sub('refList')).length, holds: refs(s.sub('refList')) };
      return { kind: 'expect-stack', count: Number(s.tok('NumberLiteral')?.image ?? 0) };
    }
    const pp = s.sub('playerPredicate');
    if (pp) {
      const pred = buildPlayerPredicate(pp);
      return pred ? { kind: 'expect-player', player: player(s.sub('player')), predicate: pred } : undefined;
    }
    const subject = ref(s.sub('ref'));
    const predicate = buildPredicate(s.sub('predicate'));
    return subject && predicate ? { kind: 'expect', subject, predicate } : undefined;
  }
  return undefined;
}

function buildPlayerPredicate(v: View): PlayerPredicate | undefined {
  const pool = v.sub('poolClause');
  if (pool) {
    const symbols = pool.toks('ManaSymbol').map((t) => t.image).join('');
    if (symbols) return { kind: 'pool', mana: symbols };
    return { kind: 'pool', count: pool.has('No') ? 0 : Number(pool.tok('NumberLiteral')?.image ?? 0) };
  }
  const n = Number(v.tok('NumberLiteral')?.image ?? 0);
  if (v.has('Lost')) return { kind: 'lost', negated: v.has('Not') };
  if (v.has('Life')) return { kind: 'life', value: n };
  const counter = v.tok('playerCounter')?.image.toLowerCase();
  if (counter) return { kind: 'player-counters', count: n, counter };
  if (v.has('Control')) return { kind: 'controls', count: n, filter: v.toks('filterWord').map((t) => t.image).join(' ') };
  if (v.sub('zoneWord')) return { kind: 'cards-in', count: n, zone: zone(v.sub('zoneWord')) };
  return undefined;
}

function withRef<T>(r: Ref | undefined, f: (r: Ref) => T): T | undefined {
  return r ? f(r) : undefined;
}

function buildPlayerStep(v: View): Step | undefined {
  const who = player(v.sub('player'));
  if (v.has('Order')) return { kind: 'order-triggers', player: who, sources: refs(v.sub('refList')) };
  const mana = v.sub('manaPlayerStep');
  if (mana) return buildManaStep(who, mana);
  if (v.has('Has') || v.has('Have')) {
    const cards = refs(v.sub('refList'));
    if (cards.length === 0) return undefined;
    return {
      kind: 'setup', player: who, cards, zone: zone(v.sub('zoneWord')), onTop: v.has('Top'),
      faceDown: v.has('faceDown'), origin: origin(v.sub('origin')), tapped: v.has('Tapped'), alias: alias(v.sub('aliasClause')), ...choicesOf(v),
    };
  }
  if (v.has('Cast')) {
    const all = v.nodes('ref');
    return withRef(ref(View.of(all[0])), (card) => ({
      kind: 'cast', player: who, card, faceDown: v.has('faceDown') || v.has('Using') || v.has('Effect'), method: method(v.sub('method')), byEffect: v.has('Effect') || undefined,
      targets: targetRefs(v), copying: ref(View.of(all[1])), alias: alias(v.sub('aliasClause')),
      ...divisionOf(v),
      ...(v.sub('paying') ? { paying: refs(v.sub('paying')?.sub('refList')) } : {}), ...choicesOf(v),
    }));
  }
  if (v.has('Activate')) {
    const n = v.tok('NumberLiteral');
    return withRef(ref(v.sub('ref')), (card) => ({
      kind: 'activate', player: who, card, index: n ? Number(n.image) : undefined, targets: targetRefs(v), ...divisionOf(v),
      ...(v.sub('paying') ? { paying: refs(v.sub('paying')?.sub('refList')) } : {}), ...choicesOf(v),
    }));
  }
  if (v.has('Manifest')) {
    if (v.has('Dread')) return { kind: 'manifest-dread', player: who, choosing: ref(v.sub('ref')), alias: alias(v.sub('aliasClause')) };
    return { kind: 'manifest', player: who, count: Number(v.tok('NumberLiteral')?.image ?? 1), alias: alias(v.sub('aliasClause')) };
  }
  if (v.has('Cloak')) return { kind: 'cloak', player: who, count: Number(v.tok('NumberLiteral')?.image ?? 1), alias: alias(v.sub('aliasClause')) };
  if (v.sub('turnVerb')) {
    return withRef(ref(v.sub('ref')), (target) =>
      v.has('Up')
        ? {
            kind: 'turn-face-up', player: who, target, method: method(v.sub('method')), ...(v.sub('paying') ? { paying: refs(v.sub('paying')?.sub('refList')) } : {}), ...choicesOf(v),
            ...(v.sub('copyRef') ? { copying: ref(v.sub('copyRef')) } : {}),
          }
        : { kind: 'turn-face-down', player: who, target });
  }
  if (v.has('Gains')) return withRef(ref(v.sub('ref')), (target) => ({ kind: 'gain-control', player: who, target }));
  // CR 702.143a–b: the special action of foretell.
  if (v.has('Foretell') || v.has('Foretells')) return withRef(ref(v.sub('ref')), (card) => ({ kind: 'foretell', player: who, card, ...(v.sub('paying') ? { paying: refs(v.sub('paying')?.sub('refList')) } : {}) }));
  // CR 702.62a, 116.2f: the special action of suspend.
  if (v.has('Suspend') || v.has('Suspends')) return withRef(ref(v.sub('ref')), (card) => ({ kind: 'suspend', player: who, card, ...(v.sub('paying') ? { paying: refs(v.sub('paying')?.sub('refList')) } : {}) }));
  if (v.has('Play')) return withRef(ref(v.sub('ref')), (card) => ({ kind: 'play-land', player: who, card, alias: alias(v.sub('aliasClause')) }));
  if (v.has('Attack') || v.has('Attacks')) {
    const d = v.sub('attackDecl');
    const clauses = d?.nodes('attackClause').map((n) => View.of(n)!) ?? [];
    if (clauses.length === 0) return { kind: 'attack', player: who, attackers: refs(d?.sub('refList')) };
    const attackers: Ref[] = [];
    const targets: Ref[] = [];
    for (const c of clauses) {
      const [target] = itemRefs(c);
      if (!target) return undefined;
      for (const a of refs(c.sub('refList'))) {
        attackers.push(a);
        targets.push(target);
      }
    }
    return { kind: 'attack', player: who, attackers, targets };
  }
  if (v.sub('assignDamage')) {
    const a = v.sub('assignDamage')!;
    const shares = a.nodes('damageShare').map((n) => {
      const sh = View.of(n)!;
      return { amount: Number(sh.tok('NumberLiteral')?.image ?? 0), to: itemRefs(sh)[0] };
    });
    if (shares.some((x) => !x.to)) return undefined;
    return withRef(ref(a.sub('ref')), (source) => ({ kind: 'assign-damage', player: who, source, shares: shares.map((x) => ({ amount: x.amount, to: x.to! })) }));
  }
  if (v.has('Block') || v.has('Blocks')) {
    const blocks = v.nodes('blockClause').map((n) => {
      const c = View.of(n)!;
      return { attacker: ref(c.sub('ref')), blockers: refs(c.sub('refList')) };
    });
    if (blocks.some((b) => !b.attacker)) return undefined;
    return { kind: 'block', player: who, blocks: blocks.map((b) => ({ attacker: b.attacker!, blockers: b.blockers })) };
  }
  return undefined;
}

function buildPredicate(v: View | undefined): Predicate | undefined {
  if (!v) return undefined;
  let s: View | undefined;
  if ((s = v.sub('isPredicate'))) {
    if (s.has('Face')) {
      if (!s.has('Down')) return { kind: 'face', faceDown: false };
      if (s.has('Before')) return withRef(ref(s.sub('ref')), (before) => ({ kind: 'face', faceDown: true, before }));
      return { kind: 'face', faceDown: true, origin: origin(s.sub('origin')) };
    }
    if (s.has('Attached')) return withRef(ref(s.sub('ref')), (to) => ({ kind: 'attached', to }));
    if (s.has('Unattached')) return { kind: 'attached' };
    if (s.tok('PowerToughness')) {
      const [power = '', toughness = ''] = s.tok('PowerToughness')!.image.split('/');
      return { kind: 'pt', power, toughness };
    }
    if (s.has('Named')) return { kind: 'named', name: str(s.sub('str'))?.value ?? '' };
    if (s.has('Colorless')) return { kind: 'colors', colors: [] };
    if (s.has('A') || s.has('An')) return { kind: 'type', type: s.toks('typeWord').map((t) => t.image).join(' '), negated: s.has('Not') };
    if (s.has('Tapped')) return { kind: 'tapped', tapped: true };
    if (s.has('Untapped')) return { kind: 'tapped', tapped: false };
    if (s.has('In') || s.has('On')) {
      const targeting = s.sub('targeting') ? targetRefs(s) : undefined;
      return { kind: 'zone', zone: zone(s.sub('zoneWord')), ...(targeting ? { targeting } : {}) };
    }
    if (s.has('Revealed')) return { kind: 'revealed' };
    for (const role of ['attacking', 'blocking', 'blocked', 'unblocked'] as const) {
      if (!s.has(role[0]!.toUpperCase() + role.slice(1))) continue;
      const whom = role === 'attacking' ? itemRefs(s)[0] : role === 'blocking' ? ref(s.sub('ref')) : undefined;
      return { kind: 'combat', role, ...(whom ? { whom } : {}) };
    }
    if (s.has('Controlled')) return { kind: 'controlled-by', player: player(s.sub('player')) };
    if (s.has('Owned')) return { kind: 'owned-by', player: player(s.sub('player')) };
    if (s.has('Hidden')) return { kind: 'visible', to: player(s.sub('player')), visible: false };
    if (s.has('Visible')) return { kind: 'visible', to: player(s.sub('player')), visible: true };
    const colors = s.toks('color').map((t) => t.image.toLowerCase());
    return colors.length ? { kind: 'colors', colors } : undefined;
  }
  if ((s = v.sub('hasPredicate'))) {
    if (s.has('No')) return s.has('Name') ? { kind: 'no-name' } : s.has('Mana') ? { kind: 'no-mana-cost' } : { kind: 'no-abilities' };
    if (s.has('Mana')) return { kind: 'mana-value', value: Number(s.tok('NumberLiteral')?.image ?? 0) };
    if (s.has('Damage')) return { kind: 'damage', amount: Number(s.tok('damageAmount')?.image ?? 0) };
    const amount = s.sub('counterAmount');
    if (amount) {
      return {
        kind: 'counters', count: Number(amount.tok('NumberLiteral')?.image ?? 0),
        counter: amount.tok('PowerToughness')?.image ?? amount.tok('Identifier')?.image ?? amount.tok('counterWord')?.image.toLowerCase() ?? '+1/+1',
      };
    }
    return { kind: 'has', keyword: phrase(s.sub('keywordPhrase')), negated: false };
  }
  if (v.has('Lacks')) return { kind: 'has', keyword: phrase(v.sub('keywordPhrase')), negated: true };
  if (v.has('Can') || v.has('Cant')) {
    const cost = v.toks('ManaSymbol').map((t) => t.image).join('');
    return { kind: 'can-turn-up', can: v.has('Can'), cost: cost || undefined, method: method(v.sub('method')) };
  }
  if (v.has('Triggered')) return { kind: 'triggered', triggered: true };
  if (v.has('Didnt')) return { kind: 'triggered', triggered: false };
  if (v.has('Was')) {
    const cost = v.toks('ManaSymbol').map((t) => t.image).join('');
    return v.has('Cast') ? { kind: 'cast-for', cost } : { kind: 'was-revealed' };
  }
  const share = v.sub('shareWhat');
  if (share) {
    const creatureWord = share.tok('creatureWord');
    if (creatureWord && creatureWord.image.toLowerCase() !== 'creature') return undefined;
    return withRef(ref(share.sub('ref')), (other) => ({ kind: 'shares', what: creatureWord ? 'creature-type' : 'name', other, negated: v.has('Doesnt') }));
  }
  return undefined;
}

function phrase(v: View | undefined): string {
  if (!v) return '';
  const toks = Object.values(v.c).flat().filter(isToken).sort((a, b) => a.startOffset - b.startOffset);
  return toks.map((t) => t.image).join(' ');
}

/** `you have {G}{G} in pool` / `you tap @land for mana` / `… for {G}` (CR 106.4, 106.12). */
function buildManaStep(who: Player, v: View): Step | undefined {
  const pool = v.sub('poolClause');
  if (pool) {
    const mana = pool.toks('ManaSymbol').map((t) => t.image).join('');
    return mana ? { kind: 'add-mana', player: who, mana } : undefined;
  }
  const symbols = v.toks('ManaSymbol').map((t) => t.image).join('');
  return withRef(ref(v.sub('ref')), (target) => ({ kind: 'tap-for-mana', player: who, target, ...(symbols ? { mana: symbols } : {}) }));
}

/** A step's `dividing 2, 1`: the amounts of a divided effect for its targets, in order (CR 601.2d). */
function divisionOf(v: View): { division?: number[] } {
  const d = v.sub('dividing');
  return d ? { division: d.toks('NumberLiteral').map((t) => Number(t.image)) } : {};
}

/** The choices of a step's `with X = 3`, `choosing …` and `naming "…"` clauses (the last of each kind counts; objects, `choosing @h`, add up). */
function choicesOf(v: View): { choices?: StepChoices } {
  const c: StepChoices = {};
  for (const n of v.nodes('choiceClause')) {
    const cv = View.of(n)!;
    const x = cv.tok('xValue');
    // Only X is chosen this way (CR 107.3a); another letter is kept as "no number" so the runner refuses the step.
    if (x) c.x = /^x$/i.test(cv.tok('variable')?.image ?? '') ? Number(x.image) : NaN;
    // `with buyback`: a keyword cost paid as it is cast (CR 601.2b, 601.2f); the runner refuses a word that isn't one.
    // `with alternative cost`: the card's own alternative cost (CR 118.9).
    else if (cv.tok('variable')) (c.castWith ??= []).push([cv.tok('variable')!.image, cv.tok('costWord')?.image].filter(Boolean).join(' ').toLowerCase());
    const modes = cv.toks('modeNumber').map((t) => Number(t.image));
    if (modes.length) c.modes = modes;
    const symbols = cv.toks('ManaSymbol').map((t) => t.image).join('');
    if (symbols) c.mana = symbols;
    const color = cv.tok('colorWord');
    if (color) c.color = word(color);
    const name = str(cv.sub('str'));
    if (name) c.cardName = name.value;
    if (cv.has('Life')) c.payLife = true;
    if (cv.has('Kicked')) {
      c.kicked = true;
      // `kicked 2 times` (CR 702.33c); another word than "times" is kept as "no number" so the runner refuses the step.
      const n = cv.tok('kickCount');
      if (n) c.kickedTimes = /^times?$/i.test(cv.tok('timesWord')?.image ?? '') ? Number(n.image) : NaN;
    }
    // `kicked with {1}{U} and {R}`: the kicker costs paid, by their mana, each in the order written (CR 702.33b, 702.33f).
    const kickerSymbols = cv.toks('kickerSymbol');
    if (kickerSymbols.length) {
      const and = cv.tok('kickerAnd')?.startOffset ?? Infinity;
      c.kickedWith = [kickerSymbols.filter((t) => t.startOffset < and), kickerSymbols.filter((t) => t.startOffset > and)].filter((g) => g.length).map((g) => g.map((t) => t.image).join(''));
    }
    const pt = cv.tok('ptChoice');
    if (pt) c.pt = pt.image;
    // `choosing @h`: each clause names one object chosen as it resolves, in the order the text asks (CR 608.2d).
    const chosen = ref(cv.sub('chosenObject'));
    if (chosen) (c.objects ??= []).push(chosen);
    // `rolling 15`: the results of the dice rolled as it resolves, in order (CR 706.2).
    const rolls = cv.toks('rollResult').map((t) => Number(t.image));
    if (rolls.length) c.rolls = rolls;
    // `flipping win, lose`: whether each coin flipped as it resolves is won, in order (CR 705.2); the runner checks the words.
    const flips = cv.toks('flipResult').map((t) => t.image.toLowerCase());
    if (flips.length) c.flips = flips;
  }
  return Object.keys(c).length ? { choices: c } : {};
}
