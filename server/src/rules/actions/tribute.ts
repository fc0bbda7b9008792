// Tribute N (CR 702.104a): "As this creature enters, choose an opponent. That player may put an additional N +1/+1
// counters on it as it enters." A replacement effect of the entering permanent (614.1c), its choices made before it
// enters (614.12a): the opponent is the other player of the engine's two-player game (CR 102.2: no choice between
// opponents); whether they pay is the resolving step's `resolve accepting` (they put the counters) or `resolve
// declining` (they don't); a step that says neither leaves it open and both ways are played (rules/scenario/branches.ts).
// Whether it was paid is kept on the permanent for its "if tribute wasn't paid" (702.104b, rules/queries/facts.ts).

import { tributeNumber } from '../../model/abilities/permanent-keywords';
import type { GameObject, GameState } from '../state/game-state';
import { nextTimestamp, otherPlayer, undecidedMay } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeCharacteristics } from '../layers';
import { keywordsOf } from '../state/objects';
import { countersAfterReplacement } from './more-instead';
import { msg } from '../../i18n';

/** CR 702.104a: as `obj` enters, each tribute instance's opponent chooses whether to put its N +1/+1 counters on it. */
export function tributeAsItEnters(s: GameState, out: Outcome, obj: GameObject, mayAccept: boolean | 'by-default' | undefined): void {
  for (const k of keywordsOf(computeCharacteristics(s, obj).abilities)) {
    const n = tributeNumber(k);
    if (n === undefined) continue;
    const opponent = otherPlayer(obj.controller);
    const paid = mayAccept === true || mayAccept === false ? mayAccept : undecidedMay(s, obj.card.name, k.span);
    out.note({ why: msg('rules.zone.tribute', { player: opponent, card: obj.card.name, paid: paid ? 'yes' : 'no', count: n }), cr: ['702.104a', '614.12a'] });
    obj.tributePaid = paid || obj.tributePaid === true;
    if (!paid) continue;
    const count = countersAfterReplacement(s, out, obj, '+1/+1', n); // CR 614.1a, 122.6
    if (count <= 0) continue;
    obj.counters['+1/+1'] = (obj.counters['+1/+1'] ?? 0) + count;
    (obj.counterTimestamps ??= {})['+1/+1'] = nextTimestamp(s); // CR 613.7c
    out.event({ type: 'counter-added', objectId: obj.id, counter: '+1/+1', count });
  }
}
