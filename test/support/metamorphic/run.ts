// The metamorphic suite's runs (issue 23 part 4). For every scenario of test/rules/ and examples/ that passes
// definitely, two halves of cases:
//   turn-inconclusive: a bystander permanent on the battlefield whose unread text could change the checked value
//                      (REACH_TEMPLATES) → that expectation must become `?`, quoting the bystander;
//   stay-definite:     a bystander whose text provably can't matter (INERT_TEMPLATES: in a library, in exile, a back
//                      face, face down, a restriction never tested …) → every expectation must stay definite and equal.
// Each half is measured against a control: the same bystander with no text at all in the same place. A scenario whose
// answers the control already changes (the bystander's mere presence matters: a count, a target, a draw) gives no case
// for that placement; those are counted as `presenceMatters`, not silently dropped.
// Scenarios run in memory: the scenario's text, with one more setup line, parsed beside the bystander's card, run on
// the workspace's cards. Nothing is written.

import * as path from 'node:path';
import { readdirSync, statSync } from 'node:fs';
import type { ScenarioNode, Step } from '../../../grammar/src/ast';
import type { GameEvent } from '../../../server/src/rules/state/events';
import type { CliIO } from '../../../server/src/cli/io';
import { loadWorkspace } from '../../../server/src/cli/check-command';
import { buildDocument } from '../../../server/src/model/document';
import type { Card } from '../../../server/src/model/types';
import { runScenario, type ScenarioReport } from '../../../server/src/rules/scenario/run-scenario';
import { BYSTANDER, bystanderCard, isUnread, pickTemplate, reachOf, setupLine, usableTemplates, withFirstStep } from './bystanders';
import { INERT_TEMPLATES, type InertPlacement, type ReachTemplate } from './templates';

export const ROOT = path.resolve(__dirname, '../../..');

/** The scenario workspaces, as the tests of test/rules and test/scenarios simulate them (paths from the checkout). */
export function scenarioWorkspaces(): string[] {
  const dirs = (d: string) => readdirSync(path.join(ROOT, d)).filter((f) => statSync(path.join(ROOT, d, f)).isDirectory()).sort();
  const files = (d: string) => readdirSync(path.join(ROOT, d)).filter((f) => f.endsWith('.cards')).sort().map((f) => `${d}/${f}`);
  return [
    'test/rules/game',
    ...files('test/rules/layers'),
    ...files('test/rules/honesty'),
    ...files('test/rules/mana'),
    ...dirs('test/rules/wave3').map((d) => `test/rules/wave3/${d}`),
    'examples',
  ];
}

export interface ScenarioSource {
  /** The file, relative to the checkout. */
  file: string;
  name: string;
  text: string;
  cards: Card[];
}

/** Every scenario of a workspace, with its text and the cards its workspace defines. */
export function scenariosOf(target: string): ScenarioSource[] {
  const io: CliIO = { out: () => {}, err: () => {}, cwd: ROOT, exitCode: 0 };
  const loaded = loadWorkspace([target], io);
  if (!loaded) throw new Error(`cannot load ${target}`);
  const cards = loaded.workspace.allCards();
  const out: ScenarioSource[] = [];
  for (const file of loaded.files) {
    const doc = loaded.workspace.get(file)!;
    for (const s of doc.scenarios) {
      out.push({ file: path.relative(ROOT, file), name: s.name?.value ?? '', text: doc.text.slice(s.span.start, s.span.end), cards });
    }
  }
  return out;
}

export type Verdict = '✓' | '✗' | '?';

export interface ExpectationResult {
  /** Index of the step among the scenario's steps (the added setup line not counted). */
  index: number;
  text: string;
  step: Step;
  verdict: Verdict;
  /** What an inconclusive answer quotes: the card and the text. */
  quotes: { card: string; text: string }[];
  /** An `expect illegal:` step refused for what it says: no card text could make it legal. */
  refusedForWhatItSays: boolean;
}

export interface RunResult {
  report: ScenarioReport;
  expectations: ExpectationResult[];
  /** The scenario passed with the same expectations and no illegal or unreadable step. */
  passed: boolean;
  /** After the added steps, the bystander changed zones, was cast, turned face up or transformed: where it was put no longer says where it stayed. */
  bystanderMoved: boolean;
}

/**
 * Did a step after the first `added` bring the bystander's text into play: onto the battlefield or the stack face up,
 * turned face up, transformed — or, for text that works in the graveyard, into a graveyard (CR 113.6, 113.6b)? Drawn,
 * milled or manifested, it stays where its text does nothing.
 */
