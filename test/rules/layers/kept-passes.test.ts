// Layer passes kept between actions (issue 27; rules/layers/world.ts, rules/state/acting.ts): a pass made while no
// action runs is reused by every read until the next action starts. Whatever an action's code writes — directly, in
// any file, as new effect code does — is seen by the next read, and by a read inside the action after the write;
// a write made outside any action (which the versions can't see) is caught by the check the tests run with
// (CARDSCRIPT_CHECK_KEPT_PASSES=1, vitest.config.mts). CR 613.4c, 122.1a: +1/+1 counters change P/T in layer 7c.
import { afterEach, describe, expect, it } from 'vitest';
import { Engine } from '../../../server/src/rules';
import type { GameState } from '../../../server/src/rules/state/game-state';
import { computeCharacteristics } from '../../../server/src/rules/layers';
import { setKeptPassCheck } from '../../../server/src/rules/layers/world';
import { POOL, put } from '../fixtures';
import { illegal } from '../../../server/src/rules/state/events';
import { msg } from '../../../server/src/i18n';

/** An engine with one more action: `write` run as an action's code, writing the game directly. */
class Poking extends Engine {
  poke(write: (s: GameState) => void, refused = false): void {
    this.run((out) => {
      write(this.state);
      // A refused action settles nothing (no state-based actions): only the action's own section tells the write.
      if (refused) out.fail(illegal(msg('rules.game.over'), ['104.1']));
    });
  }
}

function bear(): { g: Poking; id: string } {
  const g = new Poking(POOL);
  return { g, id: put(g, 'you', 'Bear Cub', 'battlefield') };
}

const checkOn = process.env.CARDSCRIPT_CHECK_KEPT_PASSES === '1';
afterEach(() => setKeptPassCheck(checkOn));

describe('layer passes kept between actions (CR 613.4c)', () => {
  it('a write an action makes directly is seen by the next read', () => {
    const { g, id } = bear();
    expect(g.characteristics(id)!.power).toBe(2);
    expect(g.characteristics(id)!.power).toBe(2); // the kept pass
    g.poke((s) => {
      s.objects.get(id)!.counters['+1/+1'] = 3;
    });
    expect(g.characteristics(id)!.power).toBe(5);
    g.poke((s) => {
      s.objects.get(id)!.counters['+1/+1'] = 4;
    }, true);
    expect(g.characteristics(id)!.power).toBe(6);
  });

  it('a read inside an action after its write sees the write, even with a pass kept from before the action', () => {
    const { g, id } = bear();
    setKeptPassCheck(false); // what the engine answers, not the test check's throw
    expect(g.characteristics(id)!.power).toBe(2);
    let inside: number | null = null;
    g.poke((s) => {
      const o = s.objects.get(id)!;
      o.counters['+1/+1'] = 1;
      inside = computeCharacteristics(s, o).power;
    });
    expect(inside).toBe(3);
    expect(g.characteristics(id)!.power).toBe(3);
  });

  it('setup is an action too: a permanent put onto the battlefield changes the next read (CR 613.1f, 613.4b)', () => {
    const { g, id } = bear();
    expect(g.characteristics(id)!.power).toBe(2);
    const living = put(g, 'you', 'Living Stones', 'battlefield');
    expect(g.characteristics(id)!.power).toBe(3);
    expect(g.characteristics(living)!.cardTypes).toContain('Creature');
  });

  it('a write outside any action is caught by the check the tests run with', () => {
    const { g, id } = bear();
    setKeptPassCheck(true);
    expect(g.characteristics(id)!.power).toBe(2);
    g.state.objects.get(id)!.counters['+1/+1'] = 1; // no action: the versions can't see it
    expect(() => g.characteristics(id)).toThrow(/reused after the game changed/);
  });
});
