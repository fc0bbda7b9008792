// The set overview page (editor command "CardScript: Show Set Overview"): the counts and as-fan of `stats.ts` and
// the cards in a table sortable by any column. The page's only script sorts the table; it runs under a nonce.

import type { CardFacts } from './card-facts';
import type { BoosterLayout, SetStats } from './stats';
import { checkedOrigin, webviewPage } from './webview-page';
import { escapeXml } from './xml';
import { lookupTable } from '../model/lookup-table';

export interface OverviewRow extends CardFacts {
  cost: string;
}

export interface OverviewPageOptions {
  cspSource: string;
  nonce: string;
}

const STYLE = `
body { font-family: var(--vscode-font-family, sans-serif); color: var(--vscode-foreground, #222); background: var(--vscode-editor-background, #fff); margin: 12px; }
h1 { font-size: 1.1em; } h2 { font-size: 1em; margin-top: 16px; }
table { border-collapse: collapse; font-size: 0.9em; }
th, td { border-bottom: 1px solid rgba(128,128,128,0.35); padding: 2px 8px; text-align: left; }
th { cursor: pointer; user-select: none; }
dl { display: grid; grid-template-columns: max-content auto; gap: 2px 12px; }
dt { font-weight: bold; }`;

/** Sorts the card table by the clicked column (numbers as numbers); a second click reverses. */
const SCRIPT = `
for (const th of document.querySelectorAll('#cards th')) {
  th.addEventListener('click', () => {
    const table = document.getElementById('cards');
    const i = [...th.parentNode.children].indexOf(th);
    const dir = th.dataset.dir === 'asc' ? -1 : 1;
    th.dataset.dir = dir === 1 ? 'asc' : 'desc';
    const rows = [...table.tBodies[0].rows];
    const key = (r) => r.cells[i].dataset.sort ?? r.cells[i].textContent;
    rows.sort((a, b) => { const x = key(a), y = key(b); const nx = Number(x), ny = Number(y);
      return dir * (x !== '' && y !== '' && !isNaN(nx) && !isNaN(ny) ? nx - ny : x.localeCompare(y)); });
    for (const r of rows) table.tBodies[0].appendChild(r);
  });
}`;

const RARITY_ORDER: Record<string, number> = lookupTable({ common: 0, uncommon: 1, rare: 2, mythic: 3, special: 4, bonus: 5 });

function counts(label: string, c: Record<string, number>): string {
  return `<dt>${escapeXml(label)}</dt><dd>${Object.entries(c).map(([k, v]) => `${escapeXml(k)} ${v}`).join(', ')}</dd>`;
}

export function setOverviewHtml(title: string, rows: readonly OverviewRow[], stats: SetStats, booster: BoosterLayout, opts: OverviewPageOptions): string {
  const { cspSource, nonce } = checkedOrigin(opts);
  const csp = `default-src 'none'; img-src ${cspSource ? `${cspSource} ` : ''}data:; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}';`;
  const asFan = Object.entries(stats.asFan).map(([cat, row]) => `<tr><td>${escapeXml(cat)}</td><td>${Object.entries(row).map(([k, v]) => `${escapeXml(k)} ${v}`).join(', ')}</td></tr>`).join('');
  const cell = (text: string, sort?: string | number) => `<td${sort !== undefined ? ` data-sort="${escapeXml(String(sort))}"` : ''}>${escapeXml(text)}</td>`;
  const body = rows.map((r) => `<tr>${[
    cell(r.name),
    cell(r.cost),
    cell(String(r.manaValue)),
    cell(r.colors.join('') || 'C', r.colors.length > 1 ? 'M' + r.colors.join('') : r.colors.join('') || 'Z'),
    cell(r.typeLine),
    cell(r.rarity ?? '', RARITY_ORDER[r.rarity ?? ''] ?? 9),
    cell(r.power !== undefined && r.toughness !== undefined ? `${r.power}/${r.toughness}` : r.loyalty ?? ''),
    cell(r.families.join(', ')),
  ].join('')}</tr>`).join('\n');
  return webviewPage({ title: 'Set overview', csp, nonce, style: STYLE }, [
    '<body>',
    `<h1>${escapeXml(title)}: ${stats.cards} card${stats.cards === 1 ? '' : 's'}</h1>`,
    `<dl>${counts('colors', stats.colors)}${counts('rarity', stats.rarity)}${counts('types', stats.types)}${counts('mana value', stats.manaCurve)}${counts('face-down', stats.faceDown)}</dl>`,
    `<h2>As-fan (booster ${Object.entries(booster.slots).map(([k, v]) => `${escapeXml(k)}=${v}`).join(' ')})</h2>`,
    `<table><tbody>${asFan}</tbody></table>`,
    '<h2>Cards (click a column to sort)</h2>',
    '<table id="cards"><thead><tr><th>name</th><th>cost</th><th>mv</th><th>colors</th><th>type</th><th>rarity</th><th>P/T</th><th>face-down</th></tr></thead>',
    `<tbody>\n${body}\n</tbody></table>`,
    `<script nonce="${escapeXml(nonce)}">${SCRIPT}</script>`,
    '</body>',
  ]);
}
