// A face's abilities as Forge script lines: `K:` keywords (face-down keywords with any cost, equip, ward, the keywords
// Forge names), `T:` triggers, `A:` activated abilities and spells, each with its `SVar:` sub-abilities, in the forms
// Forge's own card scripts use (../shared/data/forge-facedown-scripts*). What can't be written is listed, one entry per
// ability, so the export says it; Forge still shows the Oracle text. Costs go both ways: `forgeCost` writes
// PayLife<3>, Discard<1/Card>, Reveal<1/Card.Blue/blue card>, Sac<2/Mountain/…>, Return<…>; `readForgeCost` reads them.

import { parseCostPart } from '../model/abilities/cost-parts';
import { findReminders, maskReminders } from '../model/abilities/reminder';
import { COLOR_BY_NAME, COLOR_NAMES, type Ability, type CostPart, type Effect, type Face, type KeywordAbility, type ObjectFilter, type TargetSpec, type TriggerEvent } from '../model/types';
import { bracesToForgeCost, forgeCostToBraces } from './mana-text';
import { lookupTable } from '../model/lookup-table';

export interface ForgeAbilities {
  lines: string[];
  /** The abilities (as printed, reminder text left out) written as Oracle text only. */
  notWritten: string[];
}

// ---- costs ---------------------------------------------------------------------------------------------------------

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const singular = (w: string) => (/ies$/.test(w) ? w.slice(0, -3) + 'y' : /(?:ss|sh|ch|x)es$/.test(w) ? w.slice(0, -2) : /s$/.test(w) && !/ss$/.test(w) ? w.slice(0, -1) : w);

/** Filter fields that say nothing Forge's valid-card word leaves out (whose permanent a cost uses is always yours). */
const PLAIN_FILTER_KEYS = new Set(['types', 'text', 'other', 'postOrder', 'controller', 'yourOpponentsWritten', 'anOpponentWritten', 'notYours', 'onBattlefield']);

/** A filter as Forge's valid-card syntax ("Card.Blue", "Creature.Other", "Mountain"); undefined when it says more. */
export function forgeValid(filter: ObjectFilter | undefined, other = false): string | undefined {
  if (!filter) return other ? 'Card.Other' : 'Card';
  const colors: string[] = [];
  const types: string[] = [];
  for (const t of filter.types) {
    const c = COLOR_BY_NAME[t.toLowerCase()];
    if (c) colors.push(cap(COLOR_NAMES[c]));
    else if (t.toLowerCase() !== 'card' && t.toLowerCase() !== 'cards') types.push(cap(singular(t)));
  }
  if (types.length > 1 || Object.keys(filter).some((k) => !PLAIN_FILTER_KEYS.has(k))) return undefined;
  const props = [...colors, ...(other || filter.other ? ['Other'] : [])];
  return [types[0] ?? 'Card', ...props].join('.');
}

