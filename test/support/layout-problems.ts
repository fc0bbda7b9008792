// What is wrong with a card layout's geometry (server/src/formats/render/card-layout.ts): a run or symbol outside
// the box it is set in, boxes that overlap, things on one line drawn over each other. Shared by the layout test
// and the corpus suite.

import { runBounds, symbolBounds, type FaceLayout, type Rect } from '../../server/src/formats/render/card-layout';
import { fontMetrics } from '../../server/src/formats/render/fonts';

const EPS = 0.01;

const inside = (r: Rect, box: Rect) => r.x >= box.x - EPS && r.y >= box.y - EPS && r.x + r.w <= box.x + box.w + EPS && r.y + r.h <= box.y + box.h + EPS;
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w - EPS && b.x < a.x + a.w - EPS && a.y < b.y + b.h - EPS && b.y < a.y + a.h - EPS;
const show = (r: Rect) => `[${r.x.toFixed(1)},${r.y.toFixed(1)} ${r.w.toFixed(1)}×${r.h.toFixed(1)}]`;

/** Everything wrong with a layout's geometry, as sentences (empty when all is in place). */
export function layoutProblems(layout: FaceLayout, label: string): string[] {
  const problems: string[] = [];
  const boxes = Object.entries(layout.boxes) as [string, Rect][];
  for (const [name, box] of boxes) if (!(box.w >= 0 && box.h >= 0)) problems.push(`${label}: box ${name} ${show(box)} has no size`);
  // The boxes text is set in never overlap (the art box holds only the face-down label).
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      if (overlap(boxes[i]![1], boxes[j]![1])) problems.push(`${label}: box ${boxes[i]![0]} ${show(boxes[i]![1])} overlaps box ${boxes[j]![0]} ${show(boxes[j]![1])}`);
    }
  }
  const placed: { what: string; r: Rect; line: number }[] = [];
  for (const run of layout.runs) {
    const box = layout.boxes[run.box];
    const r = runBounds(run);
    if (!box) problems.push(`${label}: "${run.shaped.text}" is in box ${run.box}, which the layout does not have`);
    else if (!inside(r, box)) problems.push(`${label}: "${run.shaped.text}" ${show(r)} runs out of box ${run.box} ${show(box)}`);
    if (run.width <= 0 && run.shaped.glyphs.length) problems.push(`${label}: "${run.shaped.text}" has no width`);
    placed.push({ what: `"${run.shaped.text}"`, r, line: Math.round(run.y * 100) });
  }
  for (const s of layout.symbols) {
    const box = layout.boxes[s.box];
    const r = symbolBounds(s);
    if (!box || !inside(r, box)) problems.push(`${label}: symbol {${s.symbol}} ${show(r)} is outside box ${s.box}${box ? ` ${show(box)}` : ''}`);
    // An inline symbol belongs to the line whose capitals it is centred on.
    placed.push({ what: `{${s.symbol}}`, r, line: s.box === 'text' ? Math.round((s.cy + (layout.fits.text!.size * fontMetrics().capHeight) / 2) * 100) : -1 });
  }
  // On one line, nothing sits on anything else ("Disguis②" was a symbol drawn over a word).
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const a = placed[i]!;
      const b = placed[j]!;
      const sameLine = Math.abs(a.line - b.line) <= 100;
      if (sameLine && a.r.x < b.r.x + b.r.w - EPS && b.r.x < a.r.x + a.r.w - EPS && overlap(a.r, b.r)) problems.push(`${label}: ${a.what} ${show(a.r)} overlaps ${b.what} ${show(b.r)}`);
    }
  }
  return problems;
}

