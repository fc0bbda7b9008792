// A small XML reader and escaper, enough for card databases (elements, attributes, text, entities, CDATA,
// comments); no DTDs or namespaces.

import { lookupTable } from '../model/lookup-table';
import { msg, WordedError, type Message } from '../i18n';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Malformed XML: why, as a catalog message (`import.xml.*`). */
export class XmlError extends WordedError {}

const ENTITIES: Record<string, string> = lookupTable({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" });

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, e: string) => {
    if (e.startsWith('#x')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
    return ENTITIES[e] ?? whole;
  });
}

/** Characters XML 1.0 allows nowhere, not even as references: controls other than tab and line breaks, lone surrogates, U+FFFE/U+FFFF. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text or an attribute value as XML: the markup characters escaped, characters XML cannot hold shown as U+FFFD. */
export function escapeXml(s: string): string {
  return s.replace(NOT_XML, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Parses a document into its root element; throws XmlError with the offset on malformed input. */
export function parseXml(text: string): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  let pos = 0;
  const fail = (what: Message): never => { throw new XmlError(msg('import.malformed-xml', { offset: String(pos), what })); };
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    const top = stack[stack.length - 1]!;
    if (lt < 0) { top.text += decodeEntities(text.slice(pos)); break; }
    if (lt > pos) top.text += decodeEntities(text.slice(pos, lt));
    pos = lt;
    if (text.startsWith('<!--', pos)) { const end = text.indexOf('-->', pos); if (end < 0) fail(msg('import.xml.unterminated-comment')); pos = end + 3; continue; }
    if (text.startsWith('<![CDATA[', pos)) { const end = text.indexOf(']]>', pos); if (end < 0) fail(msg('import.xml.unterminated-cdata')); top.text += text.slice(pos + 9, end); pos = end + 3; continue; }
    if (text.startsWith('<?', pos) || text.startsWith('<!', pos)) { const end = text.indexOf('>', pos); if (end < 0) fail(msg('import.xml.unterminated-declaration')); pos = end + 1; continue; }
    const end = text.indexOf('>', pos);
    if (end < 0) fail(msg('import.xml.unterminated-tag'));
    const tag = text.slice(pos + 1, end);
    pos = end + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (top.name !== name) fail(msg('import.xml.wrong-close', { closing: `</${name}>`, open: top.name }));
      stack.pop();
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const m = /^([^\s/>]+)/.exec(body);
    if (!m) fail(msg('import.xml.nameless-tag'));
    const el: XmlElement = { name: m![1]!, attrs: {}, children: [], text: '' };
    for (const a of body.slice(m![0].length).matchAll(/(?<![^\s=])([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) el.attrs[a[1]!] = decodeEntities(a[2] ?? a[3] ?? '');
    top.children.push(el);
    if (!selfClosing) stack.push(el);
  }
  if (stack.length > 1) fail(msg('import.xml.never-closed', { name: stack[stack.length - 1]!.name }));
  const first = root.children[0];
  if (!first) fail(msg('import.xml.no-root'));
  return first!;
}

export const child = (el: XmlElement, name: string): XmlElement | undefined => el.children.find((c) => c.name === name);