/** One cost part as Forge writes it; undefined when Forge's cost syntax has no such part here. */
function forgePart(p: CostPart, raw: string): string | undefined {
  const desc = (filter: ObjectFilter | undefined) => (filter?.text ?? 'card').replace(/ you control$/, '');
  const other = /\banother\b/i.test(raw);
  // A count of X or half a life total: not written for Forge here.
  if (('x' in p && p.x) || (p.kind === 'pay-life' && p.half) || (p.kind === 'remove-counters' && p.among)) return undefined;
  switch (p.kind) {
    case 'mana': return bracesToForgeCost(p.cost);
    case 'tap-self': return 'T';
    case 'untap-self': return 'Q';
    case 'pay-life': return `PayLife<${p.amount}>`;
    case 'pay-energy': return undefined; // not written for Forge here
    case 'discard': {
      if (p.wholeHand) return 'Discard<1/Hand>';
      const v = forgeValid(p.filter);
      if (!v) return undefined;
      return p.random ? `Discard<${p.count}/${v === 'Card' ? 'Random' : v}>` : `Discard<${p.count}/${v}>`;
    }
    case 'reveal': { const v = forgeValid(p.filter); return v ? `Reveal<${p.count}/${v}/${desc(p.filter)}>` : undefined; }
    case 'sacrifice': case 'return-to-hand': case 'tap-untapped': case 'exile': {
      const key = p.kind === 'sacrifice' ? 'Sac' : p.kind === 'return-to-hand' ? 'Return' : p.kind === 'tap-untapped' ? 'tapXType'
        : p.from === 'graveyard' ? 'ExileFromGrave' : p.from === 'hand' ? 'ExileFromHand' : 'Exile';
      if (p.self) return `${key}<1/CARDNAME>`;
      if (p.kind === 'tap-untapped' && p.totalPower !== undefined) return undefined; // crew's cost (CR 702.122a): Forge writes the keyword
      const v = forgeValid(p.filter, other);
      return v ? `${key}<${p.count}/${v}/${other ? 'another ' : ''}${desc(p.filter)}>` : undefined;
    }
    case 'remove-counters': return p.counter === '+1/+1' ? `SubCounter<${p.count}/P1P1>` : p.counter === '-1/-1' ? `SubCounter<${p.count}/M1M1>` : `SubCounter<${p.count}/${p.counter.toUpperCase()}>`;
    case 'put-counters': return p.counter === '+1/+1' ? `AddCounter<${p.count}/P1P1>` : p.counter === '-1/-1' ? `AddCounter<${p.count}/M1M1>` : `AddCounter<${p.count}/${p.counter.toUpperCase()}>`;
    case 'loyalty': return `${p.delta >= 0 ? 'AddCounter' : 'SubCounter'}<${Math.abs(p.delta)}/LOYALTY>`; // CR 606.4
    case 'unknown': return undefined;
  }
}

/** A cost's text ("{2}{U}", "Pay 3 life", "{1}, Sacrifice a creature") as Forge's cost; undefined when a part can't be written. */
export function forgeCost(text: string, selfName?: string): string | undefined {
  // A loyalty ability's cost (CR 606.4): "+1" puts loyalty counters on, "−3" removes them.
  const loyalty = /^([+−-])(\d+)$/.exec(text.trim());
  if (loyalty) return `${loyalty[1] === '+' ? 'AddCounter' : 'SubCounter'}<${loyalty[2]}/LOYALTY>`;
  const out: string[] = [];
  for (const raw of text.split(/,\s*/).map((s) => s.trim()).filter(Boolean)) {
    if (/^(?:\{[^{}]+\})+$/.test(raw)) {
      const syms = raw.match(/\{[^{}]+\}/g) ?? [];
      const mana = syms.filter((x) => !/^\{[TQ]\}$/i.test(x)).join('');
      if (mana) out.push(bracesToForgeCost(mana));
      for (const x of syms) if (/^\{[TQ]\}$/i.test(x)) out.push(x.toUpperCase() === '{T}' ? 'T' : 'Q');
      continue;
    }
    const part = forgePart(parseCostPart(raw, selfName), raw);
    if (part === undefined) return undefined;
    out.push(part);
  }
  return out.length ? out.join(' ') : undefined;
}

/** A Forge valid-card word back as a filter ("Card.Blue" → blue card; "Creature.Other" → creature, other). */
function readValid(valid: string): { filter: ObjectFilter; other: boolean } {
  const [type, ...props] = valid.split('.');
  const colors = props.filter((p) => COLOR_BY_NAME[p.toLowerCase()]).map((p) => p.toLowerCase());
  return { filter: { types: [...colors, type === 'Card' || !type ? 'card' : type], text: '' }, other: props.includes('Other') };
}

