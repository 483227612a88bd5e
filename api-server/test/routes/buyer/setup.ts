import { bearer } from '../../helpers/build';
import { admin, cityId, t } from '../people/setup';

// A buyer test file's app is a people test file's: an admin, a city and an agent's listing.
export { admin, cityId, t, usePeopleApp as useBuyerApp } from '../people/setup';

export const BUYER_PASSWORD = 'Mango-Hill-42';

/**
 * A visitor registers on Post Requirement through the API (with `extra`, say a requirement), and
 * the admin enables the account in User Management: the buyer's id and e-mail.
 */
export async function registerBuyer(
  email: string,
  extra: object = {},
): Promise<{ id: number; email: string }> {
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/master_table/register_user',
    payload: {
      name: 'Sneha Patil',
      email,
      mobile: '9765432109',
      occupation: 'Engineer',
      cities: cityId,
      password: BUYER_PASSWORD,
      confirmpass: BUYER_PASSWORD,
      consent: true,
      ...extra,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  const enabled = await t.app.inject({
    method: 'PUT',
    url: `/api/master_table/toggle_user_status/${user.id}`,
    headers: admin,
  });
  if (enabled.json<{ isActive: boolean }>().isActive !== true) throw new Error('not enabled');
  return { id: user.id, email: email.toLowerCase() };
}

/** A registered, enabled buyer signed in: their `Authorization` header. */
export async function signInBuyer(email: string, extra: object = {}) {
  const buyer = await registerBuyer(email, extra);
  return { ...buyer, auth: bearer(await t.signIn(buyer.email, BUYER_PASSWORD)) };
}
