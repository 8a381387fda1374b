/** PostgREST's "Perhaps you meant the table ..." hint: the closest name, if it is close enough. */
export function suggestTable(name: string, candidates: string[]): string | undefined {
  let best: { name: string; score: number } | undefined;
  for (const candidate of candidates) {
    const score = 1 - distance(name, candidate) / Math.max(name.length, candidate.length, 1);
    if (score >= 0.75 && (!best || score > best.score)) best = { name: candidate, score };
  }
  return best?.name;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(current + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
