// Which card format a file holds, told from the start of its content (not its name).

import { msg, type Message } from '../i18n';

export type FormatName = 'scryfall' | 'mtgjson' | 'forge' | 'forge-edition' | 'mse' | 'cockatrice' | 'ours' | 'cardscript';

export type JsonShape =
  | { format: 'scryfall'; shape: 'card' | 'list' | 'array' }
  | { format: 'mtgjson'; shape: 'set' | 'all-printings' | 'atomic' }
  | { format: 'ours'; shape: 'array' | 'object' };

export type Detected = JsonShape | { format: 'forge' | 'forge-edition' | 'mse' | 'cockatrice' | 'cardscript' } | { format: 'unknown'; why: Message };

/** Looks at the first kilobytes of a file. */
export function detectFormat(head: string): Detected {
  // A Magic Set Editor package (a zip) or its `set` file.
  if (head.startsWith('PK\u0003\u0004')) return { format: 'mse' };
  const t = head.replace(/^\uFEFF/, '').trimStart();
  if (/^mse_version:/.test(t)) return { format: 'mse' };
  if (t.startsWith('<')) {
    return /<cockatrice_carddatabase\b/.test(t) ? { format: 'cockatrice' } : { format: 'unknown', why: msg('import.unknown.xml') };
  }
  // A Forge edition file (the set's name, code and the cards' rarities): `[metadata]` then `[cards]`.
  if (/^\[metadata\]/i.test(t) && /^\[cards\]/im.test(t)) return { format: 'forge-edition' };
  if (t.startsWith('[')) {
    if (/^\[\s*\{\s*"object"\s*:\s*"card"/.test(t) || /"type_line"\s*:/.test(t) || /"oracle_text"\s*:/.test(t)) return { format: 'scryfall', shape: 'array' };
    if (/"(?:oracleText|typeLine)"\s*:/.test(t)) return { format: 'ours', shape: 'array' };
    return { format: 'unknown', why: msg('import.unknown.json-array') };
  }
  if (t.startsWith('{')) {
    if (/^\{\s*"object"\s*:\s*"list"/.test(t) || /^\{[^]*?"object"\s*:\s*"list"/.test(t.slice(0, 200))) return { format: 'scryfall', shape: 'list' };
    if (/^\{\s*"object"\s*:\s*"card"/.test(t) || (/"type_line"\s*:/.test(t) && !/"data"\s*:/.test(t))) return { format: 'scryfall', shape: 'card' };
    if (/"meta"\s*:\s*\{\s*"(?:date|version)"/.test(t) || /^\{\s*"data"\s*:/.test(t)) {
      const m = /"data"\s*:\s*\{\s*"((?:[^"\\]|\\.)*)"\s*:\s*([[{"\d-tfn])/.exec(t);
      if (!m) return { format: 'mtgjson', shape: 'set' };
      const [, key, open] = m as unknown as [string, string, string];
      if (/^[a-z]/.test(key)) return { format: 'mtgjson', shape: 'set' };
      return { format: 'mtgjson', shape: open === '[' ? 'atomic' : 'all-printings' };
    }
    if (/"cards"\s*:\s*\[/.test(t)) return { format: 'ours', shape: 'object' };
    return { format: 'unknown', why: msg('import.unknown.json-object') };
  }
  if (/^Name:/m.test(t) && /^(?:ManaCost|Types|Oracle):/m.test(t)) return { format: 'forge' };
  if (/^[ \t]*(?:card|set)[ \t]+["“]/m.test(t)) return { format: 'cardscript' };
  return { format: 'unknown', why: msg('import.unknown.none') };
}
