import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it("shows the broker's profile, claims, social links, thanks and keywords from the site config", () => {
    renderWithProviders(<AboutPage />, { route: '/aboutus' });

    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Asha Broker' })).toBeInTheDocument();
    const highlights = within(screen.getByRole('list', { name: 'Highlights' }));
    expect(highlights.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '25+ Years of Experience',
      'Property Expert in Pune',
      'Founder of Test Realty',
      '100+ Deals Closed',
    ]);
    expect(screen.getByText('We deal only in approved properties.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@test',
    );

    const thanks = screen.getByRole('region', { name: 'Special Thanks' });
    expect(within(thanks).getByText('First Helper')).toBeInTheDocument();
    expect(within(thanks).getByText('Second Helper')).toBeInTheDocument();
    expect(screen.getByText('2 BHK in Kothrud')).toBeInTheDocument();
    expect(screen.getByText('plots in Wagholi')).toBeInTheDocument();
    expect(document.title).toBe('About Us | Test Realty');
  });
});
