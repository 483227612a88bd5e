/**
 * @jest-environment node
 */
import { pageAddress } from './page-address';

describe('the address a page is rendered and kept as', () => {
  it.each([
    '/details/42?utm_source=whatsapp&utm_medium=social',
    '/details/42?fbclid=IwAR0abc',
    '/details/42?gclid=Cj0KCQ&msclkid=9f8e',
    '/details/42?anything=else',
    '/details/42',
  ])('is the bare path for a property page asked as %s', (url) => {
    expect(pageAddress(url)).toBe('/details/42');
  });

  it("keeps the home page's search and filters, in a fixed order, without tracking parameters", () => {
    expect(
      pageAddress(
        '/?utm_source=fb&sort=price_asc&bhk=3,2&city=4&q=%20Baner%20&fbclid=x&maxPrice=9000000',
      ),
    ).toBe('/?q=Baner&city=4&maxPrice=9000000&bhk=2%2C3&sort=price_asc');
  });

  it('gives one address to the same search asked in another order', () => {
    expect(pageAddress('/?type=2&city=4')).toBe(pageAddress('/?city=4&type=2&gclid=1'));
  });

  it('drops a filter value the page would not send, and the default sort', () => {
    expect(pageAddress('/?city=abc&minPrice=-5&bhk=99&sort=newest&status=0')).toBe('/');
    expect(pageAddress('/?sort=cheapest&minArea=650')).toBe('/?minArea=650');
  });

  it("keeps a comparison's property ids, each once, in the order asked", () => {
    expect(pageAddress('/compare?ids=12,3,12,x&utm_campaign=diwali')).toBe('/compare?ids=12%2C3');
    expect(pageAddress('/compare?utm_campaign=diwali')).toBe('/compare');
  });

  it('keeps no query for the pages that read none, staff pages and unknown addresses', () => {
    expect(pageAddress('/contact?utm_source=x')).toBe('/contact');
    expect(pageAddress('/login?ended=1')).toBe('/login');
    expect(pageAddress('/table_detail?page=3')).toBe('/table_detail');
    expect(pageAddress('/no-such-page?q=1')).toBe('/no-such-page');
  });
});
