// A scenario run as readable text: each step, the events it caused, and the state after it.
// Used by `cardscript simulate`, its golden tests and the editor's step hover.

import type { GameEvent } from '../state/events';
import type { ScenarioReport, StepReport } from './run-scenario';

export function describeEvent(e: GameEvent): string | null {
  switch (e.type) {
    case 'cast': return `${e.player} cast${e.player === 'you' ? '' : 's'} ${e.cardName}${e.faceDown ? ` face down${e.method ? ` (${e.method})` : ''}` : ''} for ${e.cost}`;
    case 'activated': return `${e.cardName}: ability ${e.abilityIndex + 1} activated`;
    case 'resolved': return `resolved: ${e.description}`;
    case 'countered': return `countered: ${e.description}`;
    case 'entered': return `${e.cardName} entered the battlefield${e.faceDown ? ` face down (${e.origin ?? 'face down'})` : ''} under ${e.controller === 'you' ? 'your' : "the opponent's"} control`;
    case 'turned-face-up': return `${e.cardName} turned face up by ${e.via === 'special-action' ? `the special action${e.method ? ` (${e.method}${e.cost ? ` ${e.cost}` : ''})` : ''}` : 'an effect'}`;
    case 'turned-face-down': return `${e.cardName} turned face down`;
    case 'revealed': return `${e.cardName} revealed (CR ${e.cr.join(', ')})`;
    case 'stayed-face-down': return `${e.cardName} stays face down (CR ${e.cr.join(', ')})`;
    case 'triggered': return `${e.cardName} triggered: ${e.trigger}`;
    case 'zone-changed': return `${e.cardName}: ${e.from} → ${e.to}`;
    case 'counter-added': return `${e.count} ${e.counter} counter${e.count === 1 ? '' : 's'} put on ${e.objectId}`;
    case 'counter-removed': return `${e.count} ${e.counter} counter${e.count === 1 ? '' : 's'} removed from ${e.objectId}`;
    case 'life': return `${e.player} ${e.amount >= 0 ? 'gain' : 'lose'}${e.player === 'you' ? '' : 's'} ${Math.abs(e.amount)} life (${e.cause})`;
    case 'cost-paid': return `cost paid: ${e.cost}`;
    case 'manifested': return `${e.how === 'cloak' ? 'cloaked' : e.how === 'manifest-dread' ? 'manifested (dread)' : 'manifested'}: ${e.cardName}`;
    case 'tapped': case 'untapped': return `${e.objectId} ${e.type}`;
    case 'attached': return `${e.objectId} attached to ${e.to}`;
    case 'unattached': return `${e.objectId} unattached from ${e.from}`;
    case 'damage': return `${e.amount} damage to ${e.objectId ?? e.player}${e.source ? ` from ${e.source}` : ''}`;
    case 'effect-started': return `effect begins: ${e.description}`;
    case 'effect-ended': return `effect ends: ${e.description}`;
    case 'control-changed': return `${e.objectId} now controlled by ${e.player}`;
    case 'transformed': return `${e.objectId} transformed`;
    case 'drew': return `${e.player} drew a card`;
    case 'state-based-action': return `state-based action: ${e.objectId} ${e.action} (CR ${e.cr.join(', ')})`;
    case 'ceased-to-exist': return `${e.cardName} ceased to exist`;
    case 'phased': return `${e.objectId} phased ${e.out ? 'out' : 'in'}`;
    case 'player-left': return `${e.player} left the game`;
    case 'lost': return `${e.player} ${e.reason} and loses the game (CR ${e.cr.join(', ')})`;
    case 'reached-step': return `turn ${e.turn} (${e.active}): ${e.step.replace(/-/g, ' ')} step`;
    // Events the lines around them already tell (a step beginning, a declaration, a target chosen): not shown.
    case 'step-began': case 'manifested-dread': case 'attackers-declared': case 'blockers-declared': case 'combat-damage-dealt': case 'became-target': return null;
    case 'attacks': return `${e.cardName} (${e.objectId}) attacks ${e.defender}`;
    case 'blocks': return `${e.cardName} (${e.objectId}) blocks ${e.attacker}`;
    case 'removed-from-combat': return `${e.objectId} removed from combat`;
    case 'mana-added': return `${e.player} add${e.player === 'you' ? '' : 's'} ${e.mana}${e.sourceId ? ` (${e.sourceId})` : ''}`;
    case 'mana-spent': return `${e.player} pa${e.player === 'you' ? 'y' : 'ys'} ${e.cost} with ${e.mana || 'no mana'}${e.life ? ` and ${e.life} life` : ''}`;
    case 'game-ended': return 'the game ended; every face-down object is revealed (CR 708.9)';
  }
}

/** passed, INCONCLUSIVE (nothing failed, but some expectation rests on text the engine doesn't carry out) or FAILED. */
export function scenarioVerdict(report: ScenarioReport): 'passed' | 'INCONCLUSIVE' | 'FAILED' {
  if (report.passed) return 'passed';
  return report.expectations.failed || report.illegalSteps || report.unreadableSteps ? 'FAILED' : 'INCONCLUSIVE';
}

export function stepLines(step: StepReport, source: string, index: number): string[] {
  const text = source.slice(step.line.span.start, step.line.span.end).trim();
  const out = [`${index}. ${text}${step.ok ? '' : step.inconclusive ? '   ?' : '   ✗'}`];
  for (const e of step.events) {
    const said = describeEvent(e);
    if (said !== null) out.push(`   → ${said}`);
  }
  for (const d of step.diagnostics) out.push(`   ! ${d.code}: ${d.message}`);
  return out;
}

/** The transcript of one scenario; `withState` adds the full state after every step. */
export function formatTranscript(report: ScenarioReport, source: string, opts: { withState: boolean }): string {
  const lines = [`scenario "${report.name}"`];
  report.steps.forEach((s, i) => {
    lines.push(...stepLines(s, source, i + 1).map((l) => `  ${l}`));
    if (opts.withState) lines.push(...s.state.split('\n').map((l) => `      | ${l}`));
  });
  const { total, failed, inconclusive } = report.expectations;
  lines.push(`  result: ${scenarioVerdict(report)} — ${total - failed - inconclusive}/${total} expectations hold${inconclusive ? `, ${inconclusive} inconclusive` : ''}, ${report.illegalSteps} illegal step${report.illegalSteps === 1 ? '' : 's'}${report.unreadableSteps ? `, ${report.unreadableSteps} unreadable step${report.unreadableSteps === 1 ? '' : 's'}` : ''}`);
  return lines.join('\n') + '\n';
}
