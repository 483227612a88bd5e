import {
  EMPTY_FILTERS,
  readBedroomCounts,
  readFilters,
  toPropertyQuery,
  toSearchParams,
} from './filters';

describe('home search filters', () => {
  it('reads every filter from the URL query and trims it', () => {
    const filters = readFilters(
      new URLSearchParams(
        'q=%20baner%20&city=2&type=3&status=1&minPrice=100&maxPrice=900&bhk=2,3&minArea=600&maxArea=1200&sort=price_asc',
      ),
    );
    expect(filters).toEqual({
      q: 'baner',
      city: '2',
      type: '3',
      status: '1',
      minPrice: '100',
      maxPrice: '900',
      bhk: '2,3',
      minArea: '600',
      maxArea: '1200',
      sort: 'price_asc',
    });
  });

  it('leaves empty values and the default sort out of the URL', () => {
    const params = toSearchParams({ ...EMPTY_FILTERS, q: 'flat', sort: 'newest', city: ' ' });
    expect(params.toString()).toBe('q=flat');
  });

  it('keeps the bedrooms and carpet area in the URL, and reads them back', () => {
    const filters = { ...EMPTY_FILTERS, bhk: '2,3', minArea: '600', maxArea: '1200' };
    const params = toSearchParams(filters);
    expect(params.get('bhk')).toBe('2,3');
    expect(readFilters(params)).toEqual(filters);
    // A hand-typed link with a literal comma reads the same.
    expect(readFilters(new URLSearchParams('bhk=2,3')).bhk).toBe('2,3');
  });

  it('sends the bedrooms as counts and the carpet area as sq.ft. (0 is 1 RK)', () => {
    const query = toPropertyQuery({
      ...EMPTY_FILTERS,
      bhk: '3,0,3',
      minArea: '450.5',
      maxArea: '900',
    });
    expect(query).toEqual({ limit: 12, bhk: [0, 3], minArea: 450.5, maxArea: 900, sort: 'newest' });
  });

  it('keeps only the bedroom counts from 0 to 10 of a hand-edited list', () => {
    expect(readBedroomCounts('2, 11,x,-1,1.5,10,2')).toEqual([2, 10]);
    expect(readBedroomCounts('')).toEqual([]);
    expect(
      toPropertyQuery({ ...EMPTY_FILTERS, bhk: 'x,12', minArea: '-5', maxArea: 'big' }),
    ).toEqual({ limit: 12, sort: 'newest' });
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