/** A Forge cost (`3 U`, `PayLife<5>`, `Sac<1/Creature.Other/another creature>`) back as cost parts. */
export function readForgeCost(cost: string): { parts: CostPart[]; other: boolean[] } {
  const parts: CostPart[] = [];
  const other: boolean[] = [];
  const shards: string[] = [];
  for (const tok of cost.trim().split(/\s+(?![^<]*>)/).filter(Boolean)) {
    const m = /^([A-Za-z]+)<([^>]*)>$/.exec(tok);
    if (!m) {
      if (tok === 'T') { parts.push({ kind: 'tap-self' }); other.push(false); } else if (tok === 'Q') { parts.push({ kind: 'untap-self' }); other.push(false); } else shards.push(tok);
      continue;
    }
    const [, key, args] = m as unknown as [string, string, string];
    const [n, valid] = args.split('/');
    const count = Number(n);
    const v = valid && valid !== 'CARDNAME' ? readValid(valid) : undefined;
    const self = valid === 'CARDNAME';
    let part: CostPart;
    switch (key) {
      case 'PayLife': part = { kind: 'pay-life', amount: count }; break;
      case 'Discard': part = valid === 'Hand' ? { kind: 'discard', count: 0, wholeHand: true } : valid === 'Random' ? { kind: 'discard', count, random: true, filter: { types: ['card'], text: '' } } : { kind: 'discard', count, filter: v?.filter }; break;
      case 'Reveal': part = { kind: 'reveal', count, filter: v?.filter }; break;
      case 'Sac': part = { kind: 'sacrifice', count, ...(self ? { self } : { filter: v?.filter }), from: 'battlefield' }; break;
      case 'Return': part = { kind: 'return-to-hand', count, ...(self ? { self } : { filter: v?.filter }), from: 'battlefield' }; break;
      case 'tapXType': part = { kind: 'tap-untapped', count, ...(self ? { self } : { filter: v?.filter }), from: 'battlefield' }; break;
      case 'Exile': case 'ExileFromGrave': case 'ExileFromHand':
        part = { kind: 'exile', count, ...(self ? { self } : { filter: v?.filter }), from: key === 'Exile' ? 'battlefield' : key === 'ExileFromGrave' ? 'graveyard' : 'hand' }; break;
      case 'SubCounter': part = { kind: 'remove-counters', count, counter: valid === 'P1P1' ? '+1/+1' : valid === 'M1M1' ? '-1/-1' : (valid ?? '').toLowerCase() }; break;
      default: part = { kind: 'unknown', text: tok };
    }
    parts.push(part);
    other.push(!!v?.other);
  }
  if (shards.length) { parts.unshift({ kind: 'mana', cost: forgeCostToBraces(shards.join(' ')) ?? '' }); other.unshift(false); }
  return { parts, other };
}

// ---- keywords ------------------------------------------------------------------------------------------------------

/** Keywords without a parameter, as Forge spells them on `K:` lines. */
const PLAIN: Record<string, string> = Object.fromEntries([
  'Flying', 'First Strike', 'Double Strike', 'Deathtouch', 'Defender', 'Haste', 'Hexproof', 'Indestructible', 'Lifelink', 'Menace',
  'Reach', 'Trample', 'Vigilance', 'Flash', 'Changeling', 'Devoid', 'Shroud', 'Fear', 'Intimidate', 'Prowess', 'Infect', 'Wither',
  'Persist', 'Undying', 'Exalted', 'Flanking', 'Horsemanship', 'Shadow', 'Skulk', 'Convoke', 'Delve', 'Improvise', 'Cascade', 'Storm',
  'Rebound', 'Riot', 'Mentor', 'Ascend', 'Dethrone', 'Evolve', 'Extort', 'Battle cry', 'Split second', 'Provoke', 'Phasing',
  'Banding', 'Soulbond', 'Sunburst', 'Living Weapon', 'Cipher', 'Unleash', 'Myriad', 'Melee', 'Partner', 'Decayed', 'Daybound', 'Nightbound',
].map((k) => [k.toLowerCase(), k]));
/** Keywords with a cost: `K:Name:<Forge cost>`. */
const WITH_COST = new Set(['Morph', 'Megamorph', 'Disguise', 'Equip', 'Ward', 'Cycling', 'Kicker', 'Flashback', 'Ninjutsu', 'Evoke', 'Dash', 'Madness', 'Unearth', 'Echo', 'Bestow', 'Buyback', 'Entwine', 'Emerge', 'Embalm', 'Eternalize', 'Encore', 'Escape', 'Foretell', 'Reconfigure', 'Transmute', 'Outlast', 'Scavenge', 'Miracle', 'Prowl', 'Spectacle', 'Surge', 'Blitz', 'Disturb', 'Plot']);
/** Keywords with a number: `K:Name:N`. */
const WITH_NUMBER = new Set(['Bushido', 'Rampage', 'Afflict', 'Annihilator', 'Modular', 'Fading', 'Vanishing', 'Crew', 'Toxic', 'Afterlife', 'Fabricate', 'Renown', 'Bloodthirst', 'Absorb', 'Amplify', 'Graft', 'Tribute', 'Dredge', 'Backup', 'Training', 'Squad']);

