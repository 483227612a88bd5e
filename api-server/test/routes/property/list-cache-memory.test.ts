import { createListCache, type ListAnswer } from '../../../src/routes/property/list-cache';

// The public list's answers in memory (decision 079), apart from the route: a version that moves
// when `write` is called, and reads that count their calls.
type ListCache = ReturnType<typeof createListCache>;

// An entry costs its key, its body and 64 characters: 'a' with 'aaaa' costs 69.
function setup(maxChars = 1000) {
  let version = 0;
  const cache = createListCache(() => version, maxChars);
  return {
    cache,
    write: () => {
      version += 1;
    },
  };
}

const answer = (body: string, total = 1): ListAnswer => ({ body, total });

/** A read that answers `body` and counts its calls. */
function reader(body: string, total = 1) {
  const read = jest.fn(() => Promise.resolve(answer(body, total)));
  return read;
}

/** Reads and keeps `body` under `key`. */
async function store(cache: ListCache, key: string, body: string, total = 1) {
  await cache(key, reader(body, total));
}

class Missed extends Error {}

/** What the cache holds for `key` now, or undefined: its read fails, so it keeps nothing. */
async function kept(cache: ListCache, key: string): Promise<ListAnswer | undefined> {
  try {
    return await cache(key, () => Promise.reject(new Missed()));
  } catch (error) {
    if (error instanceof Missed) return undefined;
    throw error;
  }
}

describe('the list cache', () => {
  it('reads once, then gives back the kept answer while the data version stays', async () => {
    const { cache } = setup();
    const read = reader('[1]');
    expect(await cache('a', read)).toEqual(answer('[1]'));
    expect(await cache('a', read)).toEqual(answer('[1]'));
    expect(read).toHaveBeenCalledTimes(1);
    expect(await kept(cache, 'b')).toBeUndefined();
  });

  it('gives back a kept answer synchronously when the version is read synchronously', async () => {
    const { cache } = setup();
    await store(cache, 'a', '[1]');
    expect(cache('a', reader('[2]'))).toEqual(answer('[1]'));
  });

  it('works the same with a version read asynchronously', async () => {
    let version = 0;
    const cache = createListCache(() => Promise.resolve(version), 1000);
    await store(cache, 'a', '[1]');
    expect(await kept(cache, 'a')).toEqual(answer('[1]'));
    version += 1;
    expect(await kept(cache, 'a')).toBeUndefined();
  });

  it('drops every answer once the data changed', async () => {
    const { cache, write } = setup();
    await store(cache, 'a', '[1]');
    write();
    expect(await kept(cache, 'a')).toBeUndefined();
  });

  it('does not keep an answer whose data changed while it was read', async () => {
    const { cache, write } = setup();
    let finish: (value: ListAnswer) => void = () => undefined;
    const slow = cache('a', () => new Promise<ListAnswer>((resolve) => (finish = resolve)));
    write();
    // Another request sees the new version while the first read is still under way.
    expect(await kept(cache, 'b')).toBeUndefined();
    finish(answer('[stale]'));
    expect(await slow).toEqual(answer('[stale]'));
    expect(await kept(cache, 'a')).toBeUndefined();
  });

  it('reads once for every caller that missed at the same version, apart at another', async () => {
    const { cache, write } = setup();
    const read = reader('[1]');
    const burst = await Promise.all([cache('a', read), cache('a', read)]);
    expect(burst).toEqual([answer('[1]'), answer('[1]')]);
    expect(read).toHaveBeenCalledTimes(1);
    write();
    void cache('a', () => new Promise<ListAnswer>(() => undefined));
    write();
    expect(await cache('a', read)).toEqual(answer('[1]'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('fails every caller that shared a failed read, and keeps nothing from it', async () => {
    const { cache } = setup();
    const failing = jest.fn(() => Promise.reject(new Error('database gone')));
    const burst = await Promise.allSettled([cache('a', failing), cache('a', failing)]);
    expect(burst.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    const read = reader('[1]');
    expect(await cache('a', read)).toEqual(answer('[1]'));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('holds at most maxChars of keys and bodies, dropping the least recently used first', async () => {
    const { cache } = setup(150);
    await store(cache, 'a', 'aaaa');
    await store(cache, 'b', 'bbbb');
    expect(await kept(cache, 'a')).toBeDefined();
    await store(cache, 'c', 'cccc');
    expect(await kept(cache, 'b')).toBeUndefined();
    expect(await kept(cache, 'a')).toBeDefined();
    expect(await kept(cache, 'c')).toBeDefined();
    await store(cache, 'huge', 'x'.repeat(100));
    expect(await kept(cache, 'huge')).toBeUndefined();
    expect(await kept(cache, 'a')).toBeDefined();
  });

  it('counts empty answers to distinct queries against the bound', async () => {
    const { cache } = setup(1000);
    for (let index = 0; index < 100; index += 1) await store(cache, `q=${index}`, '[]', 0);
    let held = 0;
    for (let index = 0; index < 100; index += 1) {
      if (await kept(cache, `q=${index}`)) held += 1;
    }
    expect(held).toBeLessThanOrEqual(1000 / 64);
    expect(await kept(cache, 'q=99')).toBeDefined();
  });
});
