// Static check for exponential backtracking (ReDoS): a JavaScript regex is exponential when some state of its
// backtracking automaton can loop back to itself over the same input in two different ways (EDA: (a|a)*, (a+)+).
// The pattern is parsed into atoms, quantifiers and groups; each atom's characters are tested with V8 itself on a
// representative alphabet; the ε-NFA (Thompson) becomes an NFA whose transitions count distinct ε-paths; the pair
// graph of that NFA has a loop through a diagonal state and a divergence exactly when the regex is EDA.
// Polynomial (IDA) cost is left to the adversarial timing checks, which find it at growing input lengths.

type Node =
  | { kind: 'atom'; source: string }
  | { kind: 'empty' }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; alts: Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

export interface AmbiguityResult {
  status: 'safe' | 'exponential' | 'unknown';
  /** For `exponential`: an atom sequence the loop can read in two ways; for `unknown`: why. */
  detail?: string;
}

/** Bounded repetitions up to this many copies are unrolled; larger ones are treated as unbounded (a safe over-approximation). */
const MAX_UNROLL = 6;
const MAX_STATES = 4000;

class Parser {
  private at = 0;
  constructor(private readonly src: string, private readonly unicode: boolean) {}

  parse(): Node {
    const node = this.alternation();
    if (this.at < this.src.length) throw new Error(`unexpected '${this.src[this.at]}' at ${this.at}`);
    return node;
  }

  private alternation(): Node {
    const alts = [this.sequence()];
    while (this.src[this.at] === '|') {
      this.at++;
      alts.push(this.sequence());
    }
    return alts.length === 1 ? alts[0]! : { kind: 'alt', alts };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.at < this.src.length && this.src[this.at] !== '|' && this.src[this.at] !== ')') {
      const term = this.term();
      items.push(this.quantified(term));
    }
    return items.length === 1 ? items[0]! : { kind: 'seq', items };
  }

  private quantified(node: Node): Node {
    const s = this.src;
    let min: number;
    let max: number;
    const c = s[this.at];
    if (c === '*') { min = 0; max = Infinity; this.at++; }
    else if (c === '+') { min = 1; max = Infinity; this.at++; }
    else if (c === '?') { min = 0; max = 1; this.at++; }
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(this.at));
      if (!m) return node; // a literal brace (non-unicode patterns)
      min = Number(m[1]);
      max = m[2] ? (m[3] ? Number(m[3]) : Infinity) : min;
      this.at += m[0].length;
    } else return node;
    if (s[this.at] === '?') this.at++; // lazy: the same paths, tried in another order
    return this.quantified({ kind: 'repeat', node, min, max });
  }

  private term(): Node {
    const s = this.src;
    const c = s[this.at]!;
    if (c === '(') {
      this.at++;
      let look = false;
      if (s.startsWith('?:', this.at)) this.at += 2;
      else if (s.startsWith('?=', this.at) || s.startsWith('?!', this.at)) { this.at += 2; look = true; }
      else if (s.startsWith('?<=', this.at) || s.startsWith('?<!', this.at)) { this.at += 3; look = true; }
      else if (s.startsWith('?<', this.at)) this.at = s.indexOf('>', this.at) + 1;
      const inner = this.alternation();
      if (s[this.at] !== ')') throw new Error(`unclosed group at ${this.at}`);
      this.at++;
      // A lookaround reads nothing: as empty it allows every path it might forbid (an over-approximation).
      return look ? { kind: 'empty' } : inner;
    }
    if (c === '^' || c === '$') { this.at++; return { kind: 'empty' }; }
    if (c === '[') return { kind: 'atom', source: this.charClass() };
    if (c === '\\') {
      const esc = this.escape();
      // Assertions and backreferences read no character of their own here (backreferences: over-approximated).
      if (/^\\[bB]$|^\\[1-9]\d*$|^\\k<[^>]+>$/.test(esc)) return { kind: 'empty' };
      return { kind: 'atom', source: esc };
    }
    const cp = s.codePointAt(this.at)!;
    const len = this.unicode && cp > 0xffff ? 2 : 1;
    this.at += len;
    return { kind: 'atom', source: s.slice(this.at - len, this.at) };
  }

  private charClass(): string {
    const s = this.src;
    const start = this.at;
    this.at++;
    if (s[this.at] === '^') this.at++; // (in JavaScript `[]` is empty and `[^]` is any character: no literal ] first)
    while (this.at < s.length && s[this.at] !== ']') {
      if (s[this.at] === '\\') this.escape();
      else this.at++;
    }
    if (s[this.at] !== ']') throw new Error(`unclosed character class at ${start}`);
    this.at++;
    return s.slice(start, this.at);
  }

  private escape(): string {
    const s = this.src;
    const start = this.at;
    const rest = s.slice(this.at);
    const m = /^\\(?:u\{[0-9A-Fa-f]+\}|u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|[pP]\{[^}]*\}|k<[^>]+>|c[A-Za-z]|[1-9]\d*|0|[\s\S])/.exec(rest);
    if (!m) throw new Error(`bad escape at ${start}`);
    this.at += m[0].length;
    return m[0];
  }
}

