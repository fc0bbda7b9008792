// Scenario steps and expectations about mana and choices: `mana is paid`, `you have {G}{G} in pool`, `you tap @land
// for {G}`, `expect you have {G} in pool`, and the choices a step makes (`with X = 3`, `choosing mode 2`, `choosing
// blue`, `choosing {G}`, `naming "…"`) turned into the engine's Choices, refusing what a step can't choose.

import type { Player, PlayerPredicate, Step, StepChoices } from '../../../../../grammar/src/ast';
import type { Color } from '../../../model/types';
import type { Choices } from '../../queries/choices';
import { cardTypeNamed, creatureTypeNamed, landTypeNamed } from '../../queries/choices';
import { COLOR_BY_NAME } from '../../../model/types';
import { BASIC_LAND_TYPES } from '../../layers/type-change';
import { lookupTable } from '../../../model/lookup-table';
import { missing, refuse, withNames, type StepHandlers, type StepResult } from './step-kit';
import { manaTypesOf, poolText } from '../../state/mana-pool';
import type { ExpectationResult } from '../expectation-result';
import type { ScenarioRun } from '../scenario-run';
import { msg, type Message } from '../../../i18n';

type Result = StepResult;

const refused = (why: Message, cr: string[]): Result => refuse(why, cr);

/** The mana steps (CR 106.4, 106.12, 601.2g–h), one family of the scenario step table (steps/index.ts). */
export const manaSteps: StepHandlers = {
  'mana-paid': (run) => withNames(run.engine.startPayingMana()),
  'add-mana': (run, step) => withNames(run.engine.addMana(step.player, step.mana)),
  'tap-for-mana': (run, step) => {
    const id = run.resolve(step.target);
    if (!id) return missing(step.target);
    return withNames(run.engine.tapForMana(step.player, id, step.mana), run.refName(step.target));
  },
};

/** Which choices each kind of step can make (what it can't is refused, never ignored). */
const ALLOWED: Record<'cast' | 'activate' | 'turn-face-up' | 'resolve' | 'trigger' | 'setup', readonly (keyof StepChoices)[]> = {
  cast: ['x', 'modes', 'payLife', 'kicked', 'kickedTimes', 'kickedWith', 'castWith'], // CR 601.2b (modes), 107.3a (X) as it is cast; 107.4f (Phyrexian mana with life); 702.33a (kicker)
  activate: ['x', 'modes', 'mana', 'payLife'], // CR 602.2b, 700.2a, 107.3a; which mana a mana ability adds (106.1)
  trigger: ['x', 'modes'], // CR 603.3c (modes), 107.3f (X) as it is put on the stack
  setup: ['color', 'cardName', 'pt'], // CR 614.12a: what a permanent's "As this enters, choose …" chose
  'turn-face-up': ['x', 'payLife', 'pt'], // CR 702.37f, 107.3d; what its "as … is turned face up" abilities choose (708.11)
  resolve: ['color', 'cardName', 'mana', 'pt', 'objects', 'rolls', 'flips'], // CR 608.2d: choices made as it resolves (objects: steps/stack-steps.ts); 706.2: the dice's results; 705.2: the coins'
};


/** CR 702.140c: the words of the mutating spell's controller's choice, over (on top of) or under the creature. */
const MERGE_WORDS: Readonly<Record<string, boolean | undefined>> = lookupTable({ over: true, under: false });

