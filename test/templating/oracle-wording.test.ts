// The grammar's print-back as templating fixes (code oracle-wording): reported only where the printed wording reads
// as the same abilities, never in a legacy-era set, never twice for one difference, and `check --fix` leaves a line
// holding an unknown word alone (the fix-all hold-back covers this code like every other).

import { describe, expect, it } from 'vitest';
import { fixAll, selectFixAll } from '../../server/src/checks/fix-all';
import { makeDiagnostic } from '../../server/src/diagnostics/diagnostic';
import { diagnose } from './support';

const card = (era: string, line: string) => `set "Probe" templating ${era}

card "Reef Tactician"
  cost {1}{U}
  type Creature — Merfolk Wizard
  pt 1/2
  text
    ${line}
`;

const LINE = 'Whenever this creature blocks, target creature gets +1/+1 until end of turn and gains flying until end of turn.';
const codes = (text: string) => diagnose(text).map((d) => d.code);

describe('oracle-wording', () => {
  it('reports a difference with the same meaning, with the printed words as a preferred fix', () => {
    const d = diagnose(card('modern', LINE)).find((x) => x.code === 'oracle-wording');
    expect(d?.message).toContain('"Whenever this creature blocks, target creature gets +1/+1 and gains flying until end of turn."');
    expect(d?.fixes?.[0]).toMatchObject({ preferred: true, edits: [{ newText: 'and' }] });
  });

  it('never offers a fix that takes away the period ending a quoted ability (issue 29)', () => {
    const vesuvan = 'As this creature enters or is turned face up, you may choose another creature on the battlefield. If you do, it becomes a copy of that creature, except it has "Disguise {2}{U}."';
    expect(diagnose(card('modern', vesuvan)).filter((d) => d.code === 'oracle-wording')).toEqual([]);
  });

  it('leaves a legacy-era set alone (printed wording is current Oracle wording)', () => {
    expect(codes(card('legacy', LINE))).not.toContain('oracle-wording');
  });

  it('leaves a line alone whose printed wording only adds words (an ellipsis the grammar reads)', () => {
    const line = 'Until end of turn, target creature loses all abilities and becomes a blue Frog creature with base power and toughness 1/1.';
    expect(codes(card('modern', `{1}{U}: ${line}`))).not.toContain('oracle-wording');
  });

  it('is not reported where another templating check reports the same words ("2 cards")', () => {
    const c = codes(card('modern', 'When this creature dies, draw 2 cards.'));
    expect(c).toContain('style');
    expect(c).not.toContain('oracle-wording');
  });

  it('prints the sign of a zero as Oracle does: "-2/-0" is no difference', () => {
    expect(codes(card('modern', 'Whenever this creature blocks, target creature gets -2/-0 until end of turn.'))).not.toContain('oracle-wording');
  });

  it('check --fix settles: the fixed line has nothing left to fix', () => {
    const r = fixAll(card('modern', LINE), (t) => diagnose(t));
    expect(r.text).toContain('gets +1/+1 and gains flying until end of turn.');
    expect(diagnose(r.text).filter((d) => d.code === 'oracle-wording')).toEqual([]);
  });

  it('check --fix never applies it on a line holding an unknown word', () => {
    const text = card('modern', LINE);
    const ours = diagnose(text).find((x) => x.code === 'oracle-wording')!;
    const lineStart = text.indexOf('Whenever');
    const unknown = makeDiagnostic('unknown-keyword', 'not a keyword', { start: lineStart, end: lineStart + 8 });
    expect(selectFixAll([ours], text.length, text)).toHaveLength(1);
    expect(selectFixAll([unknown, ours], text.length, text)).toEqual([]);
  });
});
