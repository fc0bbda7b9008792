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

describe('cardscript simulate in the designer\'s language (issue 28: transcripts and the engine\'s reasons)', () => {
  /** Words of the English transcript that a translated one never shows (the steps' own text, card text and codes aside). */
  const ENGLISH_EVENT_WORDS = /\b(entered|resolves|resolved|countered|turned|cast|casts|counters?|put on|removed|effect begins|effect ends|Expected|Inconclusive|rests on|but it is|result|expectations hold|illegal steps?|state-based action|under your control)\b/;
  /** The lines the run words (events, diagnostics, the result), without the scenario's own lines and quoted card text. */
  const worded = (out: string) => out.split('\n').filter((l) => /^\s+(→|!|result|risultato|resultado|Ergebnis)/.test(l)).map((l) => l.replace(/^\s+! [a-z-]+: /, '').replace(/'.*' (?=(?:of|di|de|von) )/, "'…' "));

  it('`simulate cases --locale it`: events, the failed expectation and the result line in Italian (golden)', async () => {
    const r = await run(['simulate', 'cases', '--locale', 'it']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('! expectation-failed: Ci si aspettava che Quiet Stalker fosse 3/1, ma è 2/2.');
    expect(r.out).toContain('risultato: FALLITO — 0/1 aspettative valgono, 0 passi illegali');
    expect(worded(r.out).filter((l) => ENGLISH_EVENT_WORDS.test(l))).toEqual([]);
    golden('simulate-cases.it.txt', r.out);
    // The English run is unchanged by the languages: the same scenario in English.
    const en = await run(['simulate', 'cases']);
    expect(en.out).toContain('! expectation-failed: Expected Quiet Stalker to be 3/1, but it is 2/2.');
    expect(en.out).toContain('result: FAILED — 0/1 expectations hold, 0 illegal steps');
  });

  it('`simulate --locale de`: inconclusive answers quote the text they rest on, worded in German (golden)', async () => {
    const r = await run(['simulate', 'test/fixtures/unmodeled/scenario-inconclusive-illegal.cards', '--locale', 'de'], ROOT);
    expect(r.out).toContain("Nicht schlüssig: die Simulation verweigert diesen Schritt, aber das hängt ab von '{2}, Collect evidence 4' von Odd Engine, nicht verstanden.");
    expect(r.out).toContain('Ergebnis: NICHT SCHLÜSSIG');
    expect(worded(r.out).filter((l) => ENGLISH_EVENT_WORDS.test(l))).toEqual([]);
    golden('simulate-inconclusive.de.txt', r.out);
  });

  it('`LANG=es_ES.UTF-8 cardscript simulate examples --scenario …`: a rulings walkthrough in Spanish (the built CLI, golden)', () => {
    const env = { ...process.env, LANG: 'es_ES.UTF-8', LC_ALL: '', LC_MESSAGES: '' };
    const r = spawnSync(process.execPath, [BIN, 'simulate', 'examples', '--scenario', 'S2 A manifested creature card turns face up for its mana cost'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('→ Cloudstep Kite entró al campo de batalla boca abajo (manifestado) bajo tu control');
    expect(worded(r.stdout).filter((l) => ENGLISH_EVENT_WORDS.test(l))).toEqual([]);
    golden('simulate-s02.es.txt', r.stdout);
  });

  it('`--format json --locale de` keeps the English events and messages and adds the localized ones', async () => {
    const r = await run(['simulate', 'cases', '--format', 'json', '--locale', 'de']);
    const json = JSON.parse(r.out) as { locale: string; scenarios: { steps: { events: string[]; localizedEvents: string[]; diagnostics: { message: string; localizedMessage: string }[] }[] }[] };
    expect(json.locale).toBe('de');
    const steps = json.scenarios.flatMap((s) => s.steps);
    expect(steps.flatMap((s) => s.events)).toContain('you cast Quiet Stalker face down (morph) for {3}');
    expect(steps.flatMap((s) => s.localizedEvents)).toContain('du wirkst Quiet Stalker verdeckt (Morph) für {3}');
    const failed = steps.flatMap((s) => s.diagnostics)[0]!;
    expect(failed.message).toBe('Expected Quiet Stalker to be 3/1, but it is 2/2.');
    expect(failed.localizedMessage).toBe('Erwartet: Quiet Stalker 3/1; tatsächlich: 2/2.');
  });
});
