import { createDatabase } from '../../../api-server/src/db/database';
import {
  startMailCatcher,
  type MailCatcher,
} from '../../../api-server/test/helpers/message-receivers';
import { runLoad, round, type LoadResult } from './load';
import type { BenchOptions } from './options';
import { startSeededApi, type SeededApi } from './servers';

/** Properties of the outbox section's database: the enquiry's cost does not depend on them. */
const SIZE = 1_000;
/** The slow mail server's time per message. */
const SLOW_MS = 2_000;
const BURST = 100;
const BURST_TIMEOUT_MS = 120_000;

export interface OutboxSectionResult {
  /** The enquiry POST at `--connections`, beside a mail server that answers at once, then one taking 2 s per message. */
  fast: LoadResult;
  slow: LoadResult;
  /** slow p99 / fast p99. */
  p99Ratio: number;
  burst: {
    enquiries: number;
    /** Mails received (each lead: the agent's and the administrator's alerts, the acknowledgement). */
    mails: number;
    /** Seconds from an enquiry's POST to the mail server's receipt of each of its mails. */
    p50Seconds: number;
    p99Seconds: number;
    maxSeconds: number;
  };
}

/** The enquiry form's body for one visitor. */
function enquiryBody(listingId: number, name: string): string {
  return JSON.stringify({
    occupation: 'individual',
    name,
    mobile: '9876501234',
    email: 'visitor@example.com',
    cities: 'Pune',
    time: 'Morning',
    p_id: listingId,
    consent: true,
  });
}

/**
 * The seeded staff have `.local` addresses, which the outbox never mails (reserved names):
 * here they become deliverable, so that the staff alerts are measured too.
 */
async function makeStaffDeliverable(api: SeededApi): Promise<void> {
  const db = createDatabase({
    databaseUrl: null,
    dataDir: api.dataDir,
    sqliteFile: 'property-site.sqlite',
  });
  try {
    const users = await db.selectFrom('users').select(['id', 'email']).execute();
    for (const user of users) {
      await db
        .updateTable('users')
        .set({ email: user.email.replace(/\.local$/, '.example') })
        .where('id', '=', user.id)
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

async function startApiWithMail(mail: MailCatcher): Promise<SeededApi> {
  const api = await startSeededApi(
    SIZE,
    { url: null },
    {
      SMTP_URL: mail.url,
      FORMS_PER_MINUTE: '1000000000',
      FORMS_PER_DAY: '1000000000',
      OUTBOX_POLL_MS: '1000',
    },
  );
  await makeStaffDeliverable(api);
  return api;
}

async function firstListing(api: SeededApi): Promise<number> {
  const response = await fetch(`${api.url}/api/property/properties?limit=1`);
  const [listing] = (await response.json()) as { id: number }[];
  if (!listing) throw new Error('outbox: no listing seeded');
  return listing.id;
}

async function loadEnquiries(label: string, mail: MailCatcher, options: BenchOptions) {
  const api = await startApiWithMail(mail);
  try {
    const listingId = await firstListing(api);
    return await runLoad({
      label,
      url: api.url,
      path: '/api/master_table/connect',
      method: 'POST',
      body: enquiryBody(listingId, 'Bench Visitor'),
      connections: Math.min(options.connections, 10),
      durationSeconds: options.duration,
    });
  } finally {
    await api.stop();
  }
}

/** p-th share of sorted values. */
const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function measureBurst(): Promise<OutboxSectionResult['burst']> {
  const mail = await startMailCatcher();
  const api = await startApiWithMail(mail);
  try {
    const listingId = await firstListing(api);
    const postedAt = new Map<string, number>();
    await Promise.all(
      Array.from({ length: BURST }, async (_, index) => {
        const name = `Burst Visitor ${index}`;
        postedAt.set(name, Date.now());
        const response = await fetch(`${api.url}/api/master_table/connect`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: enquiryBody(listingId, name),
        });
        if (response.status !== 201)
          throw new Error(`outbox: an enquiry answered ${response.status}`);
      }),
    );
    // Each lead: the listing's agent, the administrator, the visitor's acknowledgement.
    await mail.waitFor(3 * BURST, BURST_TIMEOUT_MS);
    const delays = mail.mails
      .map((received, index) => {
        const name = /Burst Visitor \d+/.exec(
          `${received.subject ?? ''} ${received.text ?? ''}`,
        )?.[0];
        const posted = name ? postedAt.get(name) : undefined;
        return posted === undefined ? null : ((mail.receivedAt[index] ?? 0) - posted) / 1000;
      })
      .filter((delay): delay is number => delay !== null)
      .sort((a, b) => a - b);
    return {
      enquiries: BURST,
      mails: delays.length,
      p50Seconds: round(at(delays, 0.5), 2),
      p99Seconds: round(at(delays, 0.99), 2),
      maxSeconds: round(delays[delays.length - 1] ?? 0, 2),
    };
  } finally {
    await api.stop();
    await mail.stop();
  }
}

/**
 * Decision 092: the enquiry's answer does not wait for mail (its p99 with a mail server
 * taking 2 s per message against one answering at once), and a burst of 100 enquiries reaches
 * the mail server within seconds (from each POST to each of its mails' receipt).
 */
export async function runOutboxSection(options: BenchOptions): Promise<OutboxSectionResult> {
  const fastMail = await startMailCatcher();
  const slowMail = await startMailCatcher({ delayMs: SLOW_MS });
  try {
    const fast = await loadEnquiries(
      'enquiry POST, mail server answering at once',
      fastMail,
      options,
    );
    const slow = await loadEnquiries(
      `enquiry POST, mail server taking ${SLOW_MS / 1000} s a message`,
      slowMail,
      options,
    );
    const burst = await measureBurst();
    return { fast, slow, p99Ratio: round(slow.p99Ms / Math.max(fast.p99Ms, 0.1), 2), burst };
  } finally {
    await fastMail.stop();
    await slowMail.stop();
  }
}
