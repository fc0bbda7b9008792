// `cardscript import FILE…`: card data (a JSON array or {cards:[…]} of card records, or Forge scripts) → CardScript.

import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { readForgeScript, writeCard, writeCards, type CardRecord } from './import-cards';
import { raiseExit, type CliIO } from './io';
import * as path from 'node:path';

export function registerImport(program: Command, io: CliIO): void {
  program
    .command('import')
    .description('Convert card data (JSON card records or Forge card scripts) into CardScript, printed to stdout.')
    .argument('<files...>', 'JSON files or Forge .txt scripts')
    .action((files: string[]) => {
      for (const file of files) {
        let text: string;
        try {
          text = readFileSync(path.resolve(io.cwd, file), 'utf8');
        } catch {
          io.err(`cardscript: cannot read '${file}'\n`);
          raiseExit(io, 2);
          continue;
        }
        if (file.endsWith('.json')) {
          let data: unknown;
          try { data = JSON.parse(text); } catch { io.err(`cardscript: '${file}' is not valid JSON\n`); raiseExit(io, 2); continue; }
          const records = (Array.isArray(data) ? data : (data as { cards?: unknown }).cards) as CardRecord[] | undefined;
          if (!Array.isArray(records)) { io.err(`cardscript: '${file}' holds no card records\n`); raiseExit(io, 2); continue; }
          io.out(records.filter((r) => r && typeof r.name === 'string').map(writeCard).join('\n'));
        } else {
          const faces = readForgeScript(text);
          io.out(writeCards(faces, faces.length === 2));
        }
      }
    });
}
