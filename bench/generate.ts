// Bench inputs: the example set's cards multiplied with unique names (deterministic).

import { readFileSync } from 'node:fs';
import * as path from 'node:path';

const EXAMPLES = path.join(process.cwd(), 'examples', 'shrouded-vale.cards');

/** Card blocks of the example set (from a `card` line to the next blank-line-separated item). */
export function exampleCardBlocks(): { name: string; text: string }[] {
  const text = readFileSync(EXAMPLES, 'utf8');
  const blocks = text.split(/\n(?=card ")/).slice(1);
  return blocks.map((b) => {
    const name = /^card "([^"]+)"/.exec(b)![1]!;
    const body = b.replace(/\n#[^\n]*/g, '').trimEnd();
    return { name, text: body };
  });
}

/** `n` cards: the example cards in turn, each renamed "<name> <k>" (references to its own name follow). */
export function generateCards(n: number, header = 'set "Bench" code BEN templating modern\n\n'): string {
  const blocks = exampleCardBlocks();
  const out: string[] = [header];
  for (let i = 0; i < n; i++) {
    const b = blocks[i % blocks.length]!;
    const k = Math.floor(i / blocks.length) + 1;
    out.push(b.text.split(`"${b.name}"`).join(`"${b.name} ${k}"`) + '\n\n');
  }
  return out.join('');
}
