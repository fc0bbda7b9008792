// Text from the user's files and card database inside hover Markdown: shown as written, never read as Markdown. A
// card name, a type line, Oracle text or a ruling could otherwise hold a link, a remote image (`![](https://…)`, which
// the editor would fetch), an autolink, HTML or a heading (issue 22, F16).

/** Characters that start inline Markdown anywhere: links and images, code, emphasis, HTML and entities, tables,
 * strikethrough, and the `:` of a URL and `@` of an address (autolinks). */
const INLINE = /[\\`*_[\]<>!#|~:&@]/g;
/** What starts a block at the beginning of a line: a list item, a setext underline; an ordered item's `1.` / `1)`. */
const LINE_START = /^([ \t]*)([-+=])/gm;
const ORDERED = /^([ \t]*\d{1,9})([.)])/gm;

/**
 * `s` as Markdown that renders as `s`: those characters backslash-escaped (CommonMark renders `\x` as `x` for every
 * ASCII punctuation), `www.` and a protocol-relative `//host.name` kept from becoming a link. Line breaks are kept:
 * the caller decides what they become.
 */
export function markdownText(s: string): string {
  return s
    .replace(INLINE, '\\$&')
    .replace(/\b(www)\./gi, '$1\\.')
    .replace(/\/\//g, '\\/\\/')
    .replace(LINE_START, '$1\\$2')
    .replace(ORDERED, '$1\\$2');
}

/** A fenced code block holding `text` as it is: the fence is longer than any run of backticks inside it. */
export function codeBlock(text: string): string {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}\n${text}\n${fence}`;
}
