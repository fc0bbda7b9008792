// `cardscript render PATHS --out DIR [--card NAME]`: each card drawn as SVG (formats/render-card.ts): its faces and
// its face-down version(s), for sharing; `--html` writes the preview page instead. PNG needs a rasterizer we do not
// ship: convert the SVG with any tool.

import * as path from 'node:path';
import type { Command } from 'commander';
import { cardPreview, previewHtml } from '../formats/card-preview';
import { forgeFileName } from '../formats/forge';
import { loadSet } from './export-command';
import { displayPath } from './files';
import { raiseExit, type CliIO } from './io';
import { UniqueNames, writeForCommand, type OutputFile } from './output-files';

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
  const files: OutputFile[] = [];
  const names = new UniqueNames();
  const renamed: string[] = [];
  for (const card of cards) {
    const p = cardPreview(card);
    // One base name per card (two cards never share one: `Fire // Ice` and `Fire Ice` differ by a suffix).
    const { name: base, collided } = names.claim(slug(card.name), '');
    if (collided) renamed.push(`${card.name}: written as ${base}…, ${slug(card.name) ? `${slug(card.name)} is another card's` : 'its name has no letter or digit for a file name'}`);
    const add = (file: string, data: string) => files.push({ file: path.join(out, file), data });
    if (opts.html) {
      // A standalone page: no webview origin, so only inline (nonce'd) styles and data: images.
      add(`${base}.html`, previewHtml(p, { cspSource: "'self'", nonce: 'cardscript-render' }));
      continue;
    }
    p.faces.forEach((f, i) => add(`${base}${i ? '-back' : ''}.svg`, f.svg + '\n'));
    p.faceDown.forEach((f, i) => add(`${base}-face-down${p.faceDown.length > 1 ? `-${i + 1}` : ''}.svg`, f.svg + '\n'));
  }
  if (!writeForCommand(files, io)) return;
  for (const r of renamed) io.err(`warning: ${r}\n`);
  const written = files.length;
  io.err(`rendered ${cards.length} card${cards.length === 1 ? '' : 's'} to ${written} file${written === 1 ? '' : 's'} in ${displayPath(out, io.cwd)}\n`);
  if (renamed.length) raiseExit(io, 1);
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
