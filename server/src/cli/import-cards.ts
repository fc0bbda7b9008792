// `cardscript import`: writes card data (JSON card records, or Forge card scripts) as CardScript text.

export interface CardRecord {
  name: string;
  manaCost?: string | null;
  typeLine?: string | null;
  power?: string | null;
  toughness?: string | null;
  loyalty?: string | null;
  defense?: string | null;
  oracleText?: string | null;
}

export function quote(s: string): string {
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** One card as CardScript, two-space indented, rules text one line per ability. */
export function writeCard(rec: CardRecord): string {
  const out = [`card ${quote(rec.name)}`];
  if (rec.manaCost) out.push(`  cost ${rec.manaCost}`);
  if (rec.typeLine) out.push(`  type ${rec.typeLine}`);
  if (rec.power != null && rec.toughness != null) out.push(`  pt ${rec.power}/${rec.toughness}`);
  if (rec.loyalty) out.push(`  loyalty ${rec.loyalty}`);
  if (rec.defense) out.push(`  defense ${rec.defense}`);
  const lines = (rec.oracleText ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
  if (lines.length) {
    out.push('  text');
    for (const l of lines) out.push(`    ${l}`);
  }
  return out.join('\n') + '\n';
}

/** Reads the face-up fields of a Forge card script (`Key:Value` lines; CARDNAME in Oracle text). */
export function readForgeScript(script: string): CardRecord[] {
  const faces: CardRecord[] = [];
  let current: Record<string, string> = {};
  const flush = () => {
    if (!current['Name']) return;
    const name = current['Name'];
    const pt = current['PT']?.split('/');
    const cost = current['ManaCost'];
    faces.push({
      name,
      manaCost: cost && cost !== 'no cost' ? cost.split(/\s+/).map(forgeShard).join('') : null,
      typeLine: forgeTypes(current['Types'] ?? ''),
      power: pt?.[0] ?? null,
      toughness: pt?.[1] ?? null,
      loyalty: current['Loyalty'] ?? null,
      oracleText: (current['Oracle'] ?? '').replace(/\\n/g, '\n').replace(/CARDNAME/g, name),
    });
  };
  for (const raw of script.split(/\r?\n/)) {
    if (raw.trim() === 'ALTERNATE') { flush(); current = {}; continue; }
    const m = /^([A-Za-z]+):(.*)$/.exec(raw);
    if (m && !(m[1]! in current)) current[m[1]!] = m[2]!.trim();
  }
  flush();
  return faces;
}

function forgeShard(shard: string): string {
  if (/^\d+$/.test(shard) || /^[WUBRGCXS]$/.test(shard)) return `{${shard}}`;
  if (/^[WUBRG]{2}$/.test(shard)) return `{${shard[0]}/${shard[1]}}`;
  if (/^[WUBRG]P$/.test(shard)) return `{${shard[0]}/P}`;
  if (/^2[WUBRG]$/.test(shard)) return `{2/${shard[1]}}`;
  return `{${shard}}`;
}

const FORGE_SUPERTYPES = new Set(['Basic', 'Legendary', 'Snow', 'World', 'Ongoing']);
const FORGE_CARD_TYPES = new Set(['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery', 'Tribal', 'Scheme', 'Plane', 'Phenomenon', 'Conspiracy', 'Vanguard', 'Dungeon']);

function forgeTypes(flat: string): string {
  const words = flat.split(/\s+/).filter(Boolean);
  const head = words.filter((w) => FORGE_SUPERTYPES.has(w) || FORGE_CARD_TYPES.has(w));
  const sub = words.filter((w) => !FORGE_SUPERTYPES.has(w) && !FORGE_CARD_TYPES.has(w));
  return sub.length ? `${head.join(' ')} — ${sub.join(' ')}` : head.join(' ');
}

/** Two-faced cards: the second record becomes the `back` face of the first. */
export function writeCards(records: CardRecord[], twoFaced = false): string {
  if (!twoFaced || records.length < 2) return records.map(writeCard).join('\n');
  const [front, back] = records as [CardRecord, CardRecord];
  // The formatter's layout: the back face's fields are indented like the front's (docs/language.md "Layout").
  const backText = writeCard(back).replace(/^card /, '  back ');
  return writeCard(front) + backText;
}
