// Hover Markdown holds the user's words as written (issue 22, F16): a card name, a type line, Oracle text or a ruling
// from a card file or a card database renders no link, no image (the editor would fetch a remote one), no HTML, no
// heading or list. Checked by rendering the hover with a CommonMark renderer at its most permissive (HTML on,
// bare URLs linked), and the text read back.

import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { codeBlock, markdownText } from '../../server/src/ide/markdown';
import { getHover } from '../../server/src/ide/hover';
import { describeRealCard } from '../../server/src/ide/real-cards';
import { Workspace } from '../../server/src/model/workspace';

const MarkdownIt = createRequire(__filename)('markdown-it') as new (o: object) => { render(s: string): string };
const md = new MarkdownIt({ html: true, linkify: true });
const render = (s: string) => md.render(s);
/** The text a reader sees (tags removed, entities decoded). */
const visible = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

const HOSTILE = [
  '![tracker](https://evil.example/t.png)', '[click me](https://evil.example)', '<img src="https://evil.example/x.png">',
  'https://evil.example/a', 'www.evil.example', 'mail@evil.example', '<https://evil.example>', '`code`', '*bold* _it_',
  '# Heading', '- item', '+ item', '1. first', '2) second', '===', '> quote', '| a | b |', '~~gone~~', '&amp;', 'a\\b',
  // Protocol-relative addresses (linkify reads `//host.name` as a link; found by test/fuzz/hostile-names at seed 20261203).
  '//evil.example/a', '//\u00e9.\u00e9', 'a ///evil.example',
];
const ACTIVE = /<(a|img|h\d|li|blockquote|code|em|strong|table|del|hr)\b/;

describe('markdownText', () => {
  it.each(HOSTILE)('%s renders as written, with nothing active', (s) => {
    const html = render(markdownText(s));
    expect(html).not.toMatch(ACTIVE);
    expect(visible(html).trim()).toBe(s);
  });

  it('a code block is fenced past any backticks inside', () => {
    const html = render(codeBlock('a\n```\n# not a heading\n````x'));
    expect(html.match(/<pre>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<h1/);
  });
});

describe('hovers', () => {
  const evil = HOSTILE.join(' ');
  it('a real card from a card database: name, type line, Oracle text and rulings', () => {
    const html = render(describeRealCard({ name: '[x](https://evil.example) Card', manaCost: '{1}<b>', typeLine: `Creature — ${evil}`, oracleText: HOSTILE.join('\n'), rulings: [{ date: '2020-01-01', text: evil }] }));
    // Ours: the name in bold, the rulings as a list of one item each.
    expect(html).not.toMatch(/<(a|img|h\d|blockquote|code|em|table|del|hr)\b/);
    expect(html.match(/<li>/g)).toHaveLength(1);
    expect(html.match(/<strong>/g)).toHaveLength(1);
    for (const s of HOSTILE) expect(visible(html)).toContain(s);
  });

  it('a card of a card file: its name, cost, type line and keyword costs', () => {
    const name = 'Evil ![t](https://evil.example/t.png)';
    const text = `card "${name}"\n  cost {1}{U}\n  type Creature — <img src=x> [a](https://evil.example)\n  pt 1/1\n  text\n    Morph {2}{U}\n`;
    const ws = new Workspace();
    ws.update('file:///evil.cards', text);
    const hover = getHover(ws, 'file:///evil.cards', text.indexOf('Evil'))!;
    const html = render(hover.markdown);
    expect(html).not.toMatch(/<(a|img)\b/);
    expect(visible(html)).toContain(name);
  });
});
