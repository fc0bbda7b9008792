// The CLI's own failures and the import's warnings, worded in the run's language: a file-system failure keeps the
// system's error code beside the words (cli/output-files.ts), and a bulk file's repeated warnings are counted in the
// language's plural ("12 Karten: Feld 'x' nicht importiert", cli/import-command.ts).

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { summarize } from '../../server/src/cli/import-command';
import { oneLine, OutputError } from '../../server/src/cli/output-files';
import { about } from '../../server/src/formats/warnings';
import { msg, render } from '../../server/src/i18n';
import { runCli } from '../support/run-cli';

const errno = (code: string, message = `${code}: something happened`) => Object.assign(new Error(message), { code });

describe('a file-system failure in one line', () => {
  it.each([
    ['en', 'cannot write out/set.xml: permission denied (EACCES)'],
    ['de', 'out/set.xml kann nicht geschrieben werden: Zugriff verweigert (EACCES)'],
    ['it', 'impossibile scrivere out/set.xml: permesso negato (EACCES)'],
    ['es', 'no se puede escribir out/set.xml: permiso denegado (EACCES)'],
  ] as const)('%s: a known code is worded, the code kept', (locale, line) => {
    expect(render(oneLine('write', 'out/set.xml', errno('EACCES')), locale)).toBe(line);
  });

  it('an unknown code: the system\'s own first line and the code', () => {
    expect(render(oneLine('make-folder', 'x', errno('EWEIRD', 'EWEIRD: odd\nmore')), 'de')).toBe('der Ordner x kann nicht angelegt werden: EWEIRD: odd (EWEIRD)');
    expect(render(oneLine('write', 'x', new Error('plain\nsecond')), 'it')).toBe('impossibile scrivere x: plain');
  });

  it('an OutputError\'s own message is the English (for logs); the reason is worded at the edge', () => {
    const e = new OutputError(oneLine('write', 'a', errno('ENOSPC')));
    expect(e.message).toBe('cannot write a: no space left on the device (ENOSPC)');
    expect(render(e.why, 'es')).toBe('no se puede escribir a: no queda espacio en el dispositivo (ENOSPC)');
  });
});

describe('import warnings of a bulk file, counted', () => {
  const many = Array.from({ length: 60 }, (_, i) => about(`Card ${i}`, msg('import.field-not-imported', { field: 'hand_modifier' })));

  it('over 50: one line per kind, with the number of cards in the language\'s plural', () => {
    const out = summarize([...many, msg('import.tokens-skipped', { count: 1 })]);
    expect(out.map((m) => render(m, 'de'))).toEqual([
      "60 Karten: Feld 'hand_modifier' nicht importiert",
      '1 Spielstein nicht importiert (CardScript kennt keine Spielstein-Markierung)',
    ]);
    expect(render(out[0]!, 'en')).toBe("60 cards: field 'hand_modifier' not imported");
  });

  it('50 or fewer: each as it is, naming its card', () => {
    expect(summarize(many.slice(0, 2)).map((m) => render(m, 'it'))).toEqual(["Card 0: campo 'hand_modifier' non importato", "Card 1: campo 'hand_modifier' non importato"]);
  });
});

describe('a malformed file, said in the run\'s language', () => {
  it.each([
    ['bad.json', '[{"object": "card", "name": "X"', 'de', "cardscript: 'bad.json' kann nicht gelesen werden: fehlerhaftes JSON: "],
    ['bad.xml', '<?xml version="1.0"?>\n<cockatrice_carddatabase version="4"><cards><card>', 'it', "cardscript: impossibile leggere 'bad.xml': XML malformato alla posizione "],
  ])('%s (--locale %s)', async (name, content, locale, start) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-words-'));
    writeFileSync(path.join(dir, name), content);
    const r = await runCli(['import', name, '--locale', locale], dir);
    expect(r.code).toBe(2);
    expect(r.err.startsWith(start), r.err).toBe(true);
    expect(r.err).not.toMatch(/malformed|unterminated|unexpected/);
  });
});
