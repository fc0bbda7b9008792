// `cardscript render PATHS --out DIR [--card NAME]`: each card drawn as SVG (formats/render-card.ts): its faces and
// its face-down version(s), for sharing; `--html` writes the preview page instead. PNG needs a rasterizer we do not
// ship: convert the SVG with any tool.

import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import { cardPreview, previewHtml } from '../formats/card-preview';
import { forgeFileName } from '../formats/forge';
import { loadSet } from './export-command';
import { displayPath } from './files';
import { raiseExit, type CliIO } from './io';

export interface RenderOptions {
  out: string;
  card?: string;
  html?: boolean;
}

const slug = (name: string) => forgeFileName(name).replace(/\.txt$/, '');

export function runRender(paths: string[], opts: RenderOptions, io: CliIO): void {
  const set = loadSet(paths, io);
  if (!set) return;
  const cards = set.located.map((l) => l.card).filter((c) => !opts.card || c.name.toLowerCase() === opts.card.toLowerCase());
  if (!cards.length) { io.err(`cardscript: no card${opts.card ? ` named "${opts.card}"` : 's'} to render\n`); raiseExit(io, 1); return; }
  const out = path.resolve(io.cwd, opts.out);
  mkdirSync(out, { recursive: true });
  let files = 0;
  for (const card of cards) {
    const p = cardPreview(card);
    const base = slug(card.name);
    if (opts.html) {
      // A standalone page: no webview origin, so only inline (nonce'd) styles and data: images.
      writeFileSync(path.join(out, `${base}.html`), previewHtml(p, { cspSource: "'self'", nonce: 'cardscript-render' }), 'utf8');
      files++;
      continue;
    }
    p.faces.forEach((f, i) => { writeFileSync(path.join(out, `${base}${i ? '-back' : ''}.svg`), f.svg + '\n', 'utf8'); files++; });
    p.faceDown.forEach((f, i) => { writeFileSync(path.join(out, `${base}-face-down${p.faceDown.length > 1 ? `-${i + 1}` : ''}.svg`), f.svg + '\n', 'utf8'); files++; });
  }
  io.err(`rendered ${cards.length} card${cards.length === 1 ? '' : 's'} to ${files} file${files === 1 ? '' : 's'} in ${displayPath(out, io.cwd)}\n`);
}

export function registerRender(program: Command, io: CliIO): void {
  program
    .command('render')
    .description('Draw cards as SVG (faces and face-down versions), or as preview pages with --html.')
    .argument('[paths...]', 'files, directories or globs (default: the current directory)')
    .requiredOption('--out <dir>', 'folder for the files')
    .option('--card <name>', 'only this card')
    .option('--html', 'write the preview page (faces beside face-down versions) instead of SVG files', false)
    .action((paths: string[], opts: RenderOptions) => runRender(paths, opts, io));
}