function movedBystander(report: ScenarioReport, added: number, graveyardCounts: boolean): boolean {
  const ids = new Set<string>();
  for (const step of report.steps) {
    for (const ev of step.events) {
      if (!('cardName' in ev) || ev.cardName !== BYSTANDER) continue;
      if ('objectId' in ev) ids.add(ev.objectId);
      if (ev.type === 'zone-changed' && ev.newId) ids.add(ev.newId);
    }
  }
  const ours = (ev: GameEvent) => ('cardName' in ev && ev.cardName === BYSTANDER) || ('objectId' in ev && ev.objectId !== undefined && ids.has(ev.objectId));
  const intoPlay = (ev: GameEvent) => {
    switch (ev.type) {
      case 'zone-changed': return ev.to === 'battlefield' || ev.to === 'stack' || (graveyardCounts && ev.to === 'graveyard');
      case 'entered': case 'cast': return !ev.faceDown;
      case 'turned-face-up': case 'transformed': return true;
      default: return false;
    }
  };
  return report.steps.slice(added).some((step) => step.events.some((ev) => ours(ev) && intoPlay(ev)));
}

const EXPECT = new Set(['expect', 'expect-player', 'expect-stack', 'expect-illegal']);

/** Runs a scenario's text (already transformed) with an extra card text beside it. `added`: steps added at its head. */
export function runText(source: ScenarioSource, scenarioText: string, cardText: string, added: number, graveyardCounts = false): RunResult {
  const uri = `mem:/metamorphic/${source.file}`;
  const doc = buildDocument(uri, `${cardText}\n${scenarioText}\n`);
  const scenario: ScenarioNode | undefined = doc.scenarios[0];
  if (!scenario) throw new Error(`no scenario in the transformed text of ${source.file}: ${source.name}`);
  const cards = [...doc.cards.map((b) => b.card), ...source.cards];
  const report = runScenario(scenario, cards, uri, doc.parse.errors.map((e) => e.span));
  const expectations: ExpectationResult[] = [];
  report.steps.forEach((s, i) => {
    if (i < added || !EXPECT.has(s.line.step.kind)) return;
    const verdict: Verdict = s.inconclusive ? '?' : s.ok ? '✓' : '✗';
    expectations.push({
      index: i - added, text: doc.text.slice(s.line.span.start, s.line.span.end).trim(), step: s.line.step, verdict,
      quotes: (s.inconclusive ?? []).map((r) => ({ card: r.cardName, text: r.text })), refusedForWhatItSays: !!s.refusedForWhatItSays,
    });
  });
  return { report, expectations, passed: report.passed, bystanderMoved: added > 0 && movedBystander(report, added, graveyardCounts) };
}

export interface Case {
  half: 'turn-inconclusive' | 'stay-definite';
  /** `file › scenario › #step expectation ⟂ bystander`: the case's stable name (the known-leak list holds these). */
  key: string;
  /** What the bystander's text is (a template id, or a placement and its sentence). */
  bystander: string;
  sentence: string;
  expected: Verdict;
  got: Verdict;
  holds: boolean;
  why?: string;
}

export interface SuiteResult {
  scenarios: number;
  /** Scenarios that pass definitely (the ones the cases are made from). */
  definite: number;
  cases: Case[];
  /** (scenario, placement) pairs whose control run already changed an answer: no case made from them. */
  presenceMatters: string[];
  /** (scenario, placement) pairs where the scenario moved the bystander out of the place that made its text inert. */
  bystanderMoved: string[];
  /** Expectations no text can change (ownership, a step refused for what it says), with no turn-inconclusive case. */
  unreachable: number;
  /** Reach templates and inert sentences the grammar has learned: left out of this run. */
  learned: string[];
  runs: number;
}

const quotesOf = (e: ExpectationResult) => e.quotes.map((q) => `'${q.text}' of ${q.card}`).join('; ');
const clip = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);
const scenarioKey = (s: ScenarioSource) => `${s.file} › ${clip(s.name, 50)}`;
const caseKey = (s: ScenarioSource, e: ExpectationResult, by: string) => `${scenarioKey(s)} › #${e.index} ${clip(e.text, 50)} ⟂ ${by}`;

