// What the card-format readers (formats/: Scryfall, MTGJSON, Forge, Cockatrice, Magic Set Editor, our JSON records)
// and the import's read-back could not keep, in English: `cardscript import` prints each as a warning in the reader's
// language. Field, element and property names are the format's own (never translated), card names and values stay as
// the file holds them. A warning about one card is `import.card` around what happened (so a bulk file's repeats are
// counted: "12 cards: field 'x' not imported").

import { def } from '../define';

export const IMPORT_MESSAGES = {
  // whom a warning is about
  'import.card': def('{card}: {what}', { card: 'text', what: 'message' }),
  'import.card-face': def('{card} (face {face, number}): {what}', { card: 'text', face: 'number', what: 'message' }),
  'import.many-cards': def('{count, plural, one {# card} other {# cards}}: {what}', { count: 'number', what: 'message' }),

  // fields a reader does not keep
  'import.field-not-imported': def("field '{field}' not imported", { field: 'text' }),
  'import.element-not-imported': def('element <{element}> not imported', { element: 'text' }),
  'import.property-not-imported': def('property <{property}> not imported', { property: 'text' }),
  'import.flavor-joined': def('the line breaks of its flavor text were joined (a CardScript flavor is one line)'),
  'import.token-as-card': def('imported as a card (CardScript has no token marker)'),
  'import.tokens-skipped': def('{count, plural, one {# token} other {# tokens}} not imported (CardScript has no token marker)', { count: 'number' }),
  'import.layout-unknown': def("layout '{layout}' not understood", { layout: 'text' }),
  'import.layout-unknown-one-face': def("layout '{layout}' not understood (one face imported)", { layout: 'text' }),
  'import.layout-two-faced': def("layout '{layout}' written as a two-faced card (CardScript has no {layout} layout)", { layout: 'text' }),
  'import.faces-after-second': def('faces after the second not imported (CardScript has a front and a back face)'),
  'import.one-face-only': def('only one face of this {layout} card was found', { layout: 'text' }),
  'import.face-not-object': def('a card face that is not an object was skipped'),
  'import.not-card-object': def("an object of type '{type}' is not a card; skipped", { type: 'text' }),

  // entries skipped
  'import.entry-not-card-object': def('an entry that is not a card object was skipped'),
  'import.entry-not-card-record': def('an entry that is not a card record was skipped'),
  'import.card-entry-nameless': def('a card entry without a name was skipped'),
  'import.card-object-nameless': def('a card object without a name was skipped'),
  'import.card-record-nameless': def('a card record without a name was skipped'),
  'import.card-nameless-skipped': def('a card without a name was skipped'),
  'import.card-nameless-not-imported': def('a card without a name was not imported'),
  'import.no-cards': def('no cards found'),
  'import.twice': def('appears twice with different fields; the first is imported'),

  // Cockatrice
  'import.cockatrice.not-database': def('not a Cockatrice card database (root <{root}>)', { root: 'text' }),
  'import.cockatrice.version': def("Cockatrice database version '{version}' read as version 4", { version: 'text' }),
  'import.cockatrice.orphan-back': def('a back face no front face links to (related attach="transform"); imported as a card'),

  // Forge
  'import.forge.nameless-face': def('a face without a Name line was not imported'),
  'import.forge.colors': def("Colors '{colors}' not understood", { colors: 'text' }),
  'import.forge.shard': def("mana shard '{shard}' not understood", { shard: 'text' }),
  'import.forge.line': def('line not understood: {line}', { line: 'text' }),
  'import.forge.edition-line': def('edition: line not understood: {line}', { line: 'text' }),
  'import.forge.alternate-mode': def("AlternateMode '{mode}' not understood", { mode: 'text' }),
  'import.forge.no-card': def('no card found'),

  // Magic Set Editor
  'import.mse.other-game': def("the set is for the game '{game}', not magic", { game: 'text' }),
  'import.mse.no-set-file': def('the package holds no set file'),

  // the file as a whole
  'import.not-utf8.file': def('{file}: the file is not valid UTF-8 (each bad sequence read as U+FFFD)', { file: 'text' }),
  'import.not-utf8.values': def('{file}: {count, plural, one {# value is} other {# values are}} not valid UTF-8 (each bad sequence read as U+FFFD)', { file: 'text', count: 'number' }),
  'import.already-cardscript': def('this is already a CardScript file'),
  'import.unknown-format': def('not a card file we can read: {why}', { why: 'message' }),
  'import.unknown.xml': def('an XML file that is not a Cockatrice card database'),
  'import.unknown.json-array': def('a JSON array of neither Scryfall card objects nor card records'),
  'import.unknown.json-object': def('a JSON object of no known card format'),
  'import.unknown.none': def('no known card format'),
  'import.carddb.unknown-format': def('not a card file the card database reads ({why})', { why: 'message' }),
  'import.carddb.other-format': def('not a card file the card database reads ({format})', { format: 'text' }),

  // a malformed file (json-stream.ts, xml.ts, zip.ts): why it can't be read
  'import.malformed-json': def('malformed JSON: {what}', { what: 'message' }),
  'import.json.unterminated-string': def('unterminated string'),
  'import.json.unterminated-value': def('unterminated value'),
  'import.json.unexpected': def('unexpected {found}', { found: 'message' }),
  'import.json.char': def("'{char}'", { char: 'text' }),
  'import.json.byte': def('byte {byte}', { byte: 'text' }),
  'import.json.end': def('end of file'),
  'import.json.value-not-parsed': def('a value does not parse'),
  'import.json.empty': def('empty document'),
  'import.json.end-of-file': def('unexpected end of file'),
  'import.json.expected-key': def('expected a key, found {found}', { found: 'message' }),
  'import.json.key-not-parsed': def('a key does not parse'),
  'import.json.expected-colon': def('expected a colon'),
  'import.malformed-xml': def('malformed XML at offset {offset}: {what}', { offset: 'text', what: 'message' }),
  'import.xml.unterminated-comment': def('unterminated comment'),
  'import.xml.unterminated-cdata': def('unterminated CDATA'),
  'import.xml.unterminated-declaration': def('unterminated declaration'),
  'import.xml.unterminated-tag': def('unterminated tag'),
  'import.xml.wrong-close': def('{closing} closes <{open}>', { closing: 'text', open: 'text' }),
  'import.xml.nameless-tag': def('a tag without a name'),
  'import.xml.never-closed': def('<{name}> is never closed', { name: 'text' }),
  'import.xml.no-root': def('no root element'),
  'import.zip.not-zip': def('not a zip file (no end of central directory)'),
  'import.zip.damaged-directory': def('a damaged zip central directory'),
  'import.zip.damaged-header': def('zip entry {name}: damaged local header', { name: 'text' }),
  'import.zip.cut-short': def('zip entry {name} is cut short', { name: 'text' }),
  'import.zip.too-large': def('zip entry {name} is larger than {max} bytes', { name: 'text', max: 'text' }),
  'import.zip.method': def('zip entry {name} uses compression method {method}, which is not supported', { name: 'text', method: 'text' }),

  // the written CardScript read back (to-cardscript.ts)
  'import.back.lost': def('did not survive being written as CardScript'),
  'import.back.rarity': def("rarity '{before}' became '{after}'", { before: 'text', after: 'text' }),
  'import.back.faces': def('{before, number} faces became {after, number}', { before: 'number', after: 'number' }),
  'import.back.field': def("field '{field}' of face {face, number} changed: {before} became {after}", { field: 'text', face: 'number', before: 'text', after: 'text' }),
  'import.back.symbol': def('unknown mana symbol {symbol}', { symbol: 'text' }),
  'import.back.no-parse': def('written CardScript does not parse: {error} ({excerpt})', { error: 'text', excerpt: 'text' }),
  'import.back.other-cards': def('written CardScript reads back as other cards ({got, number} for {want, number})', { got: 'number', want: 'number' }),
  'import.back.other-cards-from': def('written CardScript reads back as other cards ({got, number} for {want, number}; "{name}" comes from the text of another card)', { got: 'number', want: 'number', name: 'text' }),
} as const;
