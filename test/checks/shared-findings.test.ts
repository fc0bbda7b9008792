// The per-card checks share their findings between lines and cards that read alike (checks/check.ts SharedFindings):
// keyed by what each check reads, spans placed on use. A finding shared from other cards, at other offsets, in another
// document, equals the one the check finds afresh (every cache off). The lines here are written to catch a key that
// leaves out what a check reads: the same line on a card it names and on one it doesn't, on a creature and on an
// artifact, after a modal header and not, a cost field with and without spaces.
import { describe, expect, it } from 'vitest';
import { checkDocument, DEFAULT_CHECK_OPTIONS } from '../../server/src/checks';
import type { Check } from '../../server/src/checks/check';
import { faceDownLintsCheck } from '../../server/src/checks/face-down-lints';
import { costsCheck, oracleWordingCheck, reminderTextCheck, styleCheck } from '../../server/src/checks/templating';
import { typosCheck } from '../../server/src/checks/typos';
import type { Diagnostic } from '../../server/src/diagnostics/diagnostic';
import { Workspace } from '../../server/src/model/workspace';
import { withoutCaches } from '../support/caches';

const SHARED: Check[] = [typosCheck, costsCheck, reminderTextCheck, styleCheck, oracleWordingCheck, faceDownLintsCheck];

const card = (name: string, type: string, lines: string[], cost = '{2}{U}') =>
  `card "${name}"\n  cost ${cost}\n  type ${type}\n${/Creature/.test(type) ? '  pt 2/2\n' : ''}  text\n${lines.map((l) => `    ${l}\n`).join('')}\n`;

const NAMED = 'Whenever Alpha attacks, target creature gains flying, trample until end of turn.';
const WARD = 'Ward {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)';
const MODE = '- Draw a card.';

/** Read first: fills the shared findings with these lines on other cards, at other offsets. */
const FIRST = 'set "First" templating modern\n\n' + [
  card('Alpha', 'Creature — Bird', [NAMED, 'Megamoprh {1}{G}', '{G}{1}, {T}: Draw a card.', 'Flying.']),
  card('Gamma', 'Creature — Elf', [WARD, 'Choose one —', MODE, '- Discard a card.'], '{G}{1}'),
  card('Morpher', 'Creature — Beast', ['When this creature enters, draw a card.', 'Morph {3}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)']),
].join('');

/** Then checked with the shared findings, and afresh. */
const SECOND = 'set "Second" templating modern\n\n' + [
  card('Padding Card', 'Instant', ['Draw two cards.']),
  card('Beta', 'Creature — Bird', [NAMED, 'Flying.', 'Megamoprh {1}{G}']),
  card('Alpha', 'Creature — Bird', ['{G}{1}, {T}: Draw a card.', NAMED, MODE]),
  card('Widget', 'Artifact', [WARD, 'Choose one —', MODE], '{G} {1}'),
  card('Gamma', 'Creature — Elf', [WARD, 'Choose one —', MODE, '- Discard a card.'], '{G}{1}'),
  card('Other Morpher', 'Creature — Beast', ['Morph {3}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)', 'When this creature enters, draw a card.']),
].join('');

function findings(text: string, uri: string): Record<string, Diagnostic[]> {
  const ws = new Workspace();
  ws.update(uri, text);
  return Object.fromEntries(SHARED.map((c) => [c.name, checkDocument(ws, uri, DEFAULT_CHECK_OPTIONS, [c])]));
}

describe('findings shared between lines that read alike', () => {
  it('equal the findings made afresh', () => {
    const fresh = withoutCaches(() => findings(SECOND, 'file:///second.cards'));
    findings(FIRST, 'file:///first.cards');
    const shared = findings(SECOND, 'file:///second.cards');
    // Each check finds something here (else the comparison proves nothing of it).
    for (const c of SHARED) expect(fresh[c.name]!.length, c.name).toBeGreaterThan(0);
    expect(shared).toEqual(fresh);
    // And once more, every finding now shared.
    expect(findings(SECOND, 'file:///second.cards')).toEqual(fresh);
  });
});
