// Groups the lines of a file into set metadata, cards (faces, fields, rules text) and scenarios.
// Misplaced lines are reported and skipped; they never end the card or scenario around them.

import type { CardNode, FaceNode, Line, ScenarioNode, SetLine, SourceFile, SyntaxError, MisplacedLine } from './ast';
import { syntaxError } from './syntax-errors';
import { placed, type Span } from './span';

/**
 * Grows `node.span` over `span`, in place: the span of every node this pass makes is its own copy (a card's is its
 * first face's until a `back` line, growing alike; `extend(face)` and `extend(card)` then grow the one object twice).
 */
const extend = (node: { span: Span }, span: Span) => {
  if (span.start < node.span.start) node.span.start = span.start;
  if (span.end > node.span.end) node.span.end = span.end;
};

/** `span`: the text the lines come from (the whole file, or one chunk of it). */
export function buildStructure(lines: Line[], span: Span, errors: SyntaxError[]): SourceFile {
  const file: SourceFile = { span, items: [], lines, comments: [] };
  let card: CardNode | undefined;
  let face: FaceNode | undefined;
  let scenario: ScenarioNode | undefined;
  let set: SetLine | undefined;
  const misplaced = (line: Line, what: MisplacedLine, field?: string) => errors.push(syntaxError({ kind: 'misplaced', what, ...(field ? { field } : {}) }, line.span));

  for (const line of lines) {
    switch (line.kind) {
      case 'set':
        if (set) misplaced(line, 'repeated-set');
        else set = file.set = line;
        card = face = scenario = undefined;
        break;
      case 'card':
        face = { header: line, fields: [], span: placed({ ...line.span }) };
        // The card and its first face cover the same lines until a `back` line: one span object until then.
        card = { kind: 'card', name: line.name, faces: [face], span: face.span };
        scenario = undefined;
        file.items.push(card);
        break;
      case 'back':
        if (!card) { misplaced(line, 'back-without-card'); break; }
        if (card.faces.length >= 2) { misplaced(line, 'third-face'); break; }
        face = { header: line, fields: [], span: placed({ ...line.span }) };
        if (card.span === card.faces[0]!.span) card.span = placed({ ...card.span });
        card.faces.push(face);
        extend(card, line.span);
        break;
      case 'scenario':
        scenario = { kind: 'scenario', name: line.name, header: line, steps: [], span: placed({ ...line.span }) };
        card = face = undefined;
        file.items.push(scenario);
        break;
      case 'text':
        if (!face || !card) { misplaced(line, 'text-without-card'); break; }
        if (face.text) { misplaced(line, 'second-text'); break; }
        face.text = { keyword: line.keyword, lines: line.first ? [line.first] : [], span: placed({ ...line.span }) };
        extend(face, line.span);
        extend(card, line.span);
        break;
      case 'rules':
        if (!face?.text || !card) { misplaced(line, 'rules-outside-text'); break; }
        face.text.lines.push(line);
        extend(face.text, line.span);
        extend(face, line.span);
        extend(card, line.span);
        break;
      case 'setup-header':
      case 'step':
        if (!scenario) { misplaced(line, 'step-outside-scenario'); break; }
        if (line.kind === 'step') scenario.steps.push(line);
        extend(scenario, line.span);
        break;
      case 'error':
        // A scenario line that can't be read at all stays in the scenario, so running it fails rather than skips it.
        if (scenario) {
          scenario.steps.push({ kind: 'step', span: line.span, step: { kind: 'unreadable' } });
          extend(scenario, line.span);
        }
        break;
      default: {
        if (!face || !card) { misplaced(line, 'field-without-card', line.kind); break; }
        if (face.fields.some((f) => f.kind === line.kind)) {
          misplaced(line, 'repeated-field', line.kind);
          break;
        }
        face.fields.push(line);
        extend(face, line.span);
        extend(card, line.span);
      }
    }
  }
  trimArrays(file);
  return file;
}

/**
 * Arrays filled by `push` keep room to grow (V8 reserves 16 slots on the first push); the tree lives as long as its
 * document, so each is replaced by an exact-size copy once complete (about 6 MB on a 10,000-card file).
 */
function trimArrays(file: SourceFile): void {
  file.lines = file.lines.slice();
  file.items = file.items.slice();
  for (const item of file.items) {
    if (item.kind === 'scenario') {
      item.steps = item.steps.slice();
      continue;
    }
    item.faces = item.faces.slice();
    for (const face of item.faces) {
      face.fields = face.fields.slice();
      if (face.text) face.text.lines = face.text.lines.slice();
    }
  }
}