/** The engine's Choices for a step, or a refusal naming what this step can't choose. */
export function engineChoices(kind: keyof typeof ALLOWED, c: StepChoices | undefined): Choices | Result {
  if (!c) return {};
  const out: Choices = {};
  for (const key of Object.keys(c) as (keyof StepChoices)[]) {
    if (c[key] === undefined) continue;
    if (!ALLOWED[kind].includes(key)) {
      return refused(msg('expect.step.cannot-choose', { what: key, when: kind === 'resolve' ? 'resolve' : 'cast' }), ['601.2b', '608.2d']);
    }
  }
  if (c.x !== undefined) {
    if (!Number.isFinite(c.x)) return refused(msg('expect.step.only-x'), ['107.3a']);
    out.x = Math.min(1_000_000, Math.max(0, Math.floor(c.x)));
  }
  if (c.modes) out.modes = [...c.modes];
  // `choosing over` / `choosing under`: where a resolving mutating creature spell goes (CR 702.140c).
  const mergeWord = c.color ? MERGE_WORDS[c.color.text.toLowerCase()] : undefined;
  if (mergeWord !== undefined) out.mergeOver = mergeWord;
  else if (c.color) {
    // `choosing blue` (CR 105.4) or `choosing Elf` (a creature type, 205.3m).
    const color: Color | undefined = COLOR_BY_NAME[c.color.text.toLowerCase()];
    const type = color ? undefined : creatureTypeNamed(c.color.text);
    // `choosing Island`: a basic land type (CR 305.6), for "the basic land type of your choice".
    const land = color || type ? undefined : BASIC_LAND_TYPES[c.color.text.toLowerCase()];
    // `choosing Desert`: a land type (CR 205.3i), basic or not; `choosing artifact`: a card type (205.2a).
    const landType = color || type ? undefined : landTypeNamed(c.color.text);
    const cardType = color || type || landType ? undefined : cardTypeNamed(c.color.text);
    if (land) out.basicLandType = c.color.text.charAt(0).toUpperCase() + c.color.text.slice(1).toLowerCase();
    if (landType) out.landType = landType;
    if (cardType) out.cardType = cardType;
    if (!color && !type && !landType && !cardType) return refused(msg('expect.step.not-color-or-type', { word: c.color.text }), ['105.4', '205.3m']);
    if (color) out.color = color;
    else out.creatureType = type;
  }
  if (c.mana) {
    const mana = manaTypesOf(c.mana);
    if (!mana) return refused(msg('expect.step.not-mana-each', { mana: c.mana }), ['106.1b']);
    out.mana = mana;
  }
  if (c.cardName !== undefined) out.cardName = c.cardName;
  if (c.pt !== undefined) {
    const m = /^(\d{1,3})\/(\d{1,3})$/.exec(c.pt);
    if (!m) return refused(msg('expect.step.not-pt', { pt: c.pt }), ['208.1']);
    out.pt = [Number(m[1]), Number(m[2])];
  }
  if (c.payLife) out.payLife = true;
  if (c.kickedTimes !== undefined) {
    if (!Number.isFinite(c.kickedTimes) || c.kickedTimes < 1) return refused(msg('expect.step.kicked-times'), ['702.33c']);
    out.kicked = Math.min(1000, Math.floor(c.kickedTimes));
  } else if (c.kicked) out.kicked = true;
  // `kicked with {1}{U} and {R}`: which kicker costs are paid (CR 702.33b, 702.33f).
  if (c.kickedWith?.length) out.kickedWith = [...c.kickedWith];
  if (c.castWith) out.castWith = [...c.castWith];
  // CR 706.1a: a die's result is a whole number from 1; whether the die has that face is checked as it is rolled.
  if (c.rolls) out.rolls = c.rolls.map((n) => Math.min(1000, Math.floor(n)));
  // CR 705.2: the player who flips a coin wins or loses the flip.
  if (c.flips) {
    const bad = c.flips.find((w) => w !== 'win' && w !== 'lose');
    if (bad !== undefined) return refused(msg('expect.step.not-flip-result', { word: bad }), ['705.2']);
    out.flips = c.flips.map((w) => w === 'win');
  }
  return out;
}

export function isRefusal(c: Choices | Result): c is Result {
  return 'ok' in c;
}

/** `expect you have {G}{G} in pool` (exactly that mana), `… 2 mana in pool`, `… no mana in pool` (CR 106.4). */
export function checkPool(run: ScenarioRun, who: Player, p: Extract<PlayerPredicate, { kind: 'pool' }>): ExpectationResult {
  const have = poolText(run.engine.state, who);
  const count = have.length / 3;
  const shown = have ? msg('expect.words', { words: have }) : msg('expect.no-mana');
  const player = msg('expect.player', { player: who });
  if (p.mana !== undefined) {
    const want = manaTypesOf(p.mana);
    const wanted = want ? ['W', 'U', 'B', 'R', 'G', 'C'].flatMap((t) => want.filter((u) => u === t).map((u) => `{${u}}`)).join('') : p.mana;
    const ok = wanted === have;
    return { ok, ...(ok ? {} : { why: msg('expect.pool-mana', { player, mana: p.mana, shown }) }), cr: ['106.4'], names: [] };
  }
  const ok = count === p.count;
  return { ok, ...(ok ? {} : { why: msg('expect.pool-count', { player, count: String(p.count), shown }) }), cr: ['106.4'], names: [] };
}

/** A cast step's payment: the objects it pays with (`paying`), X and modes (CR 601.2b, 601.2g, 107.3a); or a refusal. */
export function castPayment(run: ScenarioRun, step: Extract<Step, { kind: 'cast' }>): { paying: string[]; x?: number; modes?: number[]; payLife?: boolean; kicked?: boolean | number; kickedWith?: string[]; castWith?: string[] } | StepResult {
  const choices = engineChoices('cast', step.choices);
  if (isRefusal(choices)) return choices;
  const paying = run.targets(step.paying ?? []);
  if (paying.missing.length) return missing(paying.missing[0]!);
  return { paying: paying.ids, ...(choices.x !== undefined ? { x: choices.x } : {}), ...(choices.modes ? { modes: choices.modes } : {}), ...(choices.payLife ? { payLife: true } : {}), ...(choices.kicked ? { kicked: choices.kicked } : {}), ...(choices.kickedWith ? { kickedWith: choices.kickedWith } : {}), ...(choices.castWith ? { castWith: choices.castWith } : {}) };
}
