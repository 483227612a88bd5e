import { kb, mb, table } from './markdown';
import type { FrontendSectionResult } from './section-frontend';
import type { UploadSectionResult } from './section-uploads';

const ms = (value: number | null) => (value === null ? '-' : `${value} ms`);

function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `:${parsed.port}${parsed.pathname}`;
  } catch {
    return url;
  }
}

export function frontendTables(result: FrontendSectionResult | undefined): string[] {
  if (!result) return [];
  const { profile } = result;
  const pageRows = result.pages.map((page) => [
    page.name,
    page.requestCount,
    kb(page.jsRawBytes),
    kb(page.jsGzipBytes),
    page.serverCompresses
      ? `${kb(page.jsWireBytes)} (compressed)`
      : `${kb(page.jsWireBytes)} (not compressed)`,
    kb(page.imageBytes),
    page.adminRemotesRequested.join(', ') || 'no',
    ms(page.fcpMs),
    ms(page.lcpMs),
  ]);
  const lighthouseRows = result.pages.map((page) => {
    const scores = page.lighthouse?.scores;
    const cell = (value: number | null | undefined) =>
      value === null || value === undefined ? '-' : String(value);
    const runs = page.lighthouse?.performanceRuns ?? [];
    return [
      page.name,
      // The median run's score, then every run's, so the spread is on record.
      runs.length > 1
        ? `${cell(scores?.performance)} (runs ${runs.map(cell).join(', ')})`
        : cell(scores?.performance),
      cell(scores?.accessibility),
      cell(scores?.['best-practices']),
      cell(scores?.seo),
      page.lighthouse
        ? Object.entries(page.lighthouse.metrics)
            .map(([id, value]) => `${id} ${value}`)
            .join('; ')
        : (page.lighthouseError ?? 'skipped'),
    ];
  });
  const scriptLists = result.pages.map((page) =>
    [
      `${page.name}: scripts by size (raw / gzip -9)`,
      ...[...page.scripts]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map(
          (file) =>
            `- ${shortUrl(file.url)}: ${kb(file.rawBytes)} / ${kb(file.gzipBytes)}${file.contents ? ` (${file.contents})` : ''}`,
        ),
      `${page.name}: images`,
      ...page.images.map((image) => `- ${shortUrl(image.url)}: ${kb(image.bytes)}`),
    ].join('\n'),
  );
  const failing = result.pages.flatMap((page) =>
    page.lighthouse
      ? Object.entries(page.lighthouse.failing)
          .filter(([, audits]) => audits.length > 0)
          .map(([category, audits]) => `- ${page.name} ${category}: ${audits.join(', ')}`)
          .concat(
            page.lighthouse.elements.lcp.map(
              (snippet) => `- ${page.name} LCP element: \`${snippet}\``,
            ),
            page.lighthouse.elements.layoutShifts.map(
              (snippet) => `- ${page.name} layout shift: \`${snippet}\``,
            ),
          )
      : [],
  );
  return [
    `## Front end (Chromium, visitor, ${profile.viewport.width}×${profile.viewport.height} @${profile.deviceScaleFactor}x)`,
    `FCP/LCP: cold load, network ${profile.latencyMs} ms RTT, ${(profile.downloadBitsPerSecond / 1024 / 1024).toFixed(1)} Mbps down, ${profile.uploadBitsPerSecond / 1024} Kbps up, CPU ${profile.cpuSlowdown}× slower (CDP), median of the runs. Bytes and requests: an unthrottled cold load; gzip computed by the bench at level 9 from the response bodies.`,
    table(
      [
        'Page',
        'Requests',
        'JS raw',
        'JS gzip',
        'JS on the wire',
        'Images',
        'Admin remote requested',
        'FCP',
        'LCP',
      ],
      pageRows,
    ),
    '### Lighthouse (mobile preset, simulated throttling)',
    table(
      ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'Metrics'],
      lighthouseRows,
    ),
    ...(failing.length > 0 ? [['Audits that cost points:', '', ...failing].join('\n')] : []),
    ['### Scripts', '', ...scriptLists].join('\n\n'),
  ];
}

export function uploadTables(result: UploadSectionResult | undefined): string[] {
  if (!result) return [];
  const { image } = result;
  return [
    `## Uploads (${result.photos} photos of ${result.photoBytes.map(mb).join(', ')} and a ${mb(result.videoBytes)} video, ${mb(result.requestBytes)} in all)`,
    table(
      ['Measure', 'Value'],
      [
        [
          'Save time per run (POST /api/property/store, admin, loopback)',
          result.saveSeconds.map((seconds) => `${seconds} s`).join(', '),
        ],
        ['Median save time', `${result.medianSaveSeconds} s`],
        ['Photo as uploaded', kb(image.uploaded)],
        ['Photo as stored (re-encoded)', kb(image.stored)],
        [
          'Card image a visitor downloads (`thumbnail`, 480 px WebP)',
          `${kb(image.card)} (${((image.card / image.uploaded) * 100).toFixed(1)} % of the upload)`,
        ],
        ['Gallery image on a phone (800 px WebP)', kb(image.medium)],
        ['Gallery image (1280 px WebP)', kb(image.gallery)],
      ],
    ),
  ];
}
