// Caches never change answers, and neither does sharing: a set-wide note is the same whether each card's scenario
// runs on its own (InteractionCache exact: every card its own class, nothing shared across face-down identities) or
// cards share runs — by class (checks/interactions.ts representativeKey) and by face-down identity when the run
// never saw the face-down card (notes/face-down-identity.ts: CR 708.2, 702.37e, 702.168d, 701.40b, 118.3).
// The real face-down corpus runs the same in test/corpus/notes.corpus.test.ts.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCards } from '../../bench/generate';
import { analyzeInteractions, InteractionCache } from '../../server/src/checks/interactions';
import { Workspace } from '../../server/src/model/workspace';
import { cardFiles } from './support/card-files';
import { notesBothWays } from './support/notes-both-ways';

const ROOT = path.join(__dirname, '..', '..');

describe('sharing runs never changes a note', () => {
  it('on the example set (examples/)', () => {
    const { shared, exact } = notesBothWays(cardFiles(path.join(ROOT, 'examples')));
    expect(shared.length).toBeGreaterThan(20);
    expect(shared).toEqual(exact);
  });

  it('on the face-down fixtures and a generated set', () => {
    for (const dir of ['face-down', 'notes']) {
      for (const file of cardFiles(path.join(ROOT, 'test', 'fixtures', dir))) {
        const { shared, exact } = notesBothWays([file]);
        expect(shared, file[0]).toEqual(exact);
      }
    }
    const { shared, exact } = notesBothWays([['file:///generated.cards', generateCards(120)]]);
    expect(shared).toEqual(exact);
  });

  it('cards that differ only in printed toughness keep their own runs (CR 708.8, 704.5f)', () => {
    // A -1/-1 counter on the face-down 2/2, then turned face up: as a 2/1 it has 0 toughness and is put into its
    // owner's graveyard (704.5f); as a 2/3 it stays, a 1/2 with the counter. One class for both said the first's answer.
    const morpher = (name: string, pt: string) => `card "${name}"\n  cost {1}{U}\n  type Creature — Human Wizard\n  pt ${pt}\n  text\n    Morph {2}{U}\n\n`;
    const text = `set "PT" templating modern\n\n${morpher('Frail Morpher', '2/1')}${morpher('Sturdy Morpher', '2/3')}card "Wither Touch"\n  cost {B}\n  type Instant\n  text\n    Put a -1/-1 counter on target creature.\n`;
    const { shared, exact } = notesBothWays([['file:///printed-pt.cards', text]]);
    expect(shared).toEqual(exact);
    expect(JSON.stringify(shared)).toContain('-1/-1 counter');
  });

  it('when the run saw the card only as it left the battlefield for good (notes/left-unseen.ts)', () => {
    // Removal spells on morph cards of one face-down identity: cards that differ only in what the game can't read of
    // them in a graveyard or a hand share a run; text not understood, a "*" box and a triggered ability keep their own.
    const text = readFileSync(path.join(__dirname, 'support', 'left-unseen.cards'), 'utf8');
    const { shared, exact } = notesBothWays([['file:///left-unseen.cards', text]]);
    expect(shared).toEqual(exact);
    expect(shared.join('\n')).toContain('"power/toughness */*" of Shifting Ooze');
    expect(shared.join('\n')).toContain('of Lucky Stray, not understood');
    const ws = new Workspace();
    ws.update('file:///left-unseen.cards', text);
    const cache = new InteractionCache();
    analyzeInteractions(ws, 'file:///left-unseen.cards', cache);
    expect(cache.sharedOnLeaving).toBeGreaterThan(0);
    // Cards whose triggers wait for an event no leaving card makes (turned face up) share too: the Grazers are given
    // Gritty Scout's run by both removal spells (2 before they did); and Odd Tinkerer, whose text not understood is an
    // activated ability (it acts only once activated, CR 602.2: 4 before the key left such abilities out, issue 27).
    // (8 since the classes keep printed power and toughness apart: more classes, each given the run too.)
    expect(cache.sharedOnLeaving).toBe(8);
  });

  it('where an effect only grants keywords other than morph, megamorph and disguise, or changes spell costs (notes/face-down-identity.ts)', () => {
    // "Creatures you control have menace" can't change how a face-down card can be turned face up (CR 702.37e, 708.8,
    // 613.1f), nor can "Creatures you control are Elves in addition to their other types" (305.7) or "Colorless spells
    // you cast cost {1} less" (601.2f, 708.4): a creature and an artifact with the
    // same morph cost share their runs; "All creatures lose all abilities" still keeps them apart.
    const text = readFileSync(path.join(__dirname, 'support', 'face-up-granted.cards'), 'utf8');
    const { shared, exact } = notesBothWays([['file:///face-up-granted.cards', text]]);
    expect(shared).toEqual(exact);
    expect(shared.join('\n')).toContain('0/1 Creature with no abilities; it can be turned face up for its morph cost');
    expect(shared.join('\n')).toContain('2/2 Frog Creature with no abilities');
    const ws = new Workspace();
    ws.update('file:///face-up-granted.cards', text);
    const sharing = new InteractionCache();
    const own = new InteractionCache(true);
    analyzeInteractions(ws, 'file:///face-up-granted.cards', sharing);
    analyzeInteractions(ws, 'file:///face-up-granted.cards', own);
    // The granting sources', the type adder's and the cost changer's morph notes: one run each for the three morph cards
    // (one face-down identity), not three; and each of the six effects' manifest dread run is its manifest run
    // (interactions.ts sameRunAs: a card manifested by manifest dread is manifested, CR 701.62a).
    expect(sharing.runsReused).toBe(6);
    expect(own.runs - sharing.runs).toBe(16);
  });

  it('where a morph card\'s own static ability only grants other keywords (notes/face-down-identity.ts)', () => {
    // "Enchanted creature has deathtouch and indestructible", "Other creatures you control have flying" of the card
    // itself remove no ability (CR 613.1f): face up it would have the morph cost it prints (702.37e, 708.8), so it has
    // the face-down identity of the other morph {3} cards and shares the runs that never see it; "Other creatures you
    // control lose all abilities" keeps its card apart (issue 27).
    const text = readFileSync(path.join(__dirname, 'support', 'own-granted.cards'), 'utf8');
    const { shared, exact } = notesBothWays([['file:///own-granted.cards', text]]);
    expect(shared).toEqual(exact);
    expect(shared.join('\n')).toContain('0/1 Creature with no abilities; it can be turned face up for its morph cost');
    const ws = new Workspace();
    ws.update('file:///own-granted.cards', text);
    const sharing = new InteractionCache();
    const own = new InteractionCache(true);
    analyzeInteractions(ws, 'file:///own-granted.cards', sharing);
    analyzeInteractions(ws, 'file:///own-granted.cards', own);
    const identity = (name: string) => sharing.identityOf(ws.allCards().find((c) => c.name === name)!, 'morph');
    expect(identity('Veiled Blessing')).toBe(identity('Brass Sentry'));
    expect(identity('Skyward Herald')).toBe(identity('Brass Sentry'));
    expect(identity('Silencing Abbot')).toBeUndefined();
    // Ebb of Form's run on the two granting cards is Brass Sentry's (it never sees them): 3 runs fewer than each card's own.
    expect(own.runs - sharing.runs).toBe(3);
  });

  it('where a run that never saw the card changed nothing, for the face-down identities that turn face up alike before and after (notes/note-scenario.ts)', () => {
    // "Target creature has base power and toughness 2/2" on a face-down 2/2 changes nothing (CR 708.2a): Quiet Heron's
    // run (a mana morph cost) stands for Blood Pact Ogre ("Pay 5 life") and Hollow Scavenger ("Discard a card", an empty
    // hand: never payable, CR 118.3). With "Each opponent loses 19 life" the Ogre's controller can no longer pay 5 life
    // (119.4, 702.37e): its identity runs its own and gets a note of its own; the Scavenger's is still shared.
    const text = readFileSync(path.join(__dirname, 'support', 'alike-identities.cards'), 'utf8');
    const { shared, exact } = notesBothWays([['file:///alike-identities.cards', text]]);
    expect(shared).toEqual(exact);
    expect(shared.join('\n')).toContain('(1 card): it stays face down, the same permanent, as a nameless colorless 2/2 Creature with no abilities; it can\'t be turned face up');
    const ws = new Workspace();
    ws.update('file:///alike-identities.cards', text);
    const sharing = new InteractionCache();
    const own = new InteractionCache(true);
    analyzeInteractions(ws, 'file:///alike-identities.cards', sharing);
    analyzeInteractions(ws, 'file:///alike-identities.cards', own);
    const identity = (name: string) => sharing.identityOf(ws.allCards().find((c) => c.name === name)!, 'morph');
    expect(new Set(['Quiet Heron', 'Blood Pact Ogre', 'Hollow Scavenger'].map(identity)).size).toBe(3);
    // Still Pond: the Ogre and the Scavenger take the Heron's answer; Draining Stillness: the Scavenger only.
    expect(sharing.sharedAcrossIdentities).toBe(3);
    // And the three effects' manifest dread runs are their manifest runs (CR 701.62a, interactions.ts sameRunAs).
    expect(sharing.runsReused).toBe(3);
    expect(own.runs - sharing.runs).toBe(6);
  });
});
