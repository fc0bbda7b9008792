// A scenario step as the line a user writes (docs/language.md § Scenarios): the inverse of the step parser for the
// steps and expectations a program writes (the set-wide notes' scenarios, checks/notes/). Reading the printed line
// back gives the same step, spans aside (test/grammar/print-step.test.ts). A step this printer has no words for is
// undefined, never a guess.

import type { FaceDownOriginWord, Predicate, Ref, Step } from './ast';

const refText = (r: Ref): string => (r.kind === 'alias-ref' ? `@${r.name}` : r.kind === 'player-ref' ? r.name : `"${r.name}"`);
const refs = (rs: readonly Ref[]): string => rs.map(refText).join(', ');
const targeting = (rs: readonly Ref[] | undefined): string => (rs?.length ? ` targeting ${refs(rs)}` : '');
const as = (alias: { text: string } | undefined): string => (alias ? ` as @${alias.text.replace(/^@/, '')}` : '');
const originWords = (o: FaceDownOriginWord): string => (o === 'manifest-dread' ? 'manifest dread' : o);

/** The words of an expectation's predicate (after its subject), or undefined. */
export function printPredicate(p: Predicate): string | undefined {
  switch (p.kind) {
    case 'zone': return p.targeting ? undefined : p.zone === 'battlefield' || p.zone === 'stack' ? `is on ${p.zone}` : `is in ${p.zone}`;
    case 'face': return p.before ? undefined : `is face ${p.faceDown ? 'down' : 'up'}${p.origin ? ` via ${originWords(p.origin)}` : ''}`;
    case 'tapped': return p.tapped ? 'is tapped' : 'is untapped';
    case 'was-revealed': return 'was revealed';
    case 'pt': return `is ${p.power}/${p.toughness}`;
    case 'no-name': return 'has no name';
    case 'named': return p.name.includes('"') ? undefined : `is named "${p.name}"`;
    case 'colors': return p.colors.length ? `is ${p.colors.join(' ')}` : 'is colorless';
    case 'type': return `is ${p.negated ? 'not ' : ''}a ${p.type}`;
    case 'no-abilities': return 'has no abilities';
    case 'has': return p.negated ? undefined : `has ${p.keyword}`;
    case 'can-turn-up':
      if (!p.can) return "can't be turned face up";
      if (p.cost) return undefined;
      return `can be turned face up${p.method ? ` for ${p.method === 'mana-cost' ? 'mana cost' : p.method}` : ''}`;
    case 'triggered': return p.triggered ? 'triggered' : "didn't trigger";
    case 'controlled-by': return `is controlled by ${p.player}`;
    case 'visible': return `is ${p.visible ? 'visible to' : 'hidden from'} ${p.to}`;
    case 'counters': return `has ${p.count} ${p.counter} counter${p.count === 1 ? '' : 's'}`;
    case 'combat': return p.whom ? undefined : `is ${p.role}`;
    default: return undefined;
  }
}

/** The line of `step` (without its indentation), or undefined for a step this printer has no words for. */
export function printStep(step: Step): string | undefined {
  switch (step.kind) {
    case 'setup': {
      if (step.choices) return undefined;
      const where = step.onTop ? `on top of ${step.zone}` : step.zone === 'battlefield' || step.zone === 'stack' ? `on ${step.zone}` : `in ${step.zone}`;
      const down = step.faceDown ? ` face down${step.origin ? ` via ${originWords(step.origin)}` : ''}` : '';
      return `${step.player} ${step.player === 'you' ? 'have' : 'has'} ${refs(step.cards)} ${where}${down}${step.tapped ? ' tapped' : ''}${as(step.alias)}`;
    }
    case 'cast': {
      if (step.faceDown || step.method || step.byEffect || step.division || step.paying || step.choices) return undefined;
      return `${step.player} ${step.player === 'you' ? 'cast' : 'casts'} ${refText(step.card)}${targeting(step.targets)}${step.copying ? ` copying ${refText(step.copying)}` : ''}${as(step.alias)}`;
    }
    case 'resolve': {
      // Only `choosing @h` choices (objects chosen as it resolves, CR 608.2d) are printed; other choices have no words here.
      const objects = step.choices && Object.keys(step.choices).every((k) => k === 'objects') ? step.choices.objects ?? [] : undefined;
      if (step.all || step.targets || (step.choices && !objects)) return undefined;
      const base = step.mayAccept === undefined ? 'resolve' : step.mayAccept ? 'resolve accepting' : 'resolve declining';
      return `${base}${(objects ?? []).map((r) => ` choosing ${refText(r)}`).join('')}`;
    }
    case 'apply': return `apply ${refText(step.card)}${step.index !== undefined ? ` ability ${step.index}` : ''}${targeting(step.targets)}${as(step.alias)}`;
    case 'attach': return `attach ${refText(step.what)} to ${refText(step.to)}`;
    case 'move': return `${step.action} ${refText(step.target)}${step.faceDown ? ' face down' : ''}`;
    case 'end-turn': return step.discarding ? undefined : 'end turn';
    case 'move-to-step': return /^[a-z ]+$/.test(step.words) ? `move to ${step.words}` : undefined;
    case 'turn-face-up': {
      if (step.method || step.paying || step.choices || step.copying) return undefined;
      return `${step.player} ${step.player === 'you' ? 'turn' : 'turns'} ${refText(step.target)} face up`;
    }
    case 'attack': return step.targets ? undefined : `${step.player} ${step.player === 'you' ? 'attack' : 'attacks'} with ${refs(step.attackers)}`;
    case 'block': {
      const blocks = step.blocks.map((b) => `${refText(b.attacker)} with ${refs(b.blockers)}`);
      return blocks.length === 1 ? `${step.player} ${step.player === 'you' ? 'block' : 'blocks'} ${blocks[0]}` : undefined;
    }
    case 'foretell': case 'suspend': return `${step.player} ${step.player === 'you' ? step.kind : `${step.kind}s`} ${refText(step.card)}${step.paying ? ` paying ${refs(step.paying)}` : ''}`;
    case 'manifest': case 'cloak':
      return step.count === 1 ? `${step.player} ${step.kind}${step.player === 'you' ? '' : 's'}${as(step.alias)}` : undefined;
    case 'expect': {
      const words = printPredicate(step.predicate);
      return words ? `expect ${refText(step.subject)} ${words}` : undefined;
    }
    case 'expect-illegal': {
      const inner = printStep(step.step);
      return inner ? `expect illegal: ${inner}` : undefined;
    }
    default: return undefined;
  }
}