/** One keyword as Forge's `K:` line (and the `A:` line an Aura needs to be cast); undefined when Forge's form is unknown. */
export function forgeKeyword(k: KeywordAbility, face: Face): string[] | undefined {
  const plain = PLAIN[k.keyword.toLowerCase()];
  if (plain && !k.cost && !k.parameter) return [`K:${plain}`];
  if (/walk$/.test(k.keyword) && !k.parameter) return [`K:${k.keyword}`];
  if (WITH_COST.has(k.keyword)) {
    // Ward {N} is `K:Ward:N`; every other cost is a Forge cost ("2 U U", "PayLife<3>").
    const text = k.cost?.text ?? k.parameter;
    if (!text) return undefined;
    const cost = forgeCost(text, face.name);
    return cost ? [`K:${k.keyword}:${cost}`] : undefined;
  }
  if (WITH_NUMBER.has(k.keyword) && k.parameter && /^\d+$/.test(k.parameter)) return [`K:${k.keyword}:${k.parameter}`];
  if (k.keyword === 'Protection' && k.parameter && /^from [a-z]+$/i.test(k.parameter)) return [`K:Protection ${k.parameter}`];
  if (k.keyword === 'Enchant' && k.parameter) {
    // CR 303.4a: an Aura spell targets what it can enchant; Forge casts it with an Attach spell ability.
    const valid = forgeValid({ types: [k.parameter], text: k.parameter });
    if (!valid || !face.manaCost) return undefined;
    return [`K:Enchant ${k.parameter}`, `A:SP$ Attach | Cost$ ${bracesToForgeCost(face.manaCost.text)} | ValidTgts$ ${valid} | AILogic$ Pump`];
  }
  return undefined;
}

// ---- effects -------------------------------------------------------------------------------------------------------

/** Who an effect points at, as Forge parameters. */
function forgeTarget(t: TargetSpec, selfIsTriggered: boolean): string | undefined {
  if (t.kind === 'self' && !t.from) return 'Defined$ Self';
  if (t.kind === 'it' && selfIsTriggered) return 'Defined$ TriggeredCard';
  if (t.kind === 'any-target' && t.count === 1 && !t.other) return 'ValidTgts$ Any | TgtPrompt$ Select any target';
  if (t.kind === 'target' && !t.upTo && !t.countIsX && !t.oneTo && !t.sameNameAlso) {
    const { controller, ...rest } = t.filter;
    const valid = forgeValid(rest);
    if (!valid) return undefined;
    const ctrl = controller === 'you' ? '.YouCtrl' : controller === 'opponent' ? '.OppCtrl' : '';
    const count = t.count > 1 ? ` | TargetMin$ ${t.count} | TargetMax$ ${t.count}` : '';
    return `ValidTgts$ ${valid}${ctrl} | TgtPrompt$ Select target ${t.filter.text}${count}`;
  }
  if (t.kind === 'player') {
    const who: Record<string, string> = lookupTable({ you: 'Defined$ You', 'target-player': 'ValidTgts$ Player | TgtPrompt$ Select target player', 'target-opponent': 'ValidTgts$ Opponent | TgtPrompt$ Select target opponent', 'each-opponent': 'Defined$ Player.Opponent', 'each-player': 'Defined$ Player' });
    return who[t.who];
  }
  return undefined;
}

