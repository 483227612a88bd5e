import { EMPTY_FILTERS, readFilters, toPropertyQuery, toSearchParams } from './filters';

describe('home search filters', () => {
  it('reads every filter from the URL query and trims it', () => {
    const filters = readFilters(
      new URLSearchParams(
        'q=%20baner%20&city=2&type=3&status=1&minPrice=100&maxPrice=900&sort=price_asc',
      ),
    );
    expect(filters).toEqual({
      q: 'baner',
      city: '2',
      type: '3',
      status: '1',
      minPrice: '100',
      maxPrice: '900',
      sort: 'price_asc',
    });
  });

  it('leaves empty values and the default sort out of the URL', () => {
    const params = toSearchParams({ ...EMPTY_FILTERS, q: 'flat', sort: 'newest', city: ' ' });
    expect(params.toString()).toBe('q=flat');
  });

  it('turns the filters into a paged server query', () => {
    const query = toPropertyQuery({
      ...EMPTY_FILTERS,
      q: 'flat',
      city: '2',
      minPrice: '1000000',
      sort: 'price_desc',
    });
    expect(query).toEqual({
      limit: 12,
      q: 'flat',
      city: 2,
      minPrice: 1_000_000,
      sort: 'price_desc',
    });
  });

  it('drops values a hand-edited URL got wrong instead of sending them', () => {
    const query = toPropertyQuery({
      ...EMPTY_FILTERS,
      city: 'abc',
      type: '-1',
      status: '1.5',
      maxPrice: '-3',
      sort: 'cheapest',
    });
    expect(query).toEqual({ limit: 12, sort: 'newest' });
  });
});