/** Runs both halves over `sources`. */
export function runSuite(sources: readonly ScenarioSource[]): SuiteResult {
  const { usable, learned } = usableTemplates();
  const learnedInert = new Set(INERT_TEMPLATES.flatMap((p) => (p.sentences ?? []).map((x) => x.sentence)).filter((x) => !isUnread(x)));
  const result: SuiteResult = { scenarios: sources.length, definite: 0, cases: [], presenceMatters: [], bystanderMoved: [], unreachable: 0, learned: [...learned.map((t) => t.sentence), ...learnedInert], runs: 0 };
  const run = (s: ScenarioSource, line: string | undefined, card: string, graveyardCounts = false) => {
    result.runs++;
    return runText(s, line ? withFirstStep(s.text, line) : s.text, card, line ? 1 : 0, graveyardCounts);
  };

  for (const s of sources) {
    const base = run(s, undefined, '');
    if (!base.passed || base.expectations.some((e) => e.verdict !== '✓')) continue;
    result.definite++;
    // The control of a placement: the bystander with no text, in the same place (shared by the battlefield placements).
    const controls = new Map<string, RunResult | undefined>();
    const controlKey = (placement: InertPlacement | 'battlefield') => (placement === 'back-face' ? 'back-face' : setupLine(placement));
    const control = (placement: InertPlacement | 'battlefield'): RunResult | undefined => {
      const key = controlKey(placement);
      if (!controls.has(key)) {
        const c = run(s, setupLine(placement), bystanderCard(undefined, { back: placement === 'back-face' }));
        const same = c.passed && c.expectations.every((e, i) => e.verdict === base.expectations[i]?.verdict);
        if (!same) result.presenceMatters.push(`${scenarioKey(s)} ⟂ ${key}`);
        controls.set(key, same ? c : undefined);
      }
      return controls.get(key);
    };

    // Half 1: for each expectation, a template whose reach covers what it checks, on the battlefield.
    const byTemplate = new Map<ReachTemplate, ExpectationResult[]>();
    for (const e of base.expectations) {
      // A step refused for what it says ("choosing Forest" for a color, CR 105.1; "*/1" for a P/T) stays refused
      // whatever a card's text: no text reaches that answer.
      const reach = e.refusedForWhatItSays ? undefined : reachOf(e.step);
      const t = reach ? pickTemplate(reach, `${scenarioKey(s)} › #${e.index}`, usable) : undefined;
      if (!t) { result.unreachable++; continue; }
      byTemplate.set(t, [...(byTemplate.get(t) ?? []), e]);
    }
    if (byTemplate.size && control('battlefield')) {
      for (const [t, es] of byTemplate) {
        const r = run(s, setupLine('battlefield'), bystanderCard(t.sentence));
        for (const e of es) {
          const got = r.expectations.find((x) => x.index === e.index)!;
          // The `?` must quote the bystander's sentence (or the part of it the model didn't read).
          const quoted = got.quotes.some((q) => q.card === BYSTANDER && q.text.length > 0 && t.sentence.includes(q.text));
          result.cases.push({
            half: 'turn-inconclusive', key: caseKey(s, e, t.id), bystander: t.id, sentence: t.sentence, expected: '?', got: got.verdict,
            holds: got.verdict === '?' && quoted,
            ...(got.verdict === '?' && !quoted ? { why: `inconclusive, but quoting ${quotesOf(got)}, not the bystander's sentence` } : {}),
          });
        }
      }
    }

    // Half 2: the scenario's first template (its sentence could reach the first expectation), or the placement's own
    // sentences, where the text can't matter; every expectation stays as it was.
    const own = [...byTemplate.keys()][0] ?? usable[0]!;
    const cardTexts = s.cards.map((c) => c.faces.map((f) => f.abilities.map((a) => a.text).join(' ')).join(' '));
    for (const p of INERT_TEMPLATES) {
      const sentence = p.sentences
        ? p.sentences.find((x) => !learnedInert.has(x.sentence) && !cardTexts.some((text) => x.testedBy?.test(text)) && !x.takenBy?.test(s.text))?.sentence
        : own.sentence;
      const c = sentence ? control(p.placement) : undefined;
      if (!sentence || !c) continue;
      const r = run(s, setupLine(p.placement), bystanderCard(sentence, { back: p.placement === 'back-face' }), p.placement === 'other-zone');
      // Put onto the battlefield face up, transformed, or (a graveyard ability) put into a graveyard: its text may matter after all.
      if (r.bystanderMoved) {
        result.bystanderMoved.push(`${scenarioKey(s)} ⟂ ${p.placement}`);
        continue;
      }
      for (const e of base.expectations) {
        const got = r.expectations.find((x) => x.index === e.index)!;
        const label = p.sentences ? p.placement : `${p.placement}:${own.id}`;
        result.cases.push({
          half: 'stay-definite', key: caseKey(s, e, label), bystander: label, sentence, expected: e.verdict, got: got.verdict,
          holds: got.verdict === e.verdict,
          ...(got.verdict === '?' ? { why: `inconclusive, quoting ${quotesOf(got)}` } : {}),
        });
      }
    }
  }
  const keys = new Set<string>();
  for (const c of result.cases) {
    if (keys.has(c.key)) throw new Error(`two metamorphic cases named ${c.key}: name the scenarios apart`);
    keys.add(c.key);
  }
  return result;
}
