import { table, times } from './markdown';
import type { RequirementsSectionResult } from './section-requirements';

/** The matching calls' figures at each size, and their growth from the smallest to the largest. */
export function requirementTables(result: RequirementsSectionResult | undefined): string[] {
  if (!result) return [];
  const rows = result.steps.flatMap((step) =>
    step.sets.map((set) => [
      step.properties.toLocaleString('en'),
      step.requirements.toLocaleString('en'),
      set.name,
      step.serial.find((item) => item.label === set.name)?.p50Ms ?? '-',
      set.api.connections,
      set.api.rps,
      set.api.p50Ms,
      set.api.p99Ms,
      set.rpsRatio,
      set.api.non2xx + set.api.errors + set.api.timeouts,
    ]),
  );
  return [
    `## Requirements matching (SQLite, ${result.steps.map((step) => step.properties.toLocaleString('en')).join(' / ')} properties)`,
    table(
      [
        'Properties',
        'Requirements',
        'Set',
        'p50 ms, 1 conn.',
        'Conn.',
        'req/s',
        'p50 ms',
        'p99 ms',
        'ratio to hello',
        'failed',
      ],
      rows,
    ),
    table(
      [
        'Set',
        `p50 1 conn. ${result.largest}/${result.smallest}`,
        `p50 ${result.largest}/${result.smallest}`,
        `p99 ${result.largest}/${result.smallest}`,
      ],
      result.ratios.map((ratio) => [
        ratio.name,
        times(ratio.serialP50Ratio),
        times(ratio.p50Ratio),
        times(ratio.p99Ratio),
      ]),
    ),
  ];
}
