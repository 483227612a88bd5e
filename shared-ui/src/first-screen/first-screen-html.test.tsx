/**
 * @jest-environment node
 */
import styled from 'styled-components';
import { Link } from '../index';
import { firstScreenHtml } from './first-screen-html';

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.secondary};
`;

function Screen() {
  return (
    <section data-testid="hero">
      <Title id="title">Welcome</Title>
      <Link to="/aboutus">About</Link>
    </section>
  );
}

describe('firstScreenHtml', () => {
  const html = firstScreenHtml(<Screen />);

  it("writes the screen's rules with the theme in a plain style element before the markup", () => {
    const style = /^<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';
    const titleClass = /<h1 [^>]*class="(\w+)"/.exec(html)?.[1];

    expect(titleClass).toBeDefined();
    expect(style).toContain(`.${titleClass}{color:#1f3a5a;}`);
    // styled-components adopts and removes elements marked data-styled when the live site starts.
    expect(html).not.toContain('data-styled');
  });

  it('leaves out what belongs to the live page: component classes and test ids', () => {
    expect(html).not.toMatch(/\bsc-/);
    expect(html).not.toContain('data-testid');
    expect(html).toContain('<section>');
  });

  it('renders links through the router, as plain links that work before the site has started', () => {
    expect(html).toMatch(/<a [^>]*href="\/aboutus"[^>]*>About<\/a>/);
  });
});
