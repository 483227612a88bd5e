import { COMMON_PASSWORD_MESSAGE } from 'shared-api/contract';
import { containsSecret } from '../../helpers/assertions';
import { bearer } from '../../helpers/build';
import { call, t, useUsersApp, valid } from './setup';

useUsersApp();

describe('add_user', () => {
  it('creates an active agent who can sign in, and answers 201 with its id', async () => {
    const response = await call('POST', 'add_user', valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'User added successfully',
      id: expect.any(Number) as unknown,
    });
    const token = await t.signIn('priya', 'Lotus-Park-17');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ role: 'agent', name: 'Priya Kulkarni' });
  });

  it("refuses a staff password that is common or the person's own name and digits, as a buyer's (400)", async () => {
    for (const password of ['rahul123', 'sneha123']) {
      const response = await call('POST', 'add_user', {
        ...valid,
        name: 'Sneha Kulkarni',
        email: 'sneha@example.com',
        username: 'sneha',
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
        password: COMMON_PASSWORD_MESSAGE,
      });
    }
  });

  it('refuses a repeated e-mail or username with 409 and a field error', async () => {
    await call('POST', 'add_user', { ...valid, email: 'dup@example.com', username: 'dupuser' });
    const email = await call('POST', 'add_user', {
      ...valid,
      email: 'DUP@example.com',
      username: 'fresh1',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({
      message: 'Email is already registered',
      errors: { email: 'Email is already registered' },
    });
    const username = await call('POST', 'add_user', {
      ...valid,
      email: 'fresh@example.com',
      username: 'DupUser',
    });
    expect(username.statusCode).toBe(409);
    expect(username.json()).toEqual({
      message: 'Username is already taken',
      errors: { username: 'Username is already taken' },
    });
  });

  it.each([
    ['name', '', 'Full Name is required'],
    ['name', '   ', 'Full Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'not an email', 'Invalid email format'],
    ['email', 'a b@example.com', 'Invalid email format'],
    ['mobile', '', 'Phone Number is required'],
    ['mobile', '98220', 'Invalid phone number (10 digits required)'],
    ['mobile', '98220abcde', 'Invalid phone number (10 digits required)'],
    ['username', ' ', 'Username is required'],
    ['password', '', 'Password is required'],
    ['password', '      ', 'Password is required'],
    ['password', 'abc12', 'Password must be at least 6 characters'],
  ])('answers 400 when %s is %j: "%s"', async (field, value, message) => {
    const response = await call('POST', 'add_user', { ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
  });

  it('reports every invalid field at once, first message as the message', async () => {
    const response = await call('POST', 'add_user', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Full Name is required',
      errors: {
        name: 'Full Name is required',
        email: 'Email is required',
        mobile: 'Phone Number is required',
        username: 'Username is required',
        password: 'Password is required',
      },
    });
  });

  it('drops unknown fields: a client cannot make itself an admin', async () => {
    const response = await call('POST', 'add_user', {
      ...valid,
      email: 'sneaky@example.com',
      username: 'sneaky',
      role: 'admin',
      is_active: 0,
      id: 1,
    });
    expect(response.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('users')
      .select(['id', 'role', 'is_active'])
      .where('username', '=', 'sneaky')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'agent', is_active: 1 });
    expect(row.id).not.toBe(1);
  });

  it('answers 400, never 500, for wrong types', async () => {
    for (const payload of [
      { ...valid, name: 42 },
      { ...valid, email: { a: 1 } },
      { ...valid, password: ['x'] },
      { ...valid, remarks: 7 },
    ]) {
      const response = await call('POST', 'add_user', payload);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('get_users', () => {
  it('lists users with isActive as a boolean and remark, never a password or hash', async () => {
    await t.createUser({ isActive: false, remark: 'waiting' });
    const response = await call('GET', 'get_users');
    expect(response.statusCode).toBe(200);
    const rows = response.json<Record<string, unknown>[]>();
    expect(rows[0]).toMatchObject({ id: 1, role: 'admin', isActive: true });
    expect(rows.some((row) => row.isActive === false && row.remark === 'waiting')).toBe(true);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'created_at',
        'email',
        'id',
        'isActive',
        'mobile',
        'name',
        'remark',
        'role',
        'username',
        'whatsapp',
        'whatsappOptIn',
      ].sort(),
    );
    expect(containsSecret(response.body)).toBe(false);
  });
});
