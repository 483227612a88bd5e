import { screen, waitFor, within } from '@testing-library/react';
import { toString as qrSvg } from 'qrcode';
import { TEST_RUNTIME_CONFIG } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { makeDetail } from '../../../testing/fixtures';
import { PropertySummary } from './property-summary';
import { RERA_QR_OPTIONS } from './rera-registration';

const NUMBER = 'P52100054321';
const QR_NAME = `QR code: RERA registration ${NUMBER} on MahaRERA`;

describe('the RERA registration in the property summary', () => {
  it("shows the number, the authority's website and a QR code of the authority's page", async () => {
    renderWithProviders(<PropertySummary property={makeDetail({ rera_number: NUMBER })} />);
    const block = screen.getByRole('region', { name: 'MahaRERA registration' });
    expect(within(block).getByText('MahaRERA Registration No.')).toBeInTheDocument();
    expect(within(block).getByText(NUMBER)).toBeInTheDocument();
    expect(
      within(block).getByRole('link', { name: 'maharera.maharashtra.gov.in' }),
    ).toHaveAttribute('href', TEST_RUNTIME_CONFIG.site.rera.website);

    // The encoder's very drawing of the authority's page for this number (the site's projectUrl),
    // an <svg> element, drawn once the lazily loaded encoder has arrived.
    const expected = await qrSvg(
      `https://maharera.example/projects?rera_reg_no=${NUMBER}`,
      RERA_QR_OPTIONS,
    );
    expect(expected).toMatch(/^<svg /);
    const qr = within(block).getByRole('img', { name: QR_NAME });
    await waitFor(() => expect(qr).toContainHTML(expected));
  });

  it('shows nothing of RERA for a listing without a number', () => {
    renderWithProviders(<PropertySummary property={makeDetail({ rera_number: null })} />);
    expect(screen.getByRole('heading', { name: 'Green Acres' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /registration/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/RERA|Registration No/)).not.toBeInTheDocument();
  });
});
