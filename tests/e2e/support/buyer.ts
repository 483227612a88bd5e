import { apiSignIn, getLookups, type ApiSession } from './product-api';
import type { StartedProduct } from './start-product';

/**
 * A visitor registers on Post Requirement through the API, with a requirement any 2 BHK fits, and
 * the admin enables the account: the buyer's session (decision 094).
 */
export async function createBuyerSession(
  product: StartedProduct,
  handle: string,
): Promise<ApiSession> {
  const lookups = await getLookups(product);
  const city = lookups.cities[0];
  if (!city) throw new Error('the demo data has no city');
  const email = `${handle}@buyers.example.in`;
  const password = `Pw-${handle}-2026`;
  const registered = await fetch(`${product.apiUrl}/api/master_table/register_user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `Buyer ${handle}`,
      email,
      mobile: '9890012345',
      occupation: 'Engineer',
      cities: city.id,
      password,
      confirmpass: password,
      consent: true,
      requirement: {
        purpose: 'buy',
        bedrooms: [2],
        budgetFrom: 1_000_000,
        budgetTo: 500_000_000,
        possession: 'any',
      },
    }),
  });
  if (!registered.ok) throw new Error(`registering ${handle}: ${await registered.text()}`);
  const admin = await apiSignIn(product, product.admin);
  const users = (await (
    await fetch(`${product.apiUrl}/api/master_table/get_users`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    })
  ).json()) as { id: number; email: string }[];
  const account = users.find((user) => user.email === email);
  if (!account) throw new Error(`${email} is not in the user list`);
  await fetch(`${product.apiUrl}/api/master_table/toggle_user_status/${account.id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  return apiSignIn(product, { username: email, password });
}
