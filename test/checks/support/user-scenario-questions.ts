// The questions a user's scenario asks that a set-wide note answers too: a face-down card put onto the battlefield
// (`… face down via morph`, `you cast "X" face down`) in a game with nothing else on the battlefield, an effect of a
// source card made to happen to it next (`apply`, or a spell cast targeting it and resolved), and the expectations
// about it right after (before any other step) — the game the note's scenario plays. Each is read back as a note fact
// (checks/notes/note-scenario.ts factOf) with its answer in the user's run.

import type { Ref, Step } from '../../../grammar/src/ast';
import type { Family, Fact, Role } from '../../../server/src/checks/notes/note-scenario';
import { effectsOf, factOf } from '../../../server/src/checks/notes/note-scenario';
import type { ScenarioReport } from '../../../server/src/rules/scenario/run-scenario';
import type { Card } from '../../../server/src/model/types';
import { faceDownKeyword } from '../../../server/src/checks/interactions';

export interface UserQuestion {
  scenario: string;
  source: Card;
  /** The ability the effect is (apply … ability N), or undefined: its spell abilities. */
  index?: number;
  target: Card;
  family: Family;
  /** Expectations about the face-down card right after the effect that held in the user's run. */
  held: Fact[];
  /** The face-up creature the effect also targets (set up after the face-down card, before the effect). */
  other?: Card;
  /** `becomes-copy`: the face-down card is the first target of a copy effect (CR 708.10). */
  role?: Role;
}

const FAMILY: Record<string, Family> = { morph: 'morph', megamorph: 'megamorph', disguise: 'disguise', manifest: 'manifest', 'manifest-dread': 'manifest dread', cloak: 'cloak', effect: 'effect' };

const names = (r: Ref, ref: Ref) => r.kind === ref.kind && r.name === ref.name;

export function userQuestions(report: ScenarioReport, cards: readonly Card[]): UserQuestion[] {
  const byName = (n: string) => cards.find((c) => c.name === n);
  const out: UserQuestion[] = [];
  let target: { card: Card; ref: Ref; family: Family } | undefined;
  let other: { card: Card; ref: Ref } | undefined;
  let act: UserQuestion | undefined;
  let waitingForResolve = false;
  // Nothing but the face-down card (and expectations) so far: the game the note's scenario plays.
  let bare = true;
  let castDown = false;
  for (const s of report.steps) {
    const step: Step = s.line.step;
    if (castDown) {
      castDown = false;
      if (step.kind === 'resolve' && s.ok) continue;
      bare = false;
    }
    if (step.kind === 'expect' && !act) continue;
    if (!bare) continue;
    if (step.kind === 'setup' && step.faceDown && step.zone === 'battlefield' && step.cards.length === 1 && step.origin && s.ok && !target) {
      const card = byName(step.cards[0]!.name);
      if (card) target = { card, family: FAMILY[step.origin]!, ref: step.alias ? { kind: 'alias-ref', name: step.alias.text, span: step.alias.span } : step.cards[0]! };
      act = undefined;
      continue;
    }
    // One face-up creature set up after it: the other creature a two-target effect needs (the note's `@other`).
    if (step.kind === 'setup' && !step.faceDown && step.zone === 'battlefield' && step.cards.length === 1 && s.ok && target && !other && !act) {
      const card = byName(step.cards[0]!.name);
      if (card) { other = { card, ref: step.alias ? { kind: 'alias-ref', name: step.alias.text, span: step.alias.span } : step.cards[0]! }; continue; }
    }
    if (step.kind === 'cast' && step.faceDown && !step.byEffect && s.ok && !target) {
      const card = byName(step.card.name);
      const keyword = card && faceDownKeyword(card);
      if (card && keyword) target = { card, family: keyword, ref: step.alias ? { kind: 'alias-ref', name: step.alias.text, span: step.alias.span } : step.card };
      castDown = true;
      act = undefined;
      continue;
    }
    if (waitingForResolve) {
      waitingForResolve = false;
      if (step.kind === 'resolve' && s.ok) continue;
      act = undefined;
    }
    if (target && (step.kind === 'apply' || (step.kind === 'cast' && !step.faceDown)) && s.ok && step.targets.some((r) => names(r, target!.ref))) {
      const source = byName(step.card.name);
      if (source) {
        const withOther = other && step.targets.some((r) => names(r, other!.ref));
        const copies = (source.faces[0]?.abilities ?? []).some((a) => effectsOf(a).some((e) => e.kind === 'become-copy'));
        const role: Role | undefined = withOther && copies && names(step.targets[0]!, target.ref) ? 'becomes-copy' : undefined;
        act = { scenario: report.name, source, ...(step.kind === 'apply' && step.index ? { index: step.index - 1 } : {}), target: target.card, family: target.family, held: [], ...(withOther ? { other: other!.card } : {}), ...(role ? { role } : {}) };
        out.push(act);
        waitingForResolve = step.kind === 'cast';
      }
      continue;
    }
    if (act && step.kind === 'expect' && names(step.subject, target!.ref)) {
      const fact = factOf(step.predicate);
      if (fact && s.ok && !s.inconclusive) act.held.push(fact);
      continue;
    }
    // Any other step ends "right after the effect", and the game is no longer the note's.
    act = undefined;
    bare = false;
  }
  return out.filter((q) => q.held.length > 0);
}

/** Facts that can't both hold of one permanent at one time (the same question, different answers). */
export function contradicts(a: Fact, b: Fact): boolean {
  const single = ['zone', 'face', 'pt', 'colors'] as const;
  if (a.q === b.q && (single as readonly string[]).includes(a.q)) return JSON.stringify(a) !== JSON.stringify(b);
  if (a.q === 'counters' && b.q === 'counters') return a.counter === b.counter && a.count !== b.count;
  if (a.q === 'triggered' && b.q === 'triggered') return a.triggered !== b.triggered;
  const pair = (x: Fact['q'], y: Fact['q']) => (a.q === x && b.q === y) || (a.q === y && b.q === x);
  if (pair('turn-up', 'no-turn-up')) return true;
  if (pair('keyword', 'no-abilities')) return true;
  return false;
}
