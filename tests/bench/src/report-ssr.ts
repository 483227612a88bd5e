import type { LoadResult } from './load';
import { kb, table } from './markdown';
import type { RenderCheck, SsrSectionResult } from './ssr-results';

const ms = (value: number | null) => (value === null ? '-' : `${value} ms`);

function checkCell(check: RenderCheck | null): string {
  if (!check) return '-';
  const size = `${kb(check.wireBytes)} gzip, ${kb(check.htmlBytes)} HTML`;
  return check.rendered ? `rendered (${size})` : `⚠ ${check.problem ?? 'not rendered'} (${size})`;
}

/** The ssr section: the three load sets side by side, then the pages' throttled loads. */
export function ssrTables(result: SsrSectionResult | undefined): string[] {
  if (!result) return [];
  const { profile } = result;
  const setRows = result.sets.map((set) => {
    const bad = set.result.non2xx + set.result.errors + set.result.timeouts;
    return [
      set.name + (set.note ? ` (${set.note})` : ''),
      set.server === 'api' ? `API ${set.path}` : `host ${set.path}`,
      set.result.connections,
      set.result.rps,
      set.result.p50Ms,
      set.result.p99Ms,
      set.shareOfApi ?? '-',
      bad > 0
        ? `⚠ ${set.result.non2xx} non-2xx, ${set.result.errors} errors, ${set.result.timeouts} timeouts`
        : '0',
      checkCell(set.before),
      checkCell(set.after),
    ];
  });
  const cpuNames = Object.keys(result.sets[0]?.cpuMsPerRequest ?? {});
  const costRows = result.sets.map((set) => [
    set.name,
    set.serial
      ? `${set.serial.p50Ms} / ${set.serial.p99Ms} (${set.serial.requests} requests)`
      : `failed: ${set.serialProblem ?? '?'}`,
    ...cpuNames.map((name) => set.cpuMsPerRequest[name] ?? '-'),
  ]);
  const pageRows = result.pages.map((page) => [
    page.name,
    page.url.replace(/^https?:\/\/[^/]+/, ''),
    ms(page.ttfbMs),
    ms(page.responseStartMs),
    ms(page.fcpMs),
    ms(page.lcpMs),
    page.runs
      .map(
        (run) =>
          `${run.ttfbMs ?? '-'} / ${run.responseStartMs ?? '-'} / ${run.fcpMs ?? '-'} / ${run.lcpMs ?? '-'}`,
      )
      .join('; '),
  ]);
  const { fairness } = result;
  const visitorCell = (visitor: LoadResult | null, problem?: string) =>
    visitor
      ? `${visitor.p50Ms} / ${visitor.p99Ms} (${visitor.requests} requests)`
      : `failed: ${problem ?? '?'}`;
  const fairRows = [
    ['alone', '-', visitorCell(fairness.alone, fairness.aloneProblem), '-'],
    ...fairness.floods.map((flood) => [
      `${flood.name} (${flood.note})`,
      `${flood.flood.rps} req/s, ${flood.flood.requests - flood.flood.non2xx} answered 2xx, ${flood.flood.non2xx} non-2xx (429: the render limit)`,
      visitorCell(flood.visitor, flood.problem),
      flood.p99Ratio === null ? '-' : `${flood.p99Ratio}×`,
    ]),
  ];
  const output = result.serverOutput.filter((server) => server.lines > 0);
  return [
    `## Server-rendered pages: ${result.properties.toLocaleString('en')} properties (seeded in ${result.seedSeconds} s)`,
    "The host's static server renders each page (host-shell/dist/server/render.js, loading mfe-public's server build over HTTP, decision 088), asked as a browser asks (`Accept: text/html`, `Accept-Encoding: gzip`). \"Share of API\" is the set's requests per second over the API details read's, in this run. Each page set is sampled before and after its load: a sample that is not a rendered page (empty #root, no server-state, not the property's name / no card link) is flagged.",
    table(
      [
        'Set',
        'Asked of',
        'Conn.',
        'req/s',
        'p50 ms',
        'p99 ms',
        'share of API',
        'non-2xx / errors',
        'sample before',
        'sample after',
      ],
      setRows,
    ),
    "Where the time goes: one request at a time after the load (the service time when nothing queues), and the CPU time each server's process group and the load generator (autocannon, in the bench process) spent per request during the load. The host's static server is one Node process: 1,000 / its column bounds its requests per second however many cores there are; all the columns together share the machine's cores.",
    table(
      ['Set', '1 conn. p50 / p99 ms', ...cpuNames.map((name) => `CPU ms/request ${name}`)],
      costRows,
    ),
    `One client cannot take the pages down (decision 095): a second host server as behind the operator's proxy (TRUST_PROXY; each client named in X-Forwarded-For) with the default render limit (RENDER_LIMIT_PER_MINUTE) and page cache. A visitor asks for ${fairness.visitorPath} one request at a time, alone, then while another client asks at ${fairness.connections} connections as fast as the host answers; both for the set's duration. Budget: the visitor's p99 beside each flood ≤ 3× its p99 alone.`,
    table(
      ['Other client', 'Its answers', 'Visitor p50 / p99 ms', 'Visitor p99 vs alone'],
      fairRows,
    ),
    `Throttled loads in Chromium: cold, ${profile.viewport.width}×${profile.viewport.height} @${profile.deviceScaleFactor}x, network ${profile.latencyMs} ms RTT, ${(profile.downloadBitsPerSecond / 1024 / 1024).toFixed(1)} Mbps down, ${profile.uploadBitsPerSecond / 1024} Kbps up, CPU ${profile.cpuSlowdown}× slower (CDP); median of the runs. TTFB: the document's response headers as DevTools times them (receiveHeadersEnd), the emulated latency included. Navigation timing's responseStart is beside it: Chromium stamps it before the emulation adds its latency, so it is about the server's own time.`,
    table(
      [
        'Page',
        'Path',
        'TTFB',
        'responseStart',
        'FCP',
        'LCP',
        'runs (TTFB / responseStart / FCP / LCP ms)',
      ],
      pageRows,
    ),
    output.length > 0
      ? [
          'Server output during the section (beyond start and stop lines):',
          '',
          ...output.flatMap((server) => [
            `- ${server.name}: ${server.lines} line(s)`,
            ...server.sample.map((line) => `  - \`${line.replace(/`/g, "'")}\``),
          ]),
        ].join('\n')
      : 'No server wrote anything beyond its start and stop lines.',
  ];
}
