// A strict XML 1.0 reading of what we write (SVG, Cockatrice XML, fragments of our HTML pages), for tests that parse
// our output back: saxes, not our own reader, so an escaping bug cannot hide behind a matching bug in the reader.

import { SaxesParser } from 'saxes';

export interface Node {
  name: string;
  attrs: Record<string, string>;
  children: Node[];
  /** The text directly inside the element (children's text not included). */
  text: string;
}

/** The document's root element, or the first well-formedness error (a string). */
export function parseStrictXml(xml: string): Node | string {
  const parser = new SaxesParser({ xmlns: false });
  const root: Node = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: Node[] = [root];
  let error: string | undefined;
  parser.on('error', (e) => { error ??= e.message; });
  parser.on('opentag', (t) => {
    const node: Node = { name: t.name, attrs: { ...(t.attributes as Record<string, string>) }, children: [], text: '' };
    stack[stack.length - 1]!.children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => { stack.pop(); });
  parser.on('text', (t) => { stack[stack.length - 1]!.text += t; });
  parser.on('cdata', (t) => { stack[stack.length - 1]!.text += t; });
  parser.write(xml).close();
  return error ?? root.children[0] ?? 'no root element';
}

/** Every element named `name`, depth first. */
export function elements(node: Node, name: string): Node[] {
  const out: Node[] = [];
  const walk = (n: Node) => { if (n.name === name) out.push(n); n.children.forEach(walk); };
  walk(node);
  return out;
}

/** Characters XML 1.0 allows nowhere (controls but tab and line breaks, U+FFFE/U+FFFF, lone surrogates). */
export function isXmlChar(cp: number): boolean {
  return cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);
}

/**
 * What of `s` an XML document can hold: `s` without the characters XML forbids. (A writer may drop them or show them
 * as U+FFFD; `sameXmlText` accepts either.)
 */
export function xmlCharsOf(s: string): string {
  return [...s].filter((c) => isXmlChar(c.codePointAt(0)!)).join('');
}

/**
 * Whether `got` (read back by an XML parser) is `sent` as XML can hold it: forbidden characters dropped or each shown as
 * U+FFFD; line ends read as "\n" (XML 2.11); in an attribute, tabs and line ends read as spaces (XML 3.3.3); `raw`: a
 * reader that normalizes neither (ours).
 */
export function sameXmlText(got: string, sent: string, where: 'text' | 'attribute' | 'raw' = 'text'): boolean {
  const read = (s: string) => {
    if (where === 'raw') return s;
    const lines = s.replace(/\r\n?/g, '\n');
    return where === 'attribute' ? lines.replace(/[\t\n]/g, ' ') : lines;
  };
  const replaced = [...sent].map((c) => (isXmlChar(c.codePointAt(0)!) ? c : '\uFFFD')).join('');
  return got === read(xmlCharsOf(sent)) || got === read(replaced);
}
