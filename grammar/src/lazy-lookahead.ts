// Chevrotain's LL(k) lookahead, each function computed when its production is first reached (issue 27, cold open).
//
// `performSelfAnalysis` builds a lookahead function for every OR, OPTION, MANY… of the grammar up front: two thirds of
// the parser's construction, which every process pays before it parses its first line, although a document of cards
// reaches only part of the grammar (scenario steps, say, never). Here each production gets a stand-in that asks the
// stock `LLkLookaheadStrategy` for the real function the first time it runs, then calls only that. The real function
// is the one the stock strategy would have built at start-up (same rule, occurrence, depth: the grammar's GAST is
// complete once the parser is built), so every parse is the same; `test/grammar/lazy-lookahead.test.ts` compares.

import { LLkLookaheadStrategy, type ILookaheadStrategy } from 'chevrotain';

type AlternationOptions = Parameters<ILookaheadStrategy['buildLookaheadForAlternation']>[0];
type OptionalOptions = Parameters<ILookaheadStrategy['buildLookaheadForOptional']>[0];
type AlternationFn = ReturnType<ILookaheadStrategy['buildLookaheadForAlternation']>;
type OptionalFn = ReturnType<ILookaheadStrategy['buildLookaheadForOptional']>;

/** How many productions got a stand-in, and how many of those were really built (for the test and probes). */
export const lazyLookaheadStats = { deferred: 0, built: 0 };

export class LazyLookaheadStrategy extends LLkLookaheadStrategy {
  override buildLookaheadForAlternation(options: AlternationOptions): AlternationFn {
    lazyLookaheadStats.deferred++;
    let real: AlternationFn | undefined;
    const build = () => {
      lazyLookaheadStats.built++;
      return (real = super.buildLookaheadForAlternation(options));
    };
    // Called as the real function is: with the parser as `this` and the alternatives.
    return function (this: unknown, alternatives?: Parameters<AlternationFn>[0]) {
      return (real ?? build()).call(this, alternatives);
    };
  }

  override buildLookaheadForOptional(options: OptionalOptions): OptionalFn {
    lazyLookaheadStats.deferred++;
    let real: OptionalFn | undefined;
    const build = () => {
      lazyLookaheadStats.built++;
      return (real = super.buildLookaheadForOptional(options));
    };
    return function (this: unknown) {
      return (real ?? build()).call(this);
    };
  }
}
