// `cardscript/searchSet` (the cards of the workspace matching a Scryfall-syntax query, with their locations) and
// `cardscript/setOverview` (the set overview page): the editor's commands over formats/search.ts and stats.ts.

import { cardFacts } from '../../formats/card-facts';
import { QueryError, search } from '../../formats/search';
import { setOverviewHtml } from '../../formats/set-overview';
import { DEFAULT_BOOSTER, setStats } from '../../formats/stats';
import { render, t } from '../../i18n';
import type { ServerContext } from '../server-context';

export interface SearchMatch {
  name: string;
  detail: string;
  uri: string;
  /** 0-based line of the `card` line. */
  line: number;
}

function workspaceRows(ctx: ServerContext) {
  return ctx.host.workspace.documents().flatMap((doc) => doc.cards.map((b) => ({
    ...cardFacts(b.card),
    cost: b.card.faces[0]?.manaCost?.text ?? '',
    uri: doc.uri,
    line: doc.text.slice(0, b.card.span.start).split('\n').length - 1,
  })));
}

export function handleSearchSet(ctx: ServerContext, params: { query: string }): { matches: SearchMatch[]; error?: string } {
  try {
    const found = search(workspaceRows(ctx), params.query);
    return { matches: found.map((f) => ({ name: f.name, detail: `${f.cost ? `${f.cost} ` : ''}${f.typeLine}`, uri: f.uri, line: f.line })) };
  } catch (err) {
    if (err instanceof QueryError) return { matches: [], error: render(err.why, ctx.locale ?? 'en') };
    throw err;
  }
}

export function handleSetOverview(ctx: ServerContext, params: { cspSource: string; nonce: string }): { html: string } {
  const rows = workspaceRows(ctx);
  const title = ctx.host.workspace.documents().find((d) => d.set.name)?.set.name ?? t(ctx.locale ?? 'en', 'stats.default-title');
  return { html: setOverviewHtml(title, rows, setStats(rows, DEFAULT_BOOSTER), DEFAULT_BOOSTER, params, ctx.locale ?? 'en') };
}

export function registerSetViews(ctx: ServerContext): void {
  ctx.connection.onRequest('cardscript/searchSet', (params: { query: string }) => handleSearchSet(ctx, params));
  ctx.connection.onRequest('cardscript/setOverview', (params: { cspSource: string; nonce: string }) => handleSetOverview(ctx, params));
}
