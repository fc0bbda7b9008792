// Trigger conditions ("When this creature is turned face up", "Whenever a face-down creature you control
// enters") → TriggerEvent (CR 603.1, 603.6a, 708.8). Input is normalized: the card's own name and
// "this creature"/"this permanent"/… are "~". Anything else is { kind: 'other' }.

import type { TriggerEvent } from '../types';
import { parseFilter } from './targets';

/** `condition` is the text after "When"/"Whenever"/"At", without the comma; `original` as written. */
export function parseTriggerEvent(condition: string, original: string): TriggerEvent {
  const c = condition.trim().replace(/\s+/g, ' ');
  switch (c) {
    case '~ is turned face up':
      return { kind: 'self-turned-face-up' }; // CR 708.8
    case '~ enters':
    case '~ enters the battlefield':
      return { kind: 'self-enters' }; // CR 603.6a
    case '~ enters or is turned face up':
    case '~ enters the battlefield or is turned face up':
      return { kind: 'self-enters-or-turned-face-up' };
    case '~ dies':
      return { kind: 'self-dies' }; // CR 700.4
    // "a face-down permanent you control is turned face up" says the same: only a face-down permanent can be.
    case 'a permanent you control is turned face up':
    case 'a face-down permanent you control is turned face up':
      return { kind: 'permanent-you-control-turned-face-up' };
    case 'you turn a permanent face up':
      return { kind: 'you-turn-permanent-face-up' };
    case 'a face-down creature you control enters':
    case 'a face-down creature enters the battlefield under your control':
    case 'a face-down creature enters under your control':
      return { kind: 'face-down-creature-you-control-enters' };
    case 'you manifest dread':
      return { kind: 'you-manifest-dread' };
  }
  // "a/another <filter> enters [the battlefield] [under your control]" (CR 603.6a).
  const m = /^(an?|another) (.+?) enters(?: the battlefield)?( under your control)?$/.exec(c);
  if (m) {
    const r = parseFilter(m[2]!);
    // creature-enters fires for creatures only: require "creature", or a face-down permanent (a 2/2 creature).
    const creatureLike = r && (r.filter.types.includes('creature') || (r.filter.faceDown && r.filter.types.includes('permanent')));
    if (r && !r.plural && creatureLike) {
      const filter = r.filter;
      if (m[1] === 'another') filter.other = true;
      if (m[3]) {
        if (filter.controller && filter.controller !== 'you') return { kind: 'other', text: original.trim() };
        filter.controller = 'you';
      }
      // OPEN QUESTION: "a face-down permanent you control enters" is modeled as creature-enters with a
      // "permanent" filter; the engine fires creature-enters for creatures only (a face-down land, as from
      // Yedora, would not trigger it).
      return { kind: 'creature-enters', filter };
    }
  }
  return { kind: 'other', text: original.trim() };
}