const fixed = (a: { kind: string; n?: number }): number | undefined => (a.kind === 'fixed' ? a.n : undefined);
const PLAYER: Partial<Record<string, string>> = lookupTable({ you: 'Defined$ You', 'target-player': 'ValidTgts$ Player | TgtPrompt$ Select target player', 'target-opponent': 'ValidTgts$ Opponent | TgtPrompt$ Select target opponent', 'each-opponent': 'Defined$ Player.Opponent', 'each-player': 'Defined$ Player' });
const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));
const COUNTER: Record<string, string> = lookupTable({ '+1/+1': 'P1P1', '-1/-1': 'M1M1' });

/** One effect as a Forge sub-ability's API and parameters (`DB$ Draw | NumCards$ 2`, without the DB$/AB$ head). */
function forgeEffect(e: Effect, triggered: boolean): string | undefined {
  const tgt = (t: TargetSpec) => forgeTarget(t, triggered);
  const until = (d: string) => (d === 'permanent' ? ' | Duration$ Permanent' : '');
  switch (e.kind) {
    case 'draw': {
      const who = PLAYER[e.who ?? 'you'];
      return who && e.count > 0 && !e.per && !e.countIsX && !e.equalTo ? `Draw | ${who} | NumCards$ ${e.count}` : undefined;
    }
    case 'life': {
      const n = fixed(e.amount);
      const who = PLAYER[e.who];
      return n !== undefined && who && !e.pay ? `${e.gain ? 'GainLife' : 'LoseLife'} | ${who} | LifeAmount$ ${n}` : undefined;
    }
    case 'damage': {
      const n = fixed(e.amount);
      const to = tgt(e.to);
      // "it deals 2 damage": the source is the ability's own object (Forge's default source).
      const ownSource = !e.source || e.source.kind === 'self' || (triggered && e.source.kind === 'it');
      return n !== undefined && to && !e.divided && ownSource ? `DealDamage | ${to} | NumDmg$ ${n}` : undefined;
    }
    case 'zone-change': {
      const to = tgt(e.target);
      if (!to || e.faceDown || e.who) return undefined;
      if (e.how === 'destroy') return `Destroy | ${to}`;
      if (e.to === 'hand' && e.how === 'return') return `ChangeZone | ${to} | Origin$ Battlefield | Destination$ Hand`;
      if (e.to === 'exile' && e.how === 'exile') return `ChangeZone | ${to} | Origin$ Battlefield | Destination$ Exile`;
      return undefined;
    }
    case 'modify-pt': {
      const to = tgt(e.target);
      return to && !e.per ? `Pump | ${to} | NumAtt$ ${signed(e.power)} | NumDef$ ${signed(e.toughness)}${until(e.duration)}` : undefined;
    }
    case 'gain-keyword': {
      const to = tgt(e.target);
      const kws = e.keywords.map((k) => PLAIN[k.toLowerCase()]);
      return to && kws.every(Boolean) ? `Pump | ${to} | KW$ ${kws.join(' & ')}${until(e.duration)}` : undefined;
    }
    case 'tap': case 'untap': { const to = tgt(e.target); return to && !e.orUntap ? `${e.kind === 'tap' ? 'Tap' : 'Untap'} | ${to}` : undefined; }
    case 'add-counters': {
      const to = tgt(e.target);
      const type = COUNTER[e.counter];
      return to && type && e.count > 0 && !e.countIsX ? `${e.remove ? 'RemoveCounter' : 'PutCounter'} | ${to} | CounterType$ ${type} | CounterNum$ ${e.count}` : undefined;
    }
    case 'player-action': {
      const n = fixed(e.amount);
      const who = PLAYER[e.who ?? 'you'];
      if (n === undefined || !who || e.filter || e.cards) return undefined;
      if (e.action === 'scry') return `Scry | ${who} | ScryNum$ ${n}`;
      if (e.action === 'surveil') return `Surveil | ${who} | Amount$ ${n}`;
      if (e.action === 'mill') return `Mill | ${who} | NumCards$ ${n}`;
      if (e.action === 'discard') return `Discard | ${who} | NumCards$ ${n} | Mode$ TgtChoose`;
      return undefined;
    }
    case 'add-mana': {
      // One kind of mana, any amount: `Produced$ G | Amount$ 2` (CR 106.1).
      if (typeof e.mana !== 'string') return undefined;
      const syms = [...e.mana.matchAll(/\{([WUBRGC])\}/g)].map((m) => m[1]!);
      if (!syms.length || syms.join('').length !== e.mana.replace(/[{}]/g, '').length || new Set(syms).size !== 1 || e.count) return undefined;
      return `Mana | Produced$ ${syms[0]}${syms.length > 1 ? ` | Amount$ ${syms.length}` : ''}`;
    }
    case 'manifest': return !e.from && !e.who ? `Manifest | Amount$ ${e.count} | Defined$ TopOfLibrary` : undefined;
    case 'manifest-dread': return 'ManifestDread';
    case 'cloak': return !e.from ? `Cloak | Amount$ ${e.count} | Defined$ TopOfLibrary` : undefined;
    case 'turn-face-down': { const to = tgt(e.target); return to && !e.characteristics ? `SetState | ${to} | Mode$ TurnFaceDown` : undefined; }
    case 'turn-face-up': { const to = tgt(e.target); return to ? `SetState | ${to} | Mode$ TurnFaceUp` : undefined; }
    case 'lose-all-abilities': { const to = tgt(e.target); return to ? `Animate | ${to} | RemoveAllAbilities$ True${until(e.duration)}` : undefined; }
  }
  return undefined;
}

