import { getDummyHash, hashPassword, verifyPassword } from '../../src/lib/password';
import { generateToken, hashToken } from '../../src/lib/tokens';

it('stores scrypt hashes self-describing with a random salt', async () => {
  const first = await hashPassword('secret12', 1024);
  const second = await hashPassword('secret12', 1024);
  expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  expect(first).not.toBe(second);
  await expect(verifyPassword('secret12', first)).resolves.toBe(true);
  await expect(verifyPassword('secret13', first)).resolves.toBe(false);
});

it('uses N=2^17, r=8, p=1 at the production cost', async () => {
  const hash = await hashPassword('secret12', 131072);
  expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
  await expect(verifyPassword('secret12', hash)).resolves.toBe(true);
});

it('never matches a malformed stored hash', async () => {
  for (const stored of ['', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$10$8$1$abc$def']) {
    await expect(verifyPassword('anything', stored)).resolves.toBe(false);
  }
});

it('makes the dummy hash once per cost', async () => {
  expect(await getDummyHash(1024)).toBe(await getDummyHash(1024));
});

it('makes 256-bit url-safe tokens and stores their sha256', () => {
  const token = generateToken();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(generateToken()).not.toBe(token);
  expect(hashToken(token)).toMatch(/^[a-f0-9]{64}$/);
});
