// `npm run coverage:real [-- FILE] [--no-check] [--lines FAMILY] [--misprints N] [--not-carried-out N] [--why KIND]`: issue 26's measurement of real
// cards (default ../shared/data/oracle-2022/cards-a.json, or $CARDSCRIPT_REAL_CARDS): the issue's table, the warnings
// and errors of the check on real Oracle text, and the phrase families not understood, ranked by lines blocked;
// `--not-carried-out N`: the N commonest reasons understood lines are not carried out (not-carried-out.ts);
// `--why KIND`: every detailed reason holding KIND ("zone-change"), with its lines, the lines where it is the only one, and examples.
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { families, measureFile, openings, shares } from './real-cards/measure';
import { conditionRanking, notCarriedOutRanking, reasonDetails } from './real-cards/not-carried-out';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args.splice(i, 2)[1] ?? '';
};
const noCheck = args.includes('--no-check');
const listFindings = args.includes('--findings');
const listFamily = flag('--lines');
const misprints = Number(flag('--misprints') ?? 0);
const notCarried = Number(flag('--not-carried-out') ?? 0);
const why = flag('--why');
const file = resolve(args.find((a) => !a.startsWith('--') && a !== '') ?? process.env.CARDSCRIPT_REAL_CARDS ?? '../shared/data/oracle-2022/cards-a.json');
if (!existsSync(file)) {
  console.log(`SKIPPED: ${file} not found (give a file, or set CARDSCRIPT_REAL_CARDS)`);
  process.exit(0);
}

const started = Date.now();
const m = measureFile(file, { check: !noCheck });
const f = m.figures;
const s = shares(f);
console.log(`Real cards: ${file} (templating ${f.era}), ${f.cards} cards, ${f.cardsWithText} with rules text\n`);
console.log('| rules lines | understood | understood and carried out | cards fully understood | cards fully carried out | print-back exact (of understood lines) |');
console.log('|---|---|---|---|---|---|');
console.log(`| ${f.lines} | ${s.understood} % (${f.understood}) | ${s.carriedOut} % (${f.carriedOut}) | ${s.cardsUnderstood} % (${f.cardsUnderstood}) | ${s.cardsCarriedOut} % (${f.cardsCarriedOut}) | ${s.printExact} % (${f.printExact}) |`);

if (m.findings) {
  const by = new Map<string, number>();
  for (const d of m.findings) by.set(`${d.severity} ${d.code}`, (by.get(`${d.severity} ${d.code}`) ?? 0) + 1);
  const notes = m.findings.filter((d) => d.severity !== 'warning' && d.severity !== 'error').length;
  console.log(`\nWarnings and errors of the check on real Oracle text: ${m.findings.length - notes}; analysis-incomplete notes (information: the grammar's gap): ${notes}`);
  for (const [k, n] of [...by].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(5)}  ${k}`);
  if (listFindings) for (const d of m.findings) console.log(`  ${d.code} ${d.card}: ${d.message}\n      ${d.line}`);
}

const fams = families(m.lines);
console.log('\nPhrase families not understood, by lines blocked:');
for (const [name, ls] of fams.slice(0, 40)) console.log(`  ${String(ls.length).padStart(5)}  ${name}`);
console.log('\nOpenings of the parts not understood (first three words), by lines:');
for (const [k, n] of openings(m.lines).slice(0, 40)) console.log(`  ${String(n).padStart(5)}  ${k} …`);

if (listFamily !== undefined) {
  console.log(`\nLines of family "${listFamily}":`);
  for (const [name, ls] of fams) if (name === listFamily || name.startsWith(listFamily)) for (const l of ls) console.log(`  ${l.card}: ${l.text}\n      not understood: ${l.notUnderstood.join(' | ')}`);
}
if (notCarried > 0) {
  const r = notCarriedOutRanking(m.abilities);
  console.log('\nUnderstood lines not carried out, by kind (lines; lines where it is the only reason):');
  for (const [k, n, only] of r.coarse.slice(0, notCarried)) console.log(`  ${String(n).padStart(5)} ${String(only).padStart(5)}  ${k}`);
  console.log('\n… by kind and detail, where it is the only reason (lines):');
  for (const [k, n] of r.fine.slice(0, notCarried)) console.log(`  ${String(n).padStart(5)}  ${k}`);
  console.log('\nWhat blocks conditional instructions (lines; lines where it is the only reason the line is not carried out):');
  for (const [k, n, only] of conditionRanking(m.abilities).slice(0, notCarried)) console.log(`  ${String(n).padStart(5)} ${String(only).padStart(5)}  ${k}`);
}
if (why !== undefined) {
  console.log(`\nReasons holding "${why}", over every understood line not carried out (lines; only reason; examples):`);
  for (const r of reasonDetails(m.abilities, why)) console.log(`  ${String(r.lines).padStart(5)} ${String(r.only).padStart(5)}  ${r.reason}\n${r.examples.map((x) => `          ${x}`).join('\n')}`);
}
if (misprints > 0) {
  console.log('\nUnderstood lines whose print differs:');
  for (const l of m.lines.filter((x) => x.understood && !x.printExact).slice(0, misprints)) console.log(`  ${l.card}: ${l.text}\n      printed: ${l.printed}`);
}
console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
if (process.env.COVERAGE_DUMP) {
  // Every line with COVERAGE_DUMP_ALL=1 (to diff which lines a change carried out or lost); else the lines with a gap.
  const all = process.env.COVERAGE_DUMP_ALL === '1';
  writeFileSync(process.env.COVERAGE_DUMP, JSON.stringify(m.lines.filter((l) => all || !l.understood || !l.printExact)));
}
