// The first condition kind in an ability's effects, depth first: what the condition tests of each family read as.

export function conditionKind(a: object): string | undefined {
  const walk = (effects: unknown[]): string | undefined => {
    for (const e of effects as { kind: string; condition?: { kind: string }; effects?: unknown[] }[]) {
      if (e.kind === 'conditional' && e.condition) return e.condition.kind;
      const inner = e.effects ? walk(e.effects) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  return 'effects' in a && Array.isArray(a.effects) ? walk(a.effects) : undefined;
}