/** Effects in order as a chain of sub-abilities; "you may" becomes `OptionalDecider$ You`. */
function effectChain(effects: readonly Effect[], triggered: boolean): string[] | undefined {
  const out: string[] = [];
  for (const e of effects) {
    if (e.kind === 'optional' && e.who === 'you') {
      const inner = effectChain(e.effects, triggered);
      if (!inner || inner.length !== 1) return undefined;
      out.push(`${inner[0]} | OptionalDecider$ You`);
      continue;
    }
    const one = forgeEffect(e, triggered);
    if (!one) return undefined;
    out.push(one);
  }
  return out.length ? out : undefined;
}

// ---- triggers ------------------------------------------------------------------------------------------------------

const PHASE: Partial<Record<string, string>> = lookupTable({ upkeep: 'Upkeep', 'draw step': 'Draw', 'end step': 'End of Turn', combat: 'BeginCombat' });

function forgeTriggers(ev: TriggerEvent): string[] | undefined {
  switch (ev.kind) {
    case 'self-turned-face-up': return ['Mode$ TurnFaceUp | ValidCard$ Card.Self | TriggerZones$ Battlefield'];
    case 'self-enters': return ['Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self'];
    case 'self-enters-or-turned-face-up': return ['Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self', 'Mode$ TurnFaceUp | ValidCard$ Card.Self | TriggerZones$ Battlefield'];
    case 'self-dies': return ['Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self'];
    case 'permanent-you-control-turned-face-up': return ['Mode$ TurnFaceUp | ValidCard$ Permanent.YouCtrl | TriggerZones$ Battlefield'];
    case 'object-event': {
      if (!ev.subject.self || ev.subject.filter || ev.subject.other) return undefined;
      const modes: Partial<Record<string, string>> = lookupTable({
        attacks: 'Mode$ Attacks | ValidCard$ Card.Self',
        blocks: 'Mode$ Blocks | ValidCard$ Card.Self',
        dies: 'Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self',
        'deals combat damage to a player': 'Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True',
        'leaves the battlefield': 'Mode$ ChangesZone | Origin$ Battlefield | Destination$ Any | ValidCard$ Card.Self',
        'is turned face up': 'Mode$ TurnFaceUp | ValidCard$ Card.Self | TriggerZones$ Battlefield',
      });
      const m = modes[ev.event];
      return m ? [m] : undefined;
    }
    case 'beginning-of': {
      const phase = PHASE[ev.step];
      const who = ev.whose === 'your' ? ' | ValidPlayer$ You' : ev.whose === 'each' ? '' : undefined;
      return phase && who !== undefined && !ev.onYourTurn ? [`Mode$ Phase | Phase$ ${phase}${who} | TriggerZones$ Battlefield`] : undefined;
    }
  }
  return undefined;
}

