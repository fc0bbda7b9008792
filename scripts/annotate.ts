// Developer tool: prints a fixture with its current diagnostics as caret annotations, for review
// before committing a new fixture (never used to bless a failing test: read every line it adds).
// Run: bash scripts/annotate.sh FILE.cards…
import { readFileSync } from 'node:fs';
import { readAnnotations, isAnnotation } from '../test/support/annotations';
import { analyzeFiles, toActual } from '../test/support/analyze';

const files = process.argv.slice(2);
const results = analyzeFiles(files, { showUnmodeled: files.some((f) => /show-unmodeled/.test(readFileSync(f, 'utf8'))) });
for (const file of files) {
  const { text, diagnostics } = results.get(file)!;
  void readAnnotations;
  const lines = text.split('\n').filter((l) => !isAnnotation(l));
  const clean = lines.join('\n');
  const actual = diagnostics.map((d) => toActual(text, d));
  void clean;
  const byLine = new Map<number, string[]>();
  for (const a of actual) {
    const pad = a.start === 0 ? '#<- ' : ' '.repeat(a.start - 1) + '#' + '^'.repeat(Math.max(1, Math.min(a.end, 500) - a.start)) + ' ';
    const ann = a.start === 0 ? `#<- ${a.code}` : `${' '.repeat(a.start - 1)}#${'^'.repeat(Math.max(1, a.end - a.start))} ${a.code}`;
    void pad;
    const list = byLine.get(a.line) ?? [];
    list.push(ann);
    byLine.set(a.line, list);
  }
  const src = text.split('\n');
  const out: string[] = [];
  src.forEach((l, i) => {
    if (isAnnotation(l)) return;
    out.push(l);
    for (const a of byLine.get(i) ?? []) out.push(a);
  });
  console.log(`==== ${file}`);
  console.log(out.join('\n'));
}
