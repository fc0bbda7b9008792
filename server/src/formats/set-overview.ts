// The set overview page (editor command "CardScript: Show Set Overview"): the counts and as-fan of `stats.ts` and
// the cards in a table sortable by any column. The page's only script sorts the table; it runs under a nonce.

import type { CardFacts } from './card-facts';
import { t, type Locale, type MessageId } from '../i18n';
import { boosterSlots, countsText, statKey, type BoosterLayout, type SetStats } from './stats';
import { webviewPage } from './webview-page';
import { escapeXml } from './xml';

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

const RARITY_ORDER: Record<string, number> = { common: 0, uncommon: 1, rare: 2, mythic: 3, special: 4, bonus: 5 };

/** The card table's columns, in order. */
const COLUMNS: readonly MessageId[] = [
  'page.overview.column.name', 'page.overview.column.cost', 'page.overview.column.mv', 'page.overview.column.colors', 'page.overview.column.type',
  'page.overview.column.rarity', 'page.overview.column.pt', 'page.overview.column.face-down',
];

export function setOverviewHtml(title: string, rows: readonly OverviewRow[], stats: SetStats, booster: BoosterLayout, opts: OverviewPageOptions, locale: Locale = 'en'): string {
  const csp = `default-src 'none'; img-src ${opts.cspSource} data:; style-src 'nonce-${opts.nonce}'; script-src 'nonce-${opts.nonce}';`;
  const counts = (label: MessageId, c: Record<string, number>) => `<dt>${escapeXml(t(locale, label))}</dt><dd>${escapeXml(countsText(c, locale))}</dd>`;
  const asFan = Object.entries(stats.asFan).map(([cat, row]) => `<tr><td>${escapeXml(statKey(cat, locale))}</td><td>${escapeXml(countsText(row, locale))}</td></tr>`).join('');
  const cell = (text: string, sort?: string | number) => `<td${sort !== undefined ? ` data-sort="${escapeXml(String(sort))}"` : ''}>${escapeXml(text)}</td>`;
  const body = rows.map((r) => `<tr>${[
    cell(r.name),
    cell(r.cost),
    cell(String(r.manaValue)),
    cell(r.colors.join('') || 'C', r.colors.length > 1 ? 'M' + r.colors.join('') : r.colors.join('') || 'Z'),
    cell(r.typeLine),
    cell(r.rarity ? statKey(r.rarity, locale) : '', RARITY_ORDER[r.rarity ?? ''] ?? 9),
    cell(r.power !== undefined && r.toughness !== undefined ? `${r.power}/${r.toughness}` : r.loyalty ?? ''),
    cell(r.families.map((f) => statKey(f, locale)).join(', ')),
  ].join('')}</tr>`).join('\n');
  return webviewPage({ title: t(locale, 'page.overview.title'), csp, nonce: opts.nonce, style: STYLE, lang: locale }, [
    '<body>',
    `<h1>${escapeXml(t(locale, 'stats.title', { title, count: stats.cards }))}</h1>`,
    `<dl>${counts('stats.label.colors', stats.colors)}${counts('stats.label.rarity', stats.rarity)}${counts('stats.label.types', stats.types)}${counts('stats.label.mana-value', stats.manaCurve)}${counts('stats.label.face-down', stats.faceDown)}</dl>`,
    `<h2>${escapeXml(t(locale, 'page.overview.as-fan', { slots: boosterSlots(booster) }))}</h2>`,
    `<table><tbody>${asFan}</tbody></table>`,
    `<h2>${escapeXml(t(locale, 'page.overview.cards'))}</h2>`,
    `<table id="cards"><thead><tr>${COLUMNS.map((c) => `<th>${escapeXml(t(locale, c))}</th>`).join('')}</tr></thead>`,
    `<tbody>\n${body}\n</tbody></table>`,
    `<script nonce="${escapeXml(opts.nonce)}">${SCRIPT}</script>`,
    '</body>',
  ]);
}
