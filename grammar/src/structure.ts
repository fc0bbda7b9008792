// Groups the lines of a file into set metadata, cards (faces, fields, rules text) and scenarios.
// Misplaced lines are reported and skipped; they never end the card or scenario around them.

import type { CardNode, FaceNode, Line, ScenarioNode, SetLine, SourceFile, SyntaxError, MisplacedLine, FieldLine, RulesLineNode, StepLine } from './ast';
import { syntaxError } from './syntax-errors';
import { placed, type Span } from './span';
import { Filling } from './filling';

/**
 * Grows `node.span` over `span`, in place: the span of every node this pass makes is its own copy (a card's is its
 * first face's until a `back` line, growing alike; `extend(face)` and `extend(card)` then grow the one object twice).
 */
const extend = (node: { span: Span }, span: Span) => {
  if (span.start < node.span.start) node.span.start = span.start;
  if (span.end > node.span.end) node.span.end = span.end;
};

// One filling per kind of list, reused by every pass (the pass never runs inside another).
const items = new Filling<SourceFile['items'][number]>();
const fields = new Filling<FieldLine>();
const rules = new Filling<RulesLineNode>();
const steps = new Filling<StepLine>();

/**
 * `lines`: exact size (the tree keeps it as it is). `span`: the text the lines come from (the whole file, or one chunk
 * of it).
 */
export function buildStructure(lines: Line[], span: Span, errors: SyntaxError[]): SourceFile {
  const file: SourceFile = { span, items: NO_ITEMS, lines, comments: [] };
  // The lists of the card, face and scenario being read are completed when the next one starts, and at the end.
  items.clear();
  fields.clear();
  rules.clear();
  steps.clear();
  let card: CardNode | undefined;
  let face: FaceNode | undefined;
  let scenario: ScenarioNode | undefined;
  let set: SetLine | undefined;
  const misplaced = (line: Line, what: MisplacedLine, field?: string) => errors.push(syntaxError({ kind: 'misplaced', what, ...(field ? { field } : {}) }, line.span));
  const endFace = () => {
    if (!face) return;
    face.fields = fields.done();
    if (face.text) face.text.lines = rules.done();
    face = undefined;
  };
  const endScenario = () => {
    if (!scenario) return;
    scenario.steps = steps.done();
    scenario = undefined;
  };

  for (const line of lines) {
    switch (line.kind) {
      case 'set':
        if (set) misplaced(line, 'repeated-set');
        else set = file.set = line;
        endFace();
        endScenario();
        card = undefined;
        break;
      case 'card':
        endFace();
        endScenario();
        face = { header: line, fields: NO_FIELDS, span: placed({ ...line.span }) };
        // The card and its first face cover the same lines until a `back` line: one span object until then.
        card = { kind: 'card', name: line.name, faces: [face], span: face.span };
        items.add(card);
        break;
      case 'back':
        if (!card) { misplaced(line, 'back-without-card'); break; }
        if (card.faces.length >= 2) { misplaced(line, 'third-face'); break; }
        endFace();
        face = { header: line, fields: NO_FIELDS, span: placed({ ...line.span }) };
        if (card.span === card.faces[0]!.span) card.span = placed({ ...card.span });
        card.faces = [card.faces[0]!, face];
        extend(card, line.span);
        break;
      case 'scenario':
        endFace();
        endScenario();
        scenario = { kind: 'scenario', name: line.name, header: line, steps: NO_STEPS, span: placed({ ...line.span }) };
        card = undefined;
        items.add(scenario);
        break;
      case 'text':
        if (!face || !card) { misplaced(line, 'text-without-card'); break; }
        if (face.text) { misplaced(line, 'second-text'); break; }
        face.text = { lines: NO_RULES, span: placed({ ...line.span }) };
        if (line.first) rules.add(line.first);
        extend(face, line.span);
        extend(card, line.span);
        break;
      case 'rules':
        if (!face?.text || !card) { misplaced(line, 'rules-outside-text'); break; }
        rules.add(line);
        extend(face.text, line.span);
        extend(face, line.span);
        extend(card, line.span);
        break;
      case 'setup-header':
      case 'step':
        if (!scenario) { misplaced(line, 'step-outside-scenario'); break; }
        if (line.kind === 'step') steps.add(line);
        extend(scenario, line.span);
        break;
      case 'error':
        // A scenario line that can't be read at all stays in the scenario, so running it fails rather than skips it.
        if (scenario) {
          steps.add({ kind: 'step', span: line.span, step: { kind: 'unreadable' } });
          extend(scenario, line.span);
        }
        break;
      default: {
        if (!face || !card) { misplaced(line, 'field-without-card', line.kind); break; }
        if (fields.someKind(line.kind)) {
          misplaced(line, 'repeated-field', line.kind);
          break;
        }
        fields.add(line);
        extend(face, line.span);
        extend(card, line.span);
      }
    }
  }
  endFace();
  endScenario();
  file.items = items.done();
  return file;
}

// Placeholders while a list fills (replaced by `done` before the pass returns; never seen outside it).
const NO_ITEMS: SourceFile['items'] = [];
const NO_FIELDS: FieldLine[] = [];
const NO_RULES: RulesLineNode[] = [];
const NO_STEPS: StepLine[] = [];
