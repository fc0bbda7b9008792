// A short stand-in for a long text, for maps that would otherwise keep the text itself as their key: two FNV-1a
// hashes (32 bits each, different offsets) and the length. Different texts may share a digest: a map keyed on it keeps
// its value's text (or can rebuild it) and compares the texts on a hit.

export function textDigest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}.${text.length.toString(36)}`;
}
