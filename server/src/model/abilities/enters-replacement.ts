// "~ enters [the battlefield] [tapped] [with <counters> on it] [unless|if <condition>]" (CR 614.1c, 614.12): what a
// permanent enters with, read as its own entering effects (tapped, counters put on it, keywords it has from then on). A
// whole line ("This creature enters with two +1/+1 counters on it.") is read by parse-ability.ts; the same words as a
// later sentence of an entering replacement ("As ~ enters, choose an opponent. ~ enters with a -1/-1 counter on it for
// each creature that player controls.", "… If you do, ~ enters with a +1/+1 counter on it.") are an `enters-with`
// sentence, read by effects.ts through `useEntersSentence` only while an entering replacement's text is read.

import type { Condition, Effect, TargetSpec } from '../types';
import { MappedText } from './mapped-text';
import { parseCondition, parseSentence, useEntersSentence } from './effects';

/**
 * "~ enters [the battlefield] [tapped] [with <counters> on it] [unless|if <condition>]": the permanent enters so
 * (CR 614.1c, 614.12); the counters are read as "put <counters> on it" (amounts, "for each", "where X is").
 */
export function readEntersReplacement(norm: MappedText, escapes = false): Effect[] | undefined {
  const lead = /^(?:~|it) enters(?: the battlefield)?/.exec(norm.text);
  if (!lead) return undefined;
  let body = norm.slice(lead[0].length);
  if (body.text.endsWith('.')) body = body.slice(0, body.length - 1);
  let condition: Condition | undefined;
  let unless = false;
  for (const word of [' unless ', ' if ']) {
    const at = body.text.lastIndexOf(word);
    if (at < 0) continue;
    const c = parseCondition(body.text.slice(at + word.length));
    if (!c) continue;
    condition = c;
    unless = word === ' unless ';
    body = body.slice(0, at);
    break;
  }
  const tapped = body.text.startsWith(' tapped');
  if (tapped) body = body.slice(' tapped'.length);
  let counters: Effect[] = [];
  if (body.text.startsWith(' with ')) {
    // "with three +1/+1 counters on it and with trample", "with flying and with X +1/+1 counters on it": counters, and
    // keywords it has from then on (CR 614.1c, 613.1f), each part after "with".
    const span = norm.span();
    for (const written of body.text.slice(' with '.length).split(' and with ')) {
      // "with an additional X +1/+1 counters on it", "with two additional +1/+1 counters on it": counters besides those
      // another sentence of the replacement puts on it (CR 614.1c, 122.6), read as the counters alone.
      const more = /^(an additional|\w+ additional) (.+)$/.exec(written);
      const additional = more ? (more[1] === 'an additional' ? 'an' as const : 'n' as const) : undefined;
      const part = !more ? written : additional === 'an' ? (/^X /.test(more[2]!) ? more[2]! : `${/^[+-]?\d|^[aeiou]/.test(more[2]!) && !/^[+-]/.test(more[2]!) ? 'an' : 'a'} ${more[2]}`) : `${more[1]!.split(' ')[0]} ${more[2]}`;
      const put = parseSentence(MappedText.from(`put ${part}`, 0));
      if (additional && !(put?.length === 1 && put[0]!.kind === 'add-counters')) return undefined;
      if (put && put.every((e) => e.kind === 'add-counters' && (e.target.kind === 'it' || e.target.kind === 'self'))) {
        counters.push(...put.map((e) => {
          const t = (e as { target: TargetSpec }).target;
          return { ...e, target: { kind: 'self', word: t.kind === 'it' || t.kind === 'self' ? t.word ?? 'it' : 'it' }, ...(additional ? { additional } : {}), span } as Effect;
        }));
        continue;
      }
      // "… and with "Pay 3 life: Regenerate ~."": a quoted ability it has from then on (CR 614.1c, 613.1f, 113.10).
      const quoted = /^"[^"]+"$/.test(part) ? parseSentence(MappedText.from(`~ has ${part}`, 0)) : undefined;
      const grant = quoted?.length === 1 && quoted[0]!.kind === 'grant-ability' && !quoted[0]!.keywords ? quoted[0] : undefined;
      // CR 702.138d: "~ escapes with "<ability>"": if it escaped, it has the ability (`escapes`: one alone).
      if (grant && (escapes || body.text.includes(' and with '))) {
        counters.push({ ...grant, target: { kind: 'self' }, duration: 'permanent', entersWith: true, span } as Effect);
        continue;
      }
      const has = /^[a-z ,]+$/.test(part) ? parseSentence(MappedText.from(`~ has ${part}`, 0)) : undefined;
      const kw = has?.length === 1 && has[0]!.kind === 'gain-keyword' ? has[0] : undefined;
      if (!kw || !body.text.includes(' and with ')) return undefined;
      counters.push({ ...kw, target: { kind: 'self' }, duration: 'permanent', entersWith: true, span } as Effect);
    }
  } else if (body.text.trim() !== '') return undefined;
  if (!tapped && counters.length === 0) return undefined;
  const span = norm.span();
  const effects: Effect[] = [...(tapped ? [{ kind: 'tap', target: { kind: 'self' }, span } as Effect] : []), ...counters];
  return condition ? [{ kind: 'conditional', condition, effects, trailing: true, ...(unless ? { unless: true } : {}), span }] : effects;
}

/**
 * "~ enters with …" / "it enters tapped" / "If X is 5 or more, it enters with an additional …" as a sentence of an
 * entering replacement (CR 614.1c): an `enters-with` effect (inside a `conditional` about it entering when the condition
 * is written first, CR 614.1c, 608.2c).
 */
function readEntersSentence(body: MappedText): Effect[] | undefined {
  const first = /^If (.+?), (it|~) enters\b/.exec(body.text);
  if (first) {
    const condition = parseCondition(first[1]!);
    const rest = condition ? body.slice(first[0].length - `${first[2]} enters`.length) : undefined;
    const inner = rest ? readEntersSentence(rest) : undefined;
    return condition && inner ? [{ kind: 'conditional', condition, effects: inner, itEnters: true, span: body.span() }] : undefined;
  }
  // CR 702.138c, 614.1c: "It escapes with twelve +1/+1 counters on it instead": the counters it enters with if it escaped,
  // in place of the sentence before's.
  const escapesInstead = /^(~|it|It) escapes with (.+) instead$/.exec(body.text);
  if (escapesInstead) {
    const effects = readEntersReplacement(MappedText.from(`~ enters with ${escapesInstead[2]}`, 0));
    const span = body.span();
    const counters = effects?.every((e) => e.kind === 'add-counters') ? effects.map((e) => ({ ...e, span }) as Effect) : undefined;
    return counters ? [{ kind: 'enters-with', subject: escapesInstead[1] === '~' ? '~' : 'it', effects: counters, escapesInstead: true, span }] : undefined;
  }
  const lead = /^(~|it|It) enters\b/.exec(body.text);
  const effects = lead ? readEntersReplacement(body.replace(/^It /g, 'it ')) : undefined;
  if (!lead || !effects) return undefined;
  // "it enters with" written without "the battlefield" in a line of the older wording (Devouring Hellion): kept as written.
  const short = / enters with /.test(body.text.slice(0, lead[0].length + ' with '.length)) ? { short: true as const } : {};
  return [{ kind: 'enters-with', subject: lead[1] === '~' ? '~' : 'it', effects, ...short, span: body.span() }];
}

useEntersSentence.read = readEntersSentence;
