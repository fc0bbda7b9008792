// Regression tests for engine fixes found while writing the examples/rulings walkthroughs.

import { describe, it, expect } from 'vitest';
import { newGame, castFaceDown, castAndResolve } from './fixtures';
import { reasonText } from '../support/reason-text';

describe('token copies of face-down permanents', () => {
  it('a token copy of a face-down disguised creature is reported with its ward {2} (CR 707.2, 702.168a)', () => {
    const g = newGame();
    const fd = castFaceDown(g, 'you', 'Alley Walker', 'disguise');
    const r = castAndResolve(g, 'you', 'Twin Image', [fd]);
    const note = r.reasons.find((x) => x.code === 'face-down-copy-is-vanilla');
    expect(note && reasonText(note)).toContain('nameless 2/2 with ward {2}');
    const token = [...g.state.objects.values()].find((o) => o.token)!;
    expect(g.characteristics(token.id)!.keywordLabels).toEqual(['Ward {2}']);
  });

  it('a token copy of a face-down morph creature is a plain nameless 2/2 (CR 707.2, 708.2a)', () => {
    const g = newGame();
    const fd = castFaceDown(g, 'you', 'Glacier Lurker');
    const r = castAndResolve(g, 'you', 'Twin Image', [fd]);
    const note = r.reasons.find((x) => x.code === 'face-down-copy-is-vanilla');
    expect(note && reasonText(note)).toContain('nameless 2/2 and can never');
  });
});
