// The engine's reasons moved to the catalog (server/src/i18n/en/rules.ts) read in English exactly as the engine's own
// sentences did before (transcripts and CLI output don't change), and in every shipped language they render their
// parameters — card names, ids, costs — as given.

import { describe, expect, it } from 'vitest';
import { msg, render, TRANSLATED_LOCALES, type Message } from '../../server/src/i18n';

const CASES: [Message, string][] = [
  [msg('rules.timing.no-priority', { step: 'untap', act: 'specialAction' }), 'No player has priority in the untap step, so no player can turn a face-down permanent face up (a special action)'],
  [msg('rules.timing.no-priority', { step: 'cleanup', act: 'cast' }), 'No player has priority in a cleanup step where no state-based action was performed and nothing triggered, so no player can cast a spell'],
  [msg('rules.timing.split-second', { spell: 'Sudden Shock', act: 'activate' }), "Sudden Shock has split second: while it is on the stack, players can't activate abilities that aren't mana abilities (mana abilities and special actions stay allowed)"],
  [msg('rules.turn-up.not-on-battlefield', { card: 'Hooded Hydra', zone: 'graveyard' }), 'Hooded Hydra is not on the battlefield (it is in the graveyard)'],
  [msg('rules.turn-up.cost-problem', { keyword: 'Morph', cost: '{2}{G}', reason: msg('rules.text', { text: 'not enough mana' }) }), 'Morph cost {2}{G}: not enough mana'],
  [msg('rules.turn-up.lost-with-abilities-by', { keyword: 'morph', sources: ['Frogify', 'Humility'] }), "Face down, it loses morph when abilities are removed: face up it would have no morph ability (abilities removed by Frogify, Humility), so it can't be turned face up for its morph cost"],
  [msg('rules.turn-up.no-special-action', { origin: 'turnedFaceDown' }), 'It was turned face down by an effect and face up it would have no morph or disguise ability, so no special action can turn it face up (only an effect can)'],
  [msg('rules.turn-up.not-for-keyword', { keyword: 'disguise', options: ['morph {2}{U}', 'mana-cost {3}'] }), "It can't be turned face up for its disguise cost; it can be for: morph {2}{U}, mana-cost {3}"],
  [msg('rules.with-cr', { reason: msg('rules.turn-up.cannot'), cr: '116.2b' }), "It can't be turned face up (CR 116.2b)"],
  [msg('rules.cast.from-zone', { player: 'you', card: 'Ainok Tracker', zone: 'exile' }), "you can't cast Ainok Tracker from the exile"],
  [msg('rules.cast.face-down-and-free'), "Casting face down for {3} is an alternative cost; it can't be combined with casting without paying its mana cost"],
  [msg('rules.target.not-legal', { name: 'Grizzly Bears', what: 'triggeredAbility', words: 'target artifact' }), 'Grizzly Bears is not a legal target: the triggered ability needs "target artifact"'],
  [msg('rules.target.restricted', { name: 'c1', what: 'spell', reason: msg('rules.target.hexproof-from', { quality: 'multicolored' }) }), "c1 can't be the target of this spell: it has hexproof from multicolored"],
  [msg('rules.combat.attackers-wrong-step', { step: 'main1' }), 'Attackers are declared only in the declare attackers step; it is the main1 step'],
  [msg('rules.combat.blockers-wrong-step', { step: 'beginningOfCombat' }), 'Blockers are declared only in the declare blockers step; it is the beginning of combat step'],
  [msg('rules.combat.block-capacity', { id: 'c3', count: 1 }), 'c3 can block only one creature'],
  [msg('rules.combat.block-capacity', { id: 'c3', count: 2 }), 'c3 can block only two creatures'],
  [msg('rules.combat.flying', { id: 'c2' }), 'c2 has flying: it can be blocked only by creatures with flying or reach'],
  [msg('rules.combat.cant-block-it', { attacker: 'c1', blocker: 'c4' }), "c1's ability says c4 can't block it"],
];

describe("the engine's reasons in the catalog", () => {
  it.each(CASES)('%# reads in English as the engine wrote it', (m, english) => {
    expect(render(m, 'en')).toBe(english);
  });

  it('keeps card names, ids and costs as given in every language', () => {
    for (const locale of TRANSLATED_LOCALES) {
      expect(render(CASES[3]![0], locale), locale).toContain('Hooded Hydra');
      expect(render(CASES[4]![0], locale), locale).toContain('{2}{G}');
      expect(render(CASES[4]![0], locale), locale).toContain('not enough mana');
      expect(render(CASES[18]![0], locale), locale).toMatch(/c1.*c4|c4.*c1/);
    }
  });
});
