import type { DashboardSummary, InboxEnquiry } from 'shared-api/contract';
import { medianMinutes } from '../../../src/services/dashboard';
import { bearer } from '../../helpers/build';
import { buildLeadApp, enquire, messagesConfig, type LeadFixture } from './setup';

// Each file builds an app, signs in and registers (scrypt): slow on a busy two-core machine.
jest.setTimeout(30_000);

let f: LeadFixture;
let agent: { authorization: string };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeAll(async () => {
  f = await buildLeadApp(messagesConfig());
  agent = bearer(await f.t.signIn(f.agent.username, f.agent.password));
  // Three people (the same mobile on the same listing within 10 minutes would be one lead).
  for (const [index, name] of ['Early Lead', 'Middle Lead', 'Late Lead'].entries()) {
    await enquire(f.t, f.listingId, { name, mobile: `987650120${index}` });
  }
  // They arrived 3 hours, 2 hours and 10 minutes ago.
  for (const [name, minutes] of [
    ['Early Lead', 180],
    ['Middle Lead', 120],
    ['Late Lead', 10],
  ] as const) {
    await f.t.db
      .updateTable('enquiries')
      .set({ created_at: minutesAgo(minutes) })
      .where('name', '=', name)
      .execute();
  }
});

afterAll(async () => {
  await f?.t.close();
});

const idOf = async (name: string) =>
  (
    await f.t.db
      .selectFrom('enquiries')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
const summary = async () =>
  (
    await f.t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: agent })
  ).json<DashboardSummary>();
const setStatus = async (name: string, status: string) =>
  f.t.app.inject({
    method: 'PATCH',
    url: `/api/enquiries/${await idOf(name)}`,
    headers: agent,
    payload: { status },
  });

describe('time to first reply', () => {
  it('counts the leads waiting over an hour, with no median before any reply', async () => {
    expect(await summary()).toMatchObject({ waitingOverHour: 2, medianFirstReplyMinutes: null });
  });

  it('lists the waiting leads first, longest waiting first, when asked', async () => {
    const response = await f.t.app.inject({
      method: 'GET',
      url: '/api/enquiries?sort=waiting',
      headers: agent,
    });
    expect(response.json<InboxEnquiry[]>().map((row) => row.name)).toEqual([
      'Early Lead',
      'Middle Lead',
      'Late Lead',
    ]);
  });

  it('records the first status change as the reply, and only the first', async () => {
    await setStatus('Early Lead', 'contacted');
    const [first] = await f.t.db
      .selectFrom('enquiries')
      .select('first_replied_at')
      .where('name', '=', 'Early Lead')
      .execute();
    expect(first?.first_replied_at).not.toBeNull();
    await setStatus('Early Lead', 'closed');
    const [again] = await f.t.db
      .selectFrom('enquiries')
      .select('first_replied_at')
      .where('name', '=', 'Early Lead')
      .execute();
    expect(again?.first_replied_at).toBe(first?.first_replied_at);
  });

  it('shows the week’s median reply and fewer leads waiting once one is answered', async () => {
    await setStatus('Middle Lead', 'contacted');
    expect(await summary()).toMatchObject({ waitingOverHour: 0, medianFirstReplyMinutes: 150 });
    const response = await f.t.app.inject({
      method: 'GET',
      url: '/api/enquiries?sort=waiting',
      headers: agent,
    });
    expect(response.json<InboxEnquiry[]>()[0]).toMatchObject({
      name: 'Late Lead',
      first_replied_at: null,
    });
  });

  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(medianMinutes([60, 600, 6000])).toBe(10);
    expect(medianMinutes([60, 180])).toBe(2);
    expect(medianMinutes([])).toBeNull();
  });
});

describe('GET /api/enquiries/:id', () => {
  it('opens one lead for its agent, with its alerts, and refuses another agent', async () => {
    const id = await idOf('Late Lead');
    const own = await f.t.app.inject({
      method: 'GET',
      url: `/api/enquiries/${id}`,
      headers: agent,
    });
    expect(own.json()).toMatchObject({
      id,
      name: 'Late Lead',
      alerts: { sent: 0, pending: 3, failed: 0 },
    });
    const other = await f.t.createUser();
    const response = await f.t.app.inject({
      method: 'GET',
      url: `/api/enquiries/${id}`,
      headers: bearer(await f.t.signIn(other.username, other.password)),
    });
    expect(response.statusCode).toBe(403);
  });
});