/** The characters atoms are tested on: every character a pattern names, range ends, and one of each kind. */
function alphabet(source: string): number[] {
  const set = new Set<number>();
  for (const ch of '\u0000\t\n\v\f\r !"#$%&\'()*+,-./059:;<=>?@AMZ[\\]^_`amz{|}~\u00a0\u00e9\u00c6\u0130\u017f\u212a\u2019\u2018\u201c\u201d\u2014\u2013\u2212\u2022\u00b7\u2028\u3000\u4e00\ufeff') set.add(ch.codePointAt(0)!);
  set.add(0x1f600);
  for (const ch of source) {
    const cp = ch.codePointAt(0)!;
    for (const d of [-1, 0, 1]) if (cp + d >= 0) set.add(cp + d);
    for (const v of [ch.toLowerCase(), ch.toUpperCase()]) set.add(v.codePointAt(0)!);
  }
  for (const m of source.matchAll(/\\u\{([0-9A-Fa-f]+)\}|\\u([0-9A-Fa-f]{4})|\\x([0-9A-Fa-f]{2})/g)) {
    const cp = parseInt(m[1] ?? m[2] ?? m[3]!, 16);
    for (const d of [-1, 0, 1]) if (cp + d >= 0 && cp + d <= 0x10ffff) set.add(cp + d);
  }
  return [...set].sort((a, b) => a - b);
}

/** An ε-edge; `enter`/`back` name the loop whose body it enters or whose iteration it ends. */
interface Eps {
  to: number;
  enter?: number;
  back?: number;
}

interface Nfa {
  /** ε-edges per state. */
  eps: Eps[][];
  /** Character edges per state: [atom index, target]. */
  edges: [number, number][][];
  start: number;
}

function buildNfa(root: Node, atomIndex: (source: string) => number): Nfa {
  const eps: Eps[][] = [];
  const edges: [number, number][][] = [];
  let loops = 0;
  const link = (from: number, ...to: number[]) => { for (const t of to) eps[from]!.push({ to: t }); };
  const state = () => {
    if (eps.length >= MAX_STATES) throw new Error(`more than ${MAX_STATES} states`);
    eps.push([]);
    edges.push([]);
    return eps.length - 1;
  };
  /** Builds `node` between a new entry and exit state. */
  const build = (node: Node): [number, number] => {
    switch (node.kind) {
      case 'empty': { const s = state(); return [s, s]; }
      case 'atom': { const s = state(); const t = state(); edges[s]!.push([atomIndex(node.source), t]); return [s, t]; }
      case 'seq': {
        if (node.items.length === 0) { const s = state(); return [s, s]; }
        const parts = node.items.map(build);
        for (let i = 1; i < parts.length; i++) link(parts[i - 1]![1], parts[i]![0]);
        return [parts[0]![0], parts[parts.length - 1]![1]];
      }
      case 'alt': {
        const s = state(); const t = state();
        for (const a of node.alts) { const [as, at] = build(a); link(s, as); link(at, t); }
        return [s, t];
      }
      case 'repeat': {
        const min = Math.min(node.min, MAX_UNROLL);
        const max = node.max > MAX_UNROLL ? Infinity : node.max;
        const s = state();
        let end = s;
        for (let i = 0; i < min; i++) { const [a, b] = build(node.node); link(end, a); end = b; }
        const t = state();
        if (max === Infinity) {
          const loop = state();
          const id = loops++;
          link(end, loop);
          const [a, b] = build(node.node);
          eps[loop]!.push({ to: a, enter: id }, { to: t });
          eps[b]!.push({ to: loop, back: id });
        } else {
          for (let i = min; i < max; i++) { const [a, b] = build(node.node); link(end, a, t); end = b; }
          link(end, t);
        }
        return [s, t];
      }
    }
  };
  const [start] = build(root);
  return { eps, edges, start };
}

/**
 * The ε-free NFA of character edges: from state p, the character edges [atom, target] reachable over ε, each with
 * the number of distinct ε-paths that lead to it (capped at 2). A path may not run a whole loop iteration that
 * reads nothing: backtracking engines stop such an iteration (the empty check), so it is no second way.
 */
function closeOverEpsilon(nfa: Nfa, budget: { steps: number }): Map<string, number>[] {
  const out: Map<string, number>[] = [];
  for (let p = 0; p < nfa.eps.length; p++) {
    const counts = new Map<string, number>();
    const entered = new Set<number>();
    const walk = (q: number, depth: number) => {
      if (--budget.steps < 0 || depth > 1000) throw new Error('ε-path budget exceeded');
      for (const [atom, t] of nfa.edges[q]!) {
        const key = `${atom}:${t}`;
        counts.set(key, Math.min(2, (counts.get(key) ?? 0) + 1));
      }
      for (const e of nfa.eps[q]!) {
        if (e.back !== undefined && entered.has(e.back)) continue; // an empty iteration
        if (e.enter !== undefined) {
          if (entered.has(e.enter)) continue;
          entered.add(e.enter);
          walk(e.to, depth + 1);
          entered.delete(e.enter);
        } else walk(e.to, depth + 1);
      }
    };
    walk(p, 0);
    out.push(counts);
  }
  return out;
}

