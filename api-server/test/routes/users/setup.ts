import { build, bearer, type TestApp } from '../../helpers/build';

// The app of a user-management test file; set by useUsersApp's beforeAll (the test files read
// these bindings inside their tests, after it ran).
export let t: TestApp;
export let admin: string;

/** A fresh app and the administrator's token, for one test file. */
export function useUsersApp(): void {
  beforeAll(async () => {
    t = await build();
    admin = await t.signInAdmin();
  });
  afterAll(async () => {
    await t.close();
  });
}

export const base = '/api/master_table';
export const valid = {
  name: 'Priya Kulkarni',
  email: 'priya@example.com',
  mobile: '9822012345',
  username: 'priya',
  password: 'Lotus-Park-17',
  remarks: 'Baner office',
};

export function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = admin,
) {
  return t.app.inject({
    method,
    url: `${base}/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}
