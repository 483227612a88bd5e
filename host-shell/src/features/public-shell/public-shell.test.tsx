import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMockRemote } from '../../testing/remote-page-mock';
import { renderApp } from '../../testing/render-app';
import { AGENT, BUYER, TEST_CONFIG } from '../../testing/runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

beforeEach(() => jest.mocked(loadRemote).mockImplementation(loadMockRemote));
afterEach(() => localStorage.clear());

function getMainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('public navigation', () => {
  it('lists the product’s links with Login for a visitor and marks the current page', async () => {
    renderApp({ route: '/contact' });
    await screen.findByRole('heading', { name: 'Remote page mfe_public/contact' });

    const links = within(getMainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'About',
      'Home Loan',
      'Contact',
      'Post Requirement',
      'Login',
    ]);
    expect(within(getMainNav()).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(getMainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('links the shortlist with its count once it holds a property, and follows other tabs', async () => {
    localStorage.setItem('shortlist', '[4,9]');
    renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'Remote page mfe_public/home' });
    expect(within(getMainNav()).getByRole('link', { name: 'Shortlist (2)' })).toHaveAttribute(
      'href',
      '/shortlist',
    );
    act(() => {
      localStorage.setItem('shortlist', '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'shortlist' }));
    });
    expect(within(getMainNav()).queryByRole('link', { name: /Shortlist/ })).not.toBeInTheDocument();
  });

  it('shows a signed-in user Dashboard instead of Login', async () => {
    renderApp({ route: '/', user: AGENT });
    await screen.findByRole('heading', { name: 'Remote page mfe_public/home' });

    expect(within(getMainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(getMainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows a signed-in buyer My requirement, never Dashboard', async () => {
    renderApp({ route: '/', user: BUYER });
    await screen.findByRole('heading', { name: 'Remote page mfe_public/home' });

    expect(within(getMainNav()).getByRole('link', { name: 'My requirement' })).toHaveAttribute(
      'href',
      '/my_requirement',
    );
    expect(within(getMainNav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(getMainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('opens the slide-out menu from the keyboard, moves focus into it, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'Remote page mfe_public/home' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'public-menu');

    toggle.focus();
    await user.keyboard('{Enter}');

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(getMainNav()).getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the slide-out menu when a link is chosen', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    const toggle = await screen.findByRole('button', { name: 'Menu' });

    await user.click(toggle);
    await user.click(within(getMainNav()).getByRole('link', { name: 'About' }));

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      await screen.findByRole('heading', { name: 'Remote page mfe_public/about' }),
    ).toBeInTheDocument();
  });

  it('starts every page with a skip link to the main content', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'Remote page mfe_public/home' });

    await user.tab();

    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('public footer', () => {
  it("shows the broker's address, phone, e-mail, quick links, social links and copyright", async () => {
    renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'Remote page mfe_public/home' });
    const footer = screen.getByRole('contentinfo');
    const { site } = TEST_CONFIG;

    expect(within(footer).getByText(new RegExp(site.address.street))).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      'tel:+919822012345',
    );
    expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Home Loan', 'Contact', 'Post Requirement']);
    expect(within(footer).getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      site.social.youtube,
    );
    expect(within(footer).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      site.social.instagram,
    );
    expect(within(footer).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      site.social.facebook,
    );
    expect(within(footer).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      site.social.whatsapp,
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${site.brokerName}`);
  });

  it("quotes the broker's RERA agent registration number with the authority's name", async () => {
    renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'Remote page mfe_public/home' });
    const { rera } = TEST_CONFIG.site;
    expect(
      within(screen.getByRole('contentinfo')).getByText(
        `${rera.authority} Agent Registration No. ${rera.agentNumber}`,
      ),
    ).toBeInTheDocument();
  });
});
