import { AnswerCache } from '../../src/lib/answer-cache';

// An entry costs its key, its body and 64 characters: 'a' with 'aaaa' costs 69.
function setup(maxChars = 1000) {
  let version = 0;
  const cache = new AnswerCache(() => version, maxChars);
  return {
    cache,
    write: () => {
      version += 1;
    },
  };
}

const answer = (body: string, total = 1) => ({ body, total });

describe('AnswerCache', () => {
  it('gives back an answer stored at the current data version', () => {
    const { cache } = setup();
    cache.set('a', answer('[1]'), cache.version());
    expect(cache.get('a')).toEqual(answer('[1]'));
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops every answer once the data changed', () => {
    const { cache, write } = setup();
    cache.set('a', answer('[1]'), cache.version());
    write();
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses an answer whose data changed while it was read', () => {
    const { cache, write } = setup();
    const readAt = cache.version();
    write();
    cache.set('a', answer('[stale]'), readAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most maxChars of keys and bodies, dropping the least recently used first', () => {
    const { cache } = setup(150);
    const now = cache.version();
    cache.set('a', answer('aaaa'), now);
    cache.set('b', answer('bbbb'), now);
    expect(cache.get('a')).toBeDefined();
    cache.set('c', answer('cccc'), now);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    cache.set('huge', answer('x'.repeat(100)), now);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
  });

  it('counts empty answers to distinct queries against the bound', () => {
    const { cache } = setup(1000);
    const now = cache.version();
    for (let index = 0; index < 100; index += 1) cache.set(`q=${index}`, answer('[]', 0), now);
    const kept = Array.from({ length: 100 }, (_, index) => cache.get(`q=${index}`)).filter(Boolean);
    expect(kept.length).toBeLessThanOrEqual(1000 / 64);
    expect(cache.get('q=99')).toBeDefined();
  });

  it('replaces an answer stored again under the same key', () => {
    const { cache } = setup(150);
    const now = cache.version();
    cache.set('a', answer('aaaaaa'), now);
    cache.set('a', answer('bbbbbb', 2), now);
    cache.set('c', answer('cccc'), now);
    expect(cache.get('a')).toEqual(answer('bbbbbb', 2));
    expect(cache.get('c')).toBeDefined();
  });
});
