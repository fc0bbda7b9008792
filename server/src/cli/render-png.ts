// SVG → PNG for `cardscript render --png`, with resvg (@resvg/resvg-js: a native module, prebuilt per platform on
// npm). The card drawings hold no <text>: every letter is a glyph outline of the embedded font, so the rasterizer
// loads no fonts and the picture is the same on every machine. Loaded only when asked for, from node_modules (the
// CLI bundle keeps it external; the VS Code extension never loads it: its preview shows the SVG).

import { CARD_WIDTH } from '../formats/render/card-layout';

type Resvg = typeof import('@resvg/resvg-js');

let resvg: Promise<Resvg> | undefined;

/** The rasterizer did not load; `detail` is why (the module's own error), worded by the CLI in the run's language. */
export class RasterizerMissing extends Error {
  constructor(readonly detail: string) {
    super(`PNG output needs the @resvg/resvg-js package, which did not load here (${detail}); run \`npm ci\` in the CardScript folder, or render SVG without --png`);
  }
}

async function load(): Promise<Resvg> {
  resvg ??= import('@resvg/resvg-js').catch((e: unknown) => {
    resvg = undefined;
    throw new RasterizerMissing(e instanceof Error ? e.message.split('\n')[0]! : String(e));
  });
  return resvg;
}

/** A card drawing as PNG, `width` pixels wide (the card's own 630 unless said). */
export async function svgToPng(svg: string, width: number = CARD_WIDTH): Promise<Buffer> {
  const { Resvg } = await load();
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render().asPng();
}
