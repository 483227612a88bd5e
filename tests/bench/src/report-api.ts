import { table, times } from './markdown';
import type { BenchResults } from './results';
import type { ApiSectionResult, PairedSet } from './section-api';
import type { GrowthSectionResult } from './section-growth';

function suspect(set: PairedSet): string {
  const bad = set.api.non2xx + set.api.errors + set.api.timeouts;
  return bad > 0
    ? ` ⚠ ${set.api.non2xx} non-2xx, ${set.api.errors} errors, ${set.api.timeouts} timeouts`
    : '';
}

function pairedRows(sets: PairedSet[]): (string | number)[][] {
  return sets.map((set) => [
    set.name + (set.note ? ` (${set.note})` : ''),
    set.api.connections,
    set.api.rps,
    set.api.p50Ms,
    set.api.p99Ms,
    set.hello.rps,
    set.hello.p99Ms,
    set.rpsRatio,
    `${set.responseBytes} B${suspect(set)}`,
  ]);
}

const PAIRED_HEADER = [
  'Set',
  'Conn.',
  'req/s',
  'p50 ms',
  'p99 ms',
  'hello req/s',
  'hello p99 ms',
  'ratio to hello',
  'answer',
];

export function apiTables(title: string, result: ApiSectionResult | undefined): string[] {
  if (!result) return [];
  return [
    `## ${title}: ${result.properties.toLocaleString('en')} properties (seeded in ${result.seedSeconds} s)`,
    table(PAIRED_HEADER, pairedRows(result.sets)),
  ];
}

export function growthTables(result: GrowthSectionResult | undefined): string[] {
  if (!result) return [];
  const rows = result.steps.flatMap((step) =>
    step.sets.map((set) => [
      step.properties.toLocaleString('en'),
      set.name,
      step.serial.find((item) => item.label === set.name)?.p50Ms ?? '-',
      set.api.rps,
      set.api.p50Ms,
      set.api.p99Ms,
      `${set.rpsRatio}${suspect(set)}`,
    ]),
  );
  const evidence = result.steps.map((step) => {
    const lines = (['firstPage', 'filtered'] as const).flatMap((kind) =>
      step.evidence[kind].map(
        (query) =>
          `- ${kind === 'firstPage' ? 'first page' : 'filtered'}: \`${query.sql.slice(0, 60)}…\` ${query.medianMs} ms alone; plan: ${query.plan.join('; ')}`,
      ),
    );
    return [
      `At ${step.properties.toLocaleString('en')} properties (statements of the list repository, timed alone in process):`,
      ...lines,
    ].join('\n');
  });
  const engine = result.database === 'postgresql' ? 'PostgreSQL' : 'SQLite';
  return [
    `## Growth (${engine}, ${result.steps.map((step) => step.properties.toLocaleString('en')).join(' / ')} properties)`,
    table(
      ['Properties', 'Set', 'p50 ms, 1 conn.', 'req/s', 'p50 ms', 'p99 ms', 'ratio to hello'],
      rows,
    ),
    table(
      [
        'Set',
        `p50 1 conn. ${result.largest}/${result.smallest}`,
        `p50 ${result.largest}/${result.smallest}`,
        `p99 ${result.largest}/${result.smallest}`,
        'throughput drop (hello-normalised)',
      ],
      result.ratios.map((ratio) => [
        ratio.name,
        times(ratio.serialP50Ratio),
        times(ratio.p50Ratio),
        times(ratio.p99Ratio),
        times(ratio.normalizedRpsRatio),
      ]),
    ),
    result.database === 'sqlite' ? ['### Query evidence', '', ...evidence].join('\n') : '',
  ];
}

export function problemsSection(problems: BenchResults['problems']): string {
  if (problems.length === 0) return '';
  return [
    '## Sections not measured',
    '',
    ...problems.map(
      (problem) => `- **${problem.section}**: ${problem.message.split('\n').slice(0, 6).join(' ')}`,
    ),
  ].join('\n');
}
