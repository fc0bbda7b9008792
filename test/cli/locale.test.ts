// The command line in the designer's language: `--locale`, else LC_ALL / LC_MESSAGES / LANG. Golden output of the
// bundled examples in Italian (in-process) and Spanish (the built CLI under LANG=es_ES.UTF-8); JSON and SARIF keep
// the codes and English messages and add the localized ones.

import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectGolden, runCli } from './support';

const run = (args: string[], cwd = __dirname) => runCli(args, cwd);
const golden = (name: string, actual: string) => expectGolden(path.join(__dirname, 'golden', name), actual);

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'cardscript.js');

describe('cardscript check in the designer\'s language', () => {
  it('`check examples --locale it` prints in Italian', async () => {
    const r = await run(['check', 'examples', '--locale', 'it'], ROOT);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/faccia in giù/i);
    expect(r.out).toMatch(/\d+ file controllati: \d+ errori/);
    golden('check-examples.it.txt', r.out);
  });

  it('`LANG=es_ES.UTF-8 cardscript check examples` prints in Spanish (the built CLI)', () => {
    const env = { ...process.env, LANG: 'es_ES.UTF-8', LC_ALL: '', LC_MESSAGES: '' };
    const r = spawnSync(process.execPath, [BIN, 'check', 'examples'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/boca abajo/i);
    expect(r.stdout).toMatch(/\d+ archivos comprobados: \d+ errores/);
    golden('check-examples.es.txt', r.stdout);
  });

  it('LC_ALL outranks LANG, and --locale outranks both; a language we do not ship is English', () => {
    const env = { ...process.env, LANG: 'es_ES.UTF-8', LC_ALL: 'de_DE.UTF-8', LC_MESSAGES: '' };
    const de = spawnSync(process.execPath, [BIN, 'check', 'test/cli/cases/clean.cards'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(de.stdout).toBe('1 Datei geprüft: 0 Fehler, 0 Warnungen, 0 Informationen, 0 Hinweise.\n');
    const it = spawnSync(process.execPath, [BIN, 'check', 'test/cli/cases/clean.cards', '--locale', 'it-IT'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(it.stdout).toBe('1 file controllato: 0 errori, 0 avvisi, 0 informazioni, 0 suggerimenti.\n');
    const fr = spawnSync(process.execPath, [BIN, 'check', 'test/cli/cases/clean.cards', '--locale', 'fr_FR.UTF-8'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(fr.stdout).toBe('1 file checked: 0 errors, 0 warnings, 0 information, 0 hints.\n');
  });

  it('--format json keeps the codes and the English message and adds the localized one', async () => {
    const r = await run(['check', 'cases/broken.cards', '--format', 'json', '--locale', 'de']);
    const json = JSON.parse(r.out) as { locale: string; files: { diagnostics: { code: string; message: string; localizedMessage: string }[] }[] };
    expect(json.locale).toBe('de');
    const d = json.files[0]!.diagnostics.find((x) => x.code === 'unknown-mana-symbol')!;
    expect(d.message).toMatch(/is not a mana symbol/);
    expect(d.localizedMessage).toMatch(/ist kein Manasymbol/);
    const english = JSON.parse((await run(['check', 'cases/broken.cards', '--format', 'json'])).out) as { files: { diagnostics: { code: string; message: string }[] }[] };
    expect(json.files[0]!.diagnostics.map((x) => [x.code, x.message])).toEqual(english.files[0]!.diagnostics.map((x) => [x.code, x.message]));
  });

  it('--format sarif words results and rules in the language (run.language), the English kept', async () => {
    const r = await run(['check', 'cases/broken.cards', '--format', 'sarif', '--locale', 'es']);
    const sarif = JSON.parse(r.out) as { runs: { language: string; tool: { driver: { rules: { id: string; shortDescription: { text: string } }[] } }; results: { ruleId: string; message: { text: string }; properties: { englishMessage: string } }[] }[] };
    const run0 = sarif.runs[0]!;
    expect(run0.language).toBe('es');
    const res = run0.results.find((x) => x.ruleId === 'unknown-mana-symbol')!;
    expect(res.message.text).toMatch(/no es un símbolo de maná/);
    expect(res.properties.englishMessage).toMatch(/is not a mana symbol/);
    expect(run0.tool.driver.rules.find((x) => x.id === 'unknown-mana-symbol')!.shortDescription.text).toBe('No es un símbolo de maná que use Magic.');
  });
});

describe('every command speaks the run\'s language', () => {
  it('`summary --locale de`: the overview, its labels and the commands it suggests (which keep the --locale)', async () => {
    const r = await run(['summary', 'cases', '--locale', 'de']);
    expect(r.err).toBe('');
    expect(r.out.split('\n')[0]).toBe('CardScript hat 3 Dateien in cases geprüft: 4 Karten, 2 Szenarien.');
    expect(r.out).toContain('--locale de');
    golden('summary-cases.de.txt', r.out);
  });

  it('`--help` and commander\'s usage errors: section titles, descriptions, "default"/"choices" in the language', async () => {
    const help = await run(['check', '--help', '--locale', 'it']);
    expect(help.out).toMatch(/^Uso: cardscript check \[options\] \[paths\.\.\.\]/);
    expect(help.out).toContain('Opzioni:');
    expect(help.out.replace(/\s+/g, ' ')).toContain('formato di uscita (valori: "text", "json", "sarif", predefinito: "text")');
    const env = { ...process.env, LANG: 'es_ES.UTF-8', LC_ALL: '', LC_MESSAGES: '' };
    const bad = spawnSync(process.execPath, [BIN, 'check', '--bogus'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe("error: opción desconocida '--bogus'");
    const english = await run(['check', '--help']);
    expect(english.out.replace(/\s+/g, ' ')).toContain('output format (choices: "text", "json", "sarif", default: "text")');
  });

  it('`stats`, `search` and `format` word their output; keys and query syntax stay as written', async () => {
    const stats = await run(['stats', '../formats/fixtures/roundtrip.cards', '--locale', 'it']);
    expect(stats.out).toMatch(/^Shrouded Vale: 9 carte\ncolori: W 1/);
    expect(stats.out).toContain('rarità: comune 2, non comune 3, rara 3, mitica 1');
    expect(stats.out).toContain('uno slot rara è mitica 0,125 delle volte');
    const json = JSON.parse((await run(['stats', '../formats/fixtures/roundtrip.cards', '--json', '--locale', 'it'])).out) as { rarity: Record<string, number> };
    expect(Object.keys(json.rarity)).toContain('uncommon');
    const search = await run(['search', 'is:nonsense', '../formats/fixtures/roundtrip.cards', '--locale', 'de']);
    expect(search.err).toMatch(/^cardscript: Die Suche kann nicht gelesen werden: unbekanntes 'is:nonsense' \('is:' kennt morph, /);
    const found = await run(['search', 'is:morph', '../formats/fixtures/roundtrip.cards', '--locale', 'es']);
    expect(found.err).toMatch(/^\d+ cartas? coincide/);
    const format = await run(['format', '--check', 'cases/clean.cards', '--locale', 'de']);
    expect(format.code).toBe(0);
  });
});
