/** What a spread load got back: how many requests, and every one that was not 2xx. */
export interface SpreadLoadResult {
  sent: number;
  /** By target: how many requests each answered. */
  byTarget: Record<string, number>;
  failures: { url: string; outcome: string }[];
}

/**
 * Sends `total` GET requests, `concurrency` at a time, alternating between the `targets` (base URLs)
 * and cycling through the `paths`, reading every answer whole. A slow answer is no failure; an
 * answer outside 2xx or a request that fails is.
 */
export async function spreadLoad(options: {
  targets: readonly string[];
  paths: readonly string[];
  total: number;
  concurrency: number;
}): Promise<SpreadLoadResult> {
  const { targets, paths, total, concurrency } = options;
  const result: SpreadLoadResult = { sent: 0, byTarget: {}, failures: [] };
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      const target = targets[index % targets.length] ?? '';
      const url = `${target}${paths[Math.floor(index / targets.length) % paths.length] ?? ''}`;
      result.sent += 1;
      result.byTarget[target] = (result.byTarget[target] ?? 0) + 1;
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) result.failures.push({ url, outcome: String(response.status) });
      } catch (error) {
        result.failures.push({ url, outcome: error instanceof Error ? error.message : 'failed' });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}