/** A group of permanents as Forge's `Affected$` ("Creature.faceDown+YouCtrl"); undefined when the filter says more. */
function forgeAffected(filter: ObjectFilter): string | undefined {
  const { controller, faceDown, other, attachment, ...rest } = filter;
  const valid = forgeValid(rest);
  if (!valid || valid.includes('.')) return undefined;
  // "enchanted creature" / "equipped creature": the object this Aura or Equipment is attached to (CR 303.4, 301.5).
  const attached = attachment === 'enchanted' ? ['EnchantedBy'] : attachment === 'equipped' ? ['EquippedBy'] : [];
  const props = [...attached, ...(faceDown ? ['faceDown'] : []), ...(controller === 'you' ? ['YouCtrl'] : controller === 'opponent' ? ['OppCtrl'] : []), ...(other ? ['Other'] : [])];
  return props.length ? `${valid}.${props.join('+')}` : valid;
}

/** A static ability that gives a group +N/+N or keywords (CR 613.4c, 613.1f) as Forge's `S:Mode$ Continuous`. */
function forgeStatic(effects: readonly Effect[]): string | undefined {
  if (effects.length !== 1) return undefined;
  const e = effects[0]!;
  if ((e.kind !== 'modify-pt' && e.kind !== 'gain-keyword' && e.kind !== 'lose-all-abilities') || e.duration !== 'permanent') return undefined;
  const t = e.target;
  const affected = t.kind === 'all' ? forgeAffected(t.filter) : t.kind === 'self' && !t.from ? 'Card.Self' : undefined;
  if (!affected) return undefined;
  // CR 613.1f: losing all abilities is a layer 6 effect.
  if (e.kind === 'lose-all-abilities') return `Mode$ Continuous | Affected$ ${affected} | RemoveAllAbilities$ True`;
  if (e.kind === 'modify-pt') return e.per ? undefined : `Mode$ Continuous | Affected$ ${affected} | AddPower$ ${e.power} | AddToughness$ ${e.toughness}`;
  const kws = e.keywords.map((k) => PLAIN[k.toLowerCase()]);
  return kws.every(Boolean) ? `Mode$ Continuous | Affected$ ${affected} | AddKeyword$ ${kws.join(' & ')}` : undefined;
}

// ---- abilities -----------------------------------------------------------------------------------------------------

const API_NAME: Record<string, string> = lookupTable({
  Draw: 'Draw', GainLife: 'GainLife', LoseLife: 'LoseLife', DealDamage: 'Damage', Destroy: 'Destroy', ChangeZone: 'ChangeZone', Pump: 'Pump', Tap: 'Tap', Untap: 'Untap',
  PutCounter: 'PutCounter', RemoveCounter: 'RemoveCounter', Scry: 'Scry', Surveil: 'Surveil', Mill: 'Mill', Discard: 'Discard', Mana: 'Mana', Manifest: 'Manifest', ManifestDread: 'Dread', Cloak: 'Cloak', SetState: 'SetState', Animate: 'Animate',
});

/** A printed line without reminder text, the card's name as CARDNAME (Forge's descriptions). */
function described(a: Ability, face: Face): string {
  const text = maskReminders(a.text, findReminders(a.text, 0)).replace(/\s+/g, ' ').trim();
  return face.name ? text.split(face.name).join('CARDNAME') : text;
}

