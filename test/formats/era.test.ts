// The templating era of imported Oracle text (formats/era.ts over model/wording-era.ts): legacy, modern, or mixed
// when real cards of both eras are imported together (each card is then checked in its own era).

import { describe, expect, it } from 'vitest';
import type { CardData } from '../../server/src/formats/card-data';
import { eraOf } from '../../server/src/formats/era';
import { faceWordingEra } from '../../server/src/model/wording-era';

const card = (name: string, text: string, typeLine = 'Creature — Elf'): CardData => ({ name, layout: 'normal', faces: [{ name, typeLine, text }] });
const legacy = (i: number) => card(`Old Scout ${i}`, `When Old Scout ${i} enters the battlefield, scry 1.`);
const modern = (i: number) => card(`New Scout ${i}`, 'When this creature enters, scry 1.');

describe('the era of imported Oracle text', () => {
  it('tells each face by its own wording, quoted abilities and transform triggers aside', () => {
    expect(faceWordingEra('Old Scout', 'Creature — Elf', 'Old Scout gets +1/+1.')).toBe('legacy');
    expect(faceWordingEra('New Scout', 'Creature — Elf', 'When this creature enters, scry 1.')).toBe('modern');
    // Legacy Oracle writes "this creature" inside quoted abilities and in transform triggers (CR 712.8e).
    expect(faceWordingEra('Old Aura', 'Enchantment — Aura', 'Enchanted creature has "{T}: This creature deals 1 damage to any target."')).toBeUndefined();
    expect(faceWordingEra('Old Wolf', 'Creature — Werewolf', 'When this creature transforms into Old Wolf, you gain 2 life.')).toBeUndefined();
    // Reminder text tells the era when nothing else does.
    expect(faceWordingEra('Old Vault', 'Enchantment', 'Hideaway 4 (When this enchantment enters the battlefield, look at the top four cards of your library.)')).toBe('legacy');
  });

  it('is legacy or modern by the majority, and mixed when both eras have a real share', () => {
    expect(eraOf(Array.from({ length: 40 }, (_, i) => legacy(i)))).toBe('legacy');
    expect(eraOf([...Array.from({ length: 40 }, (_, i) => legacy(i)), modern(1)])).toBe('legacy');
    expect(eraOf([...Array.from({ length: 40 }, (_, i) => legacy(i)), ...Array.from({ length: 4 }, (_, i) => modern(i))])).toBe('mixed');
    expect(eraOf([modern(1), modern(2)])).toBe('modern');
  });
});
