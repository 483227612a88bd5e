import { AnswerCache } from '../../src/lib/answer-cache';

function setup(maxChars = 100) {
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

  it('holds at most maxChars of bodies, dropping the least recently used first', () => {
    const { cache } = setup(10);
    const now = cache.version();
    cache.set('a', answer('aaaa'), now);
    cache.set('b', answer('bbbb'), now);
    expect(cache.get('a')).toBeDefined();
    cache.set('c', answer('cccc'), now);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    cache.set('huge', answer('x'.repeat(11)), now);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('replaces an answer stored again under the same key', () => {
    const { cache } = setup(10);
    const now = cache.version();
    cache.set('a', answer('aaaaaa'), now);
    cache.set('a', answer('bbbbbb', 2), now);
    cache.set('c', answer('cccc'), now);
    expect(cache.get('a')).toEqual(answer('bbbbbb', 2));
    expect(cache.get('c')).toBeDefined();
  });
});
