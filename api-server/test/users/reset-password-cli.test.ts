import { execFile } from 'node:child_process';
import path from 'node:path';
import { COMMON_PASSWORD_MESSAGE } from 'shared-api/contract';
import { ADMIN_PASSWORD, ADMIN_USERNAME, bearer, build, type TestApp } from '../helpers/build';

const CLI = path.resolve(__dirname, '..', '..', 'src', 'users', 'reset-password-cli.ts');

/** `npm run reset-password -- <args>` as the root script runs it, on the test's data folder. */
function runCli(
  t: TestApp,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      {
        env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: '', UPLOADS_STORE: '' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const signInStatus = async (t: TestApp, username: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } }))
    .statusCode;
const meStatus = async (t: TestApp, token: string) =>
  (await t.app.inject({ url: '/api/dashboard/summary', headers: bearer(token) })).statusCode;

// The CLI reads the API's settings; the test database is SQLite in the data folder it names.
const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;

onSqlite('npm run reset-password -- <username> [--password P]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('generates a password, prints it once, ends the sessions and lets the owner sign in', async () => {
    const token = await t.signInAdmin();
    expect(await meStatus(t, token)).toBe(200);
    const result = await runCli(t, [ADMIN_USERNAME]);
    expect(result.code).toBe(0);
    const printed = /Password: (\S+)/.exec(result.stdout)?.[1];
    expect(printed).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await meStatus(t, token)).toBe(401);
    expect(await signInStatus(t, ADMIN_USERNAME, ADMIN_PASSWORD)).toBe(401);
    expect(await signInStatus(t, ADMIN_USERNAME, printed!)).toBe(200);
  });

  it('sets the given password (any case of the username) and prints no password', async () => {
    const agent = await t.createUser();
    const result = await runCli(t, [
      agent.username.toUpperCase(),
      '--password',
      'Monsoon-Baner-47',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(/Password:/);
    expect(await signInStatus(t, agent.username, 'Monsoon-Baner-47')).toBe(200);
  });

  it('refuses a common or short password and an unknown username, changing nothing', async () => {
    const agent = await t.createUser();
    const common = await runCli(t, [agent.username, '--password', 'rahul123']);
    expect(common.code).toBe(1);
    expect(common.stderr).toContain(COMMON_PASSWORD_MESSAGE);
    // The account's own name and digits: the same rule as every form's.
    const own = await runCli(t, [agent.username, '--password', 'Agent2026']);
    expect(own.code).toBe(1);
    expect(own.stderr).toContain(COMMON_PASSWORD_MESSAGE);
    const short = await runCli(t, [agent.username, '--password', 'ab1']);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password must be at least 6 characters');
    expect(await signInStatus(t, agent.username, agent.password)).toBe(200);
    const unknown = await runCli(t, ['nobody-here']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the username "nobody-here".');
  });
});
