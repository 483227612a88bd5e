import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('shows the invitation, address, e-mail, phone, RERA agent number, WhatsApp and the sandboxed map', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByText('Office 12, Shreeji Heights, FC Road')).toBeInTheDocument();
    expect(screen.getByText('Near Goodluck Chowk')).toBeInTheDocument();
    expect(screen.getByText('Deccan Gymkhana, Pune 411004')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@test-realty.example' })).toHaveAttribute(
      'href',
      'mailto:hello@test-realty.example',
    );
    expect(screen.getByRole('link', { name: '+91 98220 12345' })).toHaveAttribute(
      'href',
      'tel:+919822012345',
    );
    expect(
      screen.getByRole('link', { name: 'Chat with us on WhatsApp' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/919822012345\?text=/);

    expect(screen.getByText(/Agent Registration No\./)).toHaveTextContent(
      'MahaRERA Agent Registration No. A52100099999 (maharera.maharashtra.gov.in)',
    );
    expect(screen.getByRole('link', { name: 'maharera.maharashtra.gov.in' })).toHaveAttribute(
      'href',
      'https://maharera.maharashtra.gov.in',
    );

    const map = screen.getByTitle('Map: Test Realty office');
    expect(map).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=test');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(map.getAttribute('sandbox')).toContain('allow-scripts');
    expect(document.title).toBe('Contact | Test Realty');
  });
});
