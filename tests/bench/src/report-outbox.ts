import { table } from './markdown';
import type { OutboxSectionResult } from './section-outbox';

/** The enquiry's answer beside a fast and a slow mail server, and a burst's time to the mail server. */
export function outboxTables(result: OutboxSectionResult | undefined): string[] {
  if (!result) return [];
  return [
    '## Messages: the outbox (SQLite)',
    table(
      ['Set', 'Conn.', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
      [result.fast, result.slow].map((set) => [
        set.label,
        set.connections,
        set.rps,
        set.p50Ms,
        set.p99Ms,
        set.non2xx + set.errors + set.timeouts,
      ]),
    ),
    `Slow / fast p99: ${result.p99Ratio}×.`,
    table(
      ['Burst', 'Mails received', 'POST → receipt p50 s', 'p99 s', 'max s'],
      [
        [
          `${result.burst.enquiries} enquiries at once`,
          result.burst.mails,
          result.burst.p50Seconds,
          result.burst.p99Seconds,
          result.burst.maxSeconds,
        ],
      ],
    ),
  ];
}
