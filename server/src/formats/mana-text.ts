// Mana costs between the brace notation ("{2}{W/U}{G/P}") and the compact notations of Forge ("2 WU PG") and
// Cockatrice ("2{W/U}U").


/** The symbols of a brace cost, without braces: "{2}{W/U}" → ["2", "W/U"]. */
export function symbolsOf(cost: string): string[] {
  return [...cost.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!.toUpperCase());
}

/**
 * One Forge shard as a brace symbol; undefined when it is not one Forge writes. Forge writes Phyrexian mana with a
 * P before or after the color ("PU", "UP") and hybrid Phyrexian with an H ("GWH" is {G/W/P}).
 */
export function forgeShardToSymbol(shard: string): string | undefined {
  const s = shard.toUpperCase();
  if (/^\d+$/.test(s) || /^[WUBRGCXYS]$/.test(s)) return `{${s}}`;
  let m: RegExpExecArray | null;
  if ((m = /^([WUBRG])([WUBRG])$/.exec(s)) && m[1] !== m[2]) return `{${m[1]}/${m[2]}}`;
  if ((m = /^(?:P([WUBRG])|([WUBRG])[PH])$/.exec(s))) return `{${m[1] ?? m[2]}/P}`;
  if ((m = /^([WUBRG])([WUBRG])[PH]$/.exec(s)) || (m = /^P([WUBRG])([WUBRG])$/.exec(s))) return `{${m[1]}/${m[2]}/P}`;
  if ((m = /^2([WUBRG])$/.exec(s))) return `{2/${m[1]}}`;
  if ((m = /^C([WUBRG])$/.exec(s))) return `{C/${m[1]}}`;
  return undefined;
}

/** A brace symbol as the shard Forge writes. */
export function symbolToForgeShard(symbol: string): string {
  const parts = symbol.split('/');
  if (parts.length === 2 && parts[1] === 'P') return `P${parts[0]}`;
  if (parts.length === 3 && parts[2] === 'P') return `${parts[0]}${parts[1]}H`;
  return parts.join('');
}

/** Forge's `ManaCost:` value → brace cost; `unknown` collects shards it cannot read. */
export function forgeCostToBraces(value: string, unknown: string[] = []): string | undefined {
  if (!value || value.trim().toLowerCase() === 'no cost') return undefined;
  return value.trim().split(/\s+/).map((shard) => {
    const sym = forgeShardToSymbol(shard);
    if (!sym) { unknown.push(shard); return `{${shard}}`; }
    return sym;
  }).join('');
}

export function bracesToForgeCost(cost: string | undefined): string {
  if (!cost) return 'no cost';
  return symbolsOf(cost).map(symbolToForgeShard).join(' ');
}

/** Cockatrice's `manacost`: single-character symbols bare, every other symbol in braces ("2{W/U}U"). */
export function bracesToCockatrice(cost: string | undefined): string {
  if (!cost) return '';
  return symbolsOf(cost).map((s) => (/^(\d+|[WUBRGCXYS])$/.test(s) ? s : `{${s}}`)).join('');
}

/** Cockatrice's `manacost` → brace cost: digits run together as one number, letters one symbol each. */
export function cockatriceToBraces(value: string): string | undefined {
  const v = value.trim();
  if (!v) return undefined;
  const out: string[] = [];
  for (const m of v.matchAll(/\{[^{}]*\}|\d+|./g)) {
    const t = m[0];
    if (t.trim() === '') continue;
    out.push(t.startsWith('{') ? t.toUpperCase() : `{${t.toUpperCase()}}`);
  }
  return out.join('');
}
