// Ward (CR 702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter
// it unless that player pays [cost]" — read, with the other abilities that trigger on a permanent becoming a target
// (115.1), from the `became-target` event. A face-down permanent with ward has it from its face-down characteristics.

import type { GameEvent, Outcome } from '../state/events';
import type { GameState, StackAbility } from '../state/game-state';
import { newStackId } from '../state/game-state';
import type { EventSubject } from '../state/trigger-moment';
import { findKeyword } from '../state/objects';
import { costText } from '../state/mana';
import { msg, type Message } from '../../i18n';

/** CR 702.21a: ward triggers when a permanent with ward becomes the target of an opponent's spell or ability. */
export function wardTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'became-target' }>, subject: EventSubject): void {
  const { obj: o, view: ch } = subject;
  if (o.controller === e.controller) return;
  const ward = findKeyword(ch.abilities, 'Ward');
  if (!ward) return;
  const entry: StackAbility = {
    kind: 'ability',
    id: newStackId(s),
    sourceId: o.id,
    sourceName: ch.name ?? 'face-down permanent',
    abilityIndex: -1,
    controller: o.controller,
    effects: [],
    targets: [],
    triggered: true,
    wardAgainst: e.by,
    wardCost: costText(ward.cost) || ward.parameter || '',
    description: `Ward ${costText(ward.cost)}: counter ${stackLabel(s, e.by)} unless its controller pays`,
    said: msg('rules.trigger.ward-ability', { cost: costText(ward.cost), target: stackWords(s, e.by) }),
  };
  s.pendingTriggers.push(entry);
  s.triggerLog.push({ sourceId: o.id, cardId: o.cardId, cardName: o.card.name, abilityIndex: -1, event: 'ward', stackId: entry.id });
  out.event({ type: 'triggered', sourceId: o.id, cardName: o.card.name, abilityIndex: -1, stackId: entry.id, trigger: 'ward' });
  out.note({ why: msg('rules.trigger.ward', { cost: costText(ward.cost), faceDown: o.faceDown ? 'yes' : 'no' }), cr: ['702.21a', o.faceDown ? (o.faceDown.origin === 'cloak' ? '701.58a' : '702.168a') : '702.21b'] });
}

/** The same, as a message for the reader's language (the source's name as written). */
function stackWords(s: GameState, id: string): Message {
  const spell = s.objects.get(id);
  if (spell) return msg('expect.words', { words: spell.card.name });
  const ability = s.stack.find((x): x is StackAbility => x.kind === 'ability' && x.id === id);
  return ability ? msg('expect.stack-ability', { source: ability.sourceName, triggered: ability.triggered ? 'yes' : 'no' }) : msg('rules.trigger.ward-that');
}

/** What a stack entry is called in words: a spell by its card's name, an ability by its source's (never an internal id). */
function stackLabel(s: GameState, id: string): string {
  const spell = s.objects.get(id);
  if (spell) return spell.card.name;
  const ability = s.stack.find((x): x is StackAbility => x.kind === 'ability' && x.id === id);
  return ability ? `${ability.sourceName}'s ability` : 'that spell or ability';
}
