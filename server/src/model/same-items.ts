// Two lists with the same items in the same order, each the same value (===): the comparison of memo keys made of
// parts that are never written once made (outcomes, numbers, strings), shared by the memos that hand back what they
// made before (checks/interactions.ts NoteMemo, lsp/convert.ts SentJson).

export function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
