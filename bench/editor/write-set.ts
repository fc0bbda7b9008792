// Writes the editor latency bench's workspace: one file of N generated cards (bench/generate.ts), replacing
// what the e2e run copied there. Usage (bundled by bench/editor/run.sh): node write-set.js <n> <ws-dir>
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { generateCards } from '../generate';

const [n, dir] = [Number(process.argv[2]), process.argv[3]];
if (!dir || !Number.isInteger(n) || n < 1) {
  console.error('usage: write-set <card-count> <workspace-dir>');
  process.exit(2);
}
for (const e of readdirSync(dir)) rmSync(path.join(dir, e), { recursive: true, force: true });
const file = path.join(dir, `bench-${n}.cards`);
writeFileSync(file, generateCards(n));
console.log(`wrote ${n} cards to ${file}`);
