import { randomBytes } from 'node:crypto';
import { buildConfig, type AppConfig, type MessagesConfig } from '../../../src/plugins/env';
import { bearer, build, NO_LIMITS, type TestApp, type TestUser } from '../../helpers/build';
import { insertProperty } from '../../helpers/fixtures';

/** A webhook secret in its `whsec_` form. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * The messages settings of a test app: channels as given, the worker's timer out of the way (the
 * tests run it with `app.outbox.runOnce()`), a site URL to find in the links.
 */
export function messagesConfig(settings: Partial<MessagesConfig> = {}): Partial<AppConfig> {
  return {
    ...NO_LIMITS,
    apiPublicUrl: 'https://api.broker.example',
    messages: {
      ...buildConfig({}).messages,
      siteUrl: 'https://broker.example',
      from: 'Pune Prime Properties <alerts@broker.example>',
      pollMs: 3_600_000,
      ...settings,
    },
  };
}

export interface LeadFixture {
  t: TestApp;
  agent: TestUser;
  /** The agent's listing: 2 BHK in Baner at 75 L. */
  listingId: number;
  cityId: number;
}

/** An app with a Baner city, an active agent with a listing, and the admin's e-mail set. */
export async function buildLeadApp(overrides: Partial<AppConfig>): Promise<LeadFixture> {
  const t = await build(overrides);
  await t.db
    .updateTable('users')
    .set({ email: 'owner@broker.example' })
    .where('id', '=', 1)
    .execute();
  const agent = await t.createUser({
    name: 'Asha Patil',
    email: 'asha@broker.example',
    mobile: '9822000001',
  });
  const city = await t.db
    .insertInto('cities')
    .values({ name: 'Baner', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const listing = await insertProperty(t.db, agent.id, {
    project_name: 'Green Acres',
    price: 7_500_000,
    bedrooms: 2,
    city_id: city.id,
  });
  return { t, agent, listingId: listing.id, cityId: city.id };
}

export const ENQUIRER = {
  occupation: 'individual',
  name: 'Ravi Kumar',
  mobile: '9876501234',
  email: 'Ravi.Kumar@example.com',
  cities: 'Pune',
  time: 'Evening',
  remark: 'Is parking <included>?',
  consent: true,
};

export async function enquire(t: TestApp, listingId: number, extra: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/master_table/connect',
    payload: { ...ENQUIRER, p_id: listingId, ...extra },
  });
  if (response.statusCode !== 201) throw new Error(`enquiry failed: ${response.body}`);
}

export async function adminAuth(t: TestApp) {
  return bearer(await t.signInAdmin());
}
