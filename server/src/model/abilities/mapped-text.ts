// Text with an offset map: normalizing rewrites (card name → "~", "−" → "-", runs of spaces → " ") keep
// every character's document offset, so spans computed on the normalized text point into the document.

import type { Span } from '../types';

export class MappedText {
  /** map[i] = document offset of text[i]; map[text.length] = document offset just after the text. */
  private constructor(
    readonly text: string,
    private readonly map: readonly number[],
  ) {}

  static from(text: string, offset: number): MappedText {
    const map = new Array<number>(text.length + 1);
    for (let i = 0; i <= text.length; i++) map[i] = offset + i;
    return new MappedText(text, map);
  }

  get length(): number {
    return this.text.length;
  }

  /** Document span of text[start, end). */
  span(start = 0, end = this.text.length): Span {
    const s = clamp(start, 0, this.text.length);
    const e = clamp(end, s, this.text.length);
    return { start: this.map[s]!, end: this.map[e]! };
  }

  slice(start: number, end = this.text.length): MappedText {
    const s = clamp(start, 0, this.text.length);
    const e = clamp(end, s, this.text.length);
    return new MappedText(this.text.slice(s, e), this.map.slice(s, e + 1));
  }

  /** This text followed by `other` (each character keeps its own document offset). */
  concat(other: MappedText): MappedText {
    return new MappedText(this.text + other.text, [...this.map.slice(0, this.text.length), ...other.map]);
  }

  /** The same text without leading/trailing white space. */
  trim(): MappedText {
    const lead = this.text.length - this.text.trimStart().length;
    const body = this.text.trim();
    return this.slice(lead, lead + body.length);
  }

  /** Like String.replace with a global regex; replaced characters map to the start of the replaced run. */
  replace(re: RegExp, replacement: string | ((match: string) => string)): MappedText {
    if (!re.global) throw new Error('MappedText.replace needs a global regex');
    const found: Match[] = [];
    for (const m of this.text.matchAll(re)) if (m[0].length > 0) found.push({ at: m.index ?? 0, text: m[0] });
    return this.replaceMatches(found, replacement);
  }

  /**
   * Replaces the given runs (in text order, not overlapping, none empty), as `replace` does with the runs a regex
   * matched. With no run, the same text is returned (no copy).
   */
  replaceMatches(found: readonly Match[], replacement: string | ((match: string) => string)): MappedText {
    if (found.length === 0) return this;
    let out = '';
    const map: number[] = [];
    let last = 0;
    for (const m of found) {
      const at = m.at;
      out += this.text.slice(last, at);
      for (let i = last; i < at; i++) map.push(this.map[i]!);
      const rep = typeof replacement === 'string' ? replacement : replacement(m.text);
      for (let i = 0; i < rep.length; i++) map.push(this.map[at]!);
      out += rep;
      last = at + m.text.length;
    }
    out += this.text.slice(last);
    for (let i = last; i < this.text.length; i++) map.push(this.map[i]!);
    map.push(this.map[this.text.length]!);
    return new MappedText(out, map);
  }
}

/** A run of the text to replace: where it starts and its text. */
export interface Match {
  at: number;
  text: string;
}

function clamp(n: number, lo: number, hi: number): number {
  return n < lo ? lo : n > hi ? hi : n;
}
