import { insertProperty } from '../../helpers/fixtures';
import { bearer } from '../../helpers/build';
import { base, call, t, useUsersApp, valid } from './setup';

useUsersApp();

describe('update_user', () => {
  it('updates details and keeps the password when it is empty', async () => {
    const user = await t.createUser();
    const response = await call('PUT', `update_user/${user.id}`, {
      ...valid,
      email: `${user.username}@new.example.com`,
      username: user.username,
      password: '',
      remarks: 'moved to Wakad',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User updated successfully' });
    const token = await t.signIn(user.username, user.password);
    expect(token).toEqual(expect.any(String));
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: valid.name, remark: 'moved to Wakad', mobile: valid.mobile });
  });

  it('sets a new password, and the user’s existing sessions end', async () => {
    const user = await t.createUser();
    const oldToken = await t.signIn(user.username, user.password);
    const response = await call('PUT', `update_user/${user.id}`, {
      ...valid,
      email: user.email,
      username: user.username,
      password: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(oldToken),
    });
    expect(me.statusCode).toBe(401);
    await expect(t.signIn(user.username, user.password)).rejects.toThrow(/401/);
    await expect(t.signIn(user.username, 'brand-new-pass')).resolves.toEqual(expect.any(String));
  });

  it('answers 400 for a short new password, 404 for an unknown user, 409 for another’s e-mail', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const short = await call('PUT', `update_user/${user.id}`, {
      ...valid,
      email: user.email,
      username: user.username,
      password: 'abc',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'Password must be at least 6 characters',
      errors: { password: 'Password must be at least 6 characters' },
    });
    const missing = await call('PUT', 'update_user/99999', { ...valid, password: '' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });
    const taken = await call('PUT', `update_user/${user.id}`, {
      ...valid,
      email: other.email,
      username: user.username,
      password: '',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: { email: 'Email is already registered' } });
  });
});

describe('toggle_user_status', () => {
  it('disables (ending the user’s sessions at once) and enables, answering the stored value', async () => {
    const user = await t.createUser();
    const token = await t.signIn(user.username, user.password);
    const off = await call('PUT', `toggle_user_status/${user.id}`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'User disabled successfully', isActive: false });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    await expect(t.signIn(user.username, user.password)).rejects.toThrow(/401/);

    const on = await call('PUT', `toggle_user_status/${user.id}`);
    expect(on.json()).toEqual({ message: 'User enabled successfully', isActive: true });
    await expect(t.signIn(user.username, user.password)).resolves.toEqual(expect.any(String));
  });

  it('refuses to disable the administrator with 403', async () => {
    const response = await call('PUT', 'toggle_user_status/1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'The administrator account cannot be disabled' });
    const row = await t.db
      .selectFrom('users')
      .select('is_active')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(1);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call('PUT', 'toggle_user_status/424242')).statusCode).toBe(404);
  });
});

describe('delete_user', () => {
  it('deletes the user, ends their sessions and hands their properties and enquiries to the admin', async () => {
    const user = await t.createUser();
    const token = await t.signIn(user.username, user.password);
    const property = await insertProperty(t.db, user.id);
    await t.app.inject({
      method: 'POST',
      url: `${base}/connect`,
      payload: {
        occupation: 'individual',
        name: 'Rahul',
        mobile: '9000000000',
        email: 'rahul@example.com',
        cities: 'Baner',
        time: 'Morning',
        p_id: property.id,
        consent: true,
      },
    });
    const response = await call('DELETE', `delete_user/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully' });
    const owner = await t.db
      .selectFrom('properties')
      .select('created_by')
      .where('id', '=', property.id)
      .executeTakeFirstOrThrow();
    expect(owner.created_by).toBe(1);
    const leads = await t.db
      .selectFrom('enquiries')
      .select('user_id')
      .where('property_id', '=', property.id)
      .execute();
    expect(leads).toEqual([{ user_id: 1 }]);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect((await call('DELETE', `delete_user/${user.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete the administrator with 403', async () => {
    const response = await call('DELETE', 'delete_user/1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'The administrator account cannot be deleted' });
  });
});