export function checkAmbiguity(source: string, flags: string): AmbiguityResult {
  const unicode = /[uv]/.test(flags);
  let root: Node;
  try {
    root = new Parser(source, unicode).parse();
  } catch (e) {
    return { status: 'unknown', detail: `parse: ${(e as Error).message}` };
  }
  const atoms: string[] = [];
  const atomIndex = (s: string) => { let i = atoms.indexOf(s); if (i < 0) { atoms.push(s); i = atoms.length - 1; } return i; };
  let nfa: Nfa;
  let closed: Map<string, number>[];
  try {
    nfa = buildNfa(root, atomIndex);
    closed = closeOverEpsilon(nfa, { steps: 2_000_000 });
  } catch (e) {
    return { status: 'unknown', detail: (e as Error).message };
  }
  // Which alphabet characters each atom reads, tested by V8 with the pattern's own flags.
  const testFlags = flags.replace(/[gydm]/g, '');
  const chars = alphabet(source);
  const reads = atoms.map((a) => {
    const re = new RegExp(`^(?:${a})$`, testFlags);
    return new Set(chars.filter((cp) => re.test(String.fromCodePoint(cp))));
  });
  const overlap = (a: number, b: number) => a === b ? reads[a]!.size > 0 : [...reads[a]!].some((c) => reads[b]!.has(c));

  // Character edges of the ε-free NFA from every state that is a character-edge target (or the start).
  const sources = new Set<number>([nfa.start]);
  for (const list of nfa.edges) for (const [, t] of list) sources.add(t);
  const out = new Map<number, { atom: number; to: number; count: number }[]>();
  for (const p of sources) {
    out.set(p, [...closed[p]!].map(([key, count]) => { const [atom, to] = key.split(':').map(Number); return { atom: atom!, to: to!, count }; }));
  }

  // The pair graph: (p, q) → (p', q') when both read a common character. Diagonal (p, p) → (t, t) over an edge
  // reached by two ε-paths is a divergence too.
  const id = (p: number, q: number) => `${p},${q}`;
  const succ = new Map<string, { to: string; diverges: boolean; atom: number }[]>();
  const pairs: [number, number][] = [];
  const seen = new Set<string>();
  for (const p of sources) { seen.add(id(p, p)); pairs.push([p, p]); }
  for (let i = 0; i < pairs.length; i++) {
    const [p, q] = pairs[i]!;
    const list: { to: string; diverges: boolean; atom: number }[] = [];
    for (const e1 of out.get(p) ?? []) {
      for (const e2 of out.get(q) ?? []) {
        if (!overlap(e1.atom, e2.atom)) continue;
        const to = id(e1.to, e2.to);
        const diverges = p === q && e1 === e2 && e1.count > 1;
        list.push({ to, diverges, atom: e1.atom });
        if (!seen.has(to)) {
          if (seen.size > 200_000) return { status: 'unknown', detail: 'pair graph too large' };
          seen.add(to);
          pairs.push([e1.to, e2.to]);
        }
      }
    }
    succ.set(id(p, q), list);
  }

  // Strongly connected components (Tarjan, iterative); EDA = a component with a diagonal pair and either a
  // non-diagonal pair or a diverging edge inside it.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  let counter = 0;
  const components: string[][] = [];
  for (const [p, q] of pairs) {
    const root = id(p, q);
    if (index.has(root)) continue;
    const work: [string, number][] = [[root, 0]];
    index.set(root, counter); low.set(root, counter); counter++; stack.push(root); onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const [v, i] = frame;
      const edges = succ.get(v) ?? [];
      if (i < edges.length) {
        frame[1]++;
        const w = edges[i]!.to;
        if (!index.has(w)) {
          index.set(w, counter); low.set(w, counter); counter++; stack.push(w); onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      } else {
        work.pop();
        if (work.length) { const u = work[work.length - 1]![0]; low.set(u, Math.min(low.get(u)!, low.get(v)!)); }
        if (low.get(v) === index.get(v)) {
          const comp: string[] = [];
          for (;;) { const w = stack.pop()!; onStack.delete(w); comp.push(w); if (w === v) break; }
          components.push(comp);
        }
      }
    }
  }
  for (const comp of components) {
    const members = new Set(comp);
    const diagonal = comp.some((c) => { const [p, q] = c.split(','); return p === q; });
    if (!diagonal) continue;
    const offDiagonal = comp.filter((c) => { const [p, q] = c.split(','); return p !== q; });
    const diverging = comp.flatMap((c) => (succ.get(c) ?? []).filter((e) => e.diverges && members.has(e.to)));
    if (offDiagonal.length > 0 || diverging.length > 0) {
      const inLoop = [...new Set(comp.flatMap((c) => (succ.get(c) ?? []).filter((e) => members.has(e.to)).map((e) => atoms[e.atom]!)))];
      return { status: 'exponential', detail: `a loop reads ${inLoop.slice(0, 6).join(' ')} in two ways` };
    }
  }
  return { status: 'safe' };
}