/** The face's abilities as Forge script lines, with what could not be written. */
export function forgeAbilities(face: Face): ForgeAbilities {
  const lines: string[] = [];
  const notWritten: string[] = [];
  const used = new Set<string>();
  const svarName = (api: string) => {
    const base = API_NAME[api.split(' ')[0]!] ?? 'Effect';
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}${i}`;
    used.add(name);
    return name;
  };
  /** The chain as SVar lines (`DB$ …` each, linked by SubAbility$); returns the first SVar's name. */
  const svars = (prefix: string, chain: string[]): { first: string; lines: string[] } => {
    const names = chain.map((c) => `${prefix}${svarName(c)}`);
    const out = chain.map((c, i) => `SVar:${names[i]}:DB$ ${c}${i + 1 < chain.length ? ` | SubAbility$ ${names[i + 1]}` : ''}`);
    return { first: names[0]!, lines: out };
  };
  const ability = (kind: 'AB' | 'SP', cost: string, chain: string[], shown: string): string[] => {
    const head = `A:${kind}$ ${chain[0]} | Cost$ ${cost}`;
    if (chain.length === 1) return [`${head} | SpellDescription$ ${shown}`];
    const { first, lines: sv } = svars('DB', chain.slice(1));
    return [`${head} | SubAbility$ ${first} | SpellDescription$ ${shown}`, ...sv];
  };
  const spells: Ability[] = [];
  for (const a of face.abilities) {
    const shown = described(a, face);
    if (a.kind === 'keyword') {
      const written = a.keywords.map((k) => forgeKeyword(k, face));
      if (a.unmodeled.length || written.some((w) => !w)) notWritten.push(shown);
      for (const w of written) if (w) lines.push(...w);
      continue;
    }
    if (a.unmodeled.length || a.kind === 'text') { notWritten.push(shown); continue; }
    if (a.kind === 'triggered') {
      const modes = forgeTriggers(a.event);
      const chain = effectChain(a.effects, true);
      if (!modes || !chain) { notWritten.push(shown); continue; }
      const { first, lines: sv } = svars('Trig', chain);
      for (const m of modes) lines.push(`T:${m} | Execute$ ${first} | TriggerDescription$ ${shown}`);
      lines.push(...sv);
      continue;
    }
    if (a.kind === 'spell') { spells.push(a); continue; }
    if (a.kind === 'activated') {
      const cost = forgeCost(a.cost.text, face.name);
      const chain = effectChain(a.effects, false);
      if (!cost || !chain) { notWritten.push(shown); continue; }
      // CR 606.3: a loyalty ability; Forge marks it so it is activated once per turn at sorcery speed.
      if (/LOYALTY>$/.test(cost)) chain[0] = `${chain[0]} | Planeswalker$ True`;
      // Forge shows the cost itself: the description is what the ability does.
      lines.push(...ability('AB', cost, chain, shown.slice(shown.indexOf(':') + 1).trim()));
      continue;
    }
    if (a.kind === 'static') {
      const s = forgeStatic(a.effects);
      if (s) { lines.push(`S:${s} | Description$ ${shown}`); continue; }
    }
    // Replacement abilities and the other static abilities: not written here.
    notWritten.push(shown);
  }
  // An instant's or sorcery's instructions, every line in order, are one spell ability (CR 608.2c).
  if (spells.length) {
    const chain = spells.map((a) => ('effects' in a ? effectChain(a.effects, false) : undefined));
    const cost = face.manaCost ? bracesToForgeCost(face.manaCost.text) : undefined;
    const shown = spells.map((a) => described(a, face)).join(' ');
    if (!cost || chain.some((c) => !c)) notWritten.push(...spells.map((a) => described(a, face)));
    else lines.push(...ability('SP', cost, chain.flatMap((c) => c!), shown));
  }
  return { lines, notWritten };
}
