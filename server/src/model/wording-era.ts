// The templating era a face's own Oracle wording is in (rules-digest.md §7.4): legacy Oracle (before the 2024 update)
// says "enters the battlefield" and refers to a nonlegendary permanent by its name; modern says "enters" and "this
// creature". Used by the importer (which era a file of real cards is in) and by a `templating mixed` set (each card is
// checked in its own era).

/** Permanent card types: the cards that refer to themselves by name in legacy wording. */
const PERMANENT = /\b(?:Artifact|Battle|Creature|Enchantment|Land|Planeswalker)\b/;
const LEGACY_ENTERS = /\benters? the battlefield\b/;
/** "enters" on its own; "it enters with …" after the object was named entering is legacy wording too. */
const MODERN_ENTERS = /(?<!\b(?:[Ii]t|[Tt]hey) )\benters\b(?! the battlefield| with\b| or leaves the battlefield)/;
const MODERN_SELF = /\b[Tt]his (?:creature|artifact|enchantment|land|planeswalker|permanent|battle)\b/;
/** Lines where legacy wording says "this creature" too: a transform trigger (the other face's name, CR 712.8e). */
const TRANSFORMS_INTO = /\btransforms into\b/;

/** The text that tells the era: reminder text, quoted abilities and names used as names ("named …") left out. */
function tellingText(text: string): string {
  // An opening quote without its closing one runs to the end of the text (linear: no rescan from each quote mark).
  return text.replace(/\([^()]*\)/g, ' ').replace(/"[^"]*"?|\u201C[^\u201D]*\u201D?/g, ' ').replace(/\bnamed [^.,;]+/g, ' ');
}

function namesItself(text: string, name: string, typeLine: string): boolean {
  if (/\bLegendary\b/.test(typeLine) || !PERMANENT.test(typeLine) || name.length < 2) return false;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + name.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after) && !/transforms into $/.test(text.slice(Math.max(0, at - 16), at))) return true;
  }
  return false;
}

/** The era of one face's rules text (its lines joined by newlines), or undefined when the text tells neither. */
export function faceWordingEra(name: string, typeLine: string, text: string): 'modern' | 'legacy' | undefined {
  const lines = tellingText(text).split('\n');
  const all = lines.join('\n');
  if (LEGACY_ENTERS.test(all) || namesItself(all, name, typeLine)) return 'legacy';
  // A card with mutate says "this creature" in either era (the mutated permanent's name may be another card's, CR 702.140e).
  const mutates = /^Mutate\b/m.test(text);
  const modern = lines.some((l) => MODERN_ENTERS.test(l) || (!mutates && !TRANSFORMS_INTO.test(l) && MODERN_SELF.test(l)));
  if (modern) return 'modern';
  // Reminder text is Oracle wording of its time too ("Hideaway 5 (When this enchantment enters the battlefield, …)").
  const reminders = (text.match(/\([^()]*\)/g) ?? []).join('\n');
  return LEGACY_ENTERS.test(reminders) ? 'legacy' : MODERN_ENTERS.test(reminders) ? 'modern' : undefined;
}
