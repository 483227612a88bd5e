import { createLoginThrottle } from '../../src/plugins/login-throttle';
import type { HttpError } from '../../src/lib/http-error';

function blocked(assert: () => void): HttpError | null {
  try {
    assert();
    return null;
  } catch (error) {
    return error as HttpError;
  }
}

it('blocks a key after the 5th failure and lets it through once the window has passed', () => {
  let now = 1_000_000;
  const throttle = createLoginThrottle(5, 15 * 60_000, () => now);
  for (let i = 0; i < 4; i += 1) throttle.recordFailure(['account:a']);
  expect(blocked(() => throttle.assertAllowed(['account:a']))).toBeNull();
  throttle.recordFailure(['account:a']);
  const error = blocked(() => throttle.assertAllowed(['account:a', 'ip:1']));
  expect(error?.statusCode).toBe(429);
  expect(error?.headers).toEqual({ 'retry-after': '900' });

  now += 15 * 60_000 + 1;
  expect(blocked(() => throttle.assertAllowed(['account:a']))).toBeNull();
});

it('forgets an account on forgive, and keeps other keys apart', () => {
  const throttle = createLoginThrottle(2, 60_000);
  throttle.recordFailure(['account:a', 'ip:1']);
  throttle.recordFailure(['account:a', 'ip:1']);
  expect(blocked(() => throttle.assertAllowed(['account:b']))).toBeNull();
  throttle.forgive('account:a');
  expect(blocked(() => throttle.assertAllowed(['account:a']))).toBeNull();
  expect(blocked(() => throttle.assertAllowed(['ip:1']))?.statusCode).toBe(429);
});
