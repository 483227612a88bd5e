import { clampPage, getPageOffset, parsePage } from './paging';

describe('listing table paging', () => {
  it('reads positive whole page numbers from the URL and treats anything else as page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('99999999999999999999')).toBe(1);
  });

  it('turns a 1-based page into the server offset', () => {
    expect(getPageOffset(1, 10)).toBe(0);
    expect(getPageOffset(3, 10)).toBe(20);
  });

  it('falls back to the last page when the page is past the end', () => {
    expect(clampPage(3, 25, 10)).toBe(3);
    expect(clampPage(4, 25, 10)).toBe(3);
    expect(clampPage(3, 20, 10)).toBe(2);
    expect(clampPage(5, 0, 10)).toBe(1);
  });
});
