import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useSiteConfig } from 'shared-api';
import { reraProjectUrl } from 'shared-api/contract';
import type { QRCodeToStringOptions } from 'qrcode';

/**
 * The QR code's drawing: black on white with a one-module quiet zone, medium error correction
 * (a printed or photographed page still scans).
 */
export const RERA_QR_OPTIONS: QRCodeToStringOptions = {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 1,
  color: { dark: '#000000', light: '#ffffff' },
};

/**
 * MahaRERA's order on advertisements asks for a QR code of at least 2.5 cm (about 96 CSS px);
 * a little more, so that a phone camera finds it at arm's length.
 */
const QR_SIZE_PX = 112;

/**
 * The QR code of the authority's page for the project, drawn once the encoder has arrived: the
 * encoder is fetched on its own (a dynamic import), so the details page's first chunk stays
 * small, and each drawing is kept in the query cache. The box keeps its size meanwhile, so
 * nothing below it moves. Should the encoder fail to load, the box stays empty.
 */
function ReraQrCode({ url, label }: { url: string; label: string }): ReactElement {
  const { data: markup } = useQuery(reraQrQuery(url));
  return (
    <QrBox
      role="img"
      aria-label={label}
      // The encoder's own SVG: paths drawn from the URL's bits, no text of ours inside it.
      dangerouslySetInnerHTML={markup === undefined ? undefined : { __html: markup }}
    />
  );
}

/**
 * The drawing of the QR code for `url`, kept in the query cache: the property page's server
 * rendering reads it first (the page's `load`), so the code is in the server's HTML and the browser
 * hydrates it without drawing it again.
 */
export function reraQrQuery(url: string) {
  return queryOptions({
    queryKey: ['rera-qr', url],
    queryFn: async () => (await import('qrcode')).toString(url, RERA_QR_OPTIONS),
    staleTime: Infinity,
  });
}

/** The authority's website as people read it: without the scheme and a trailing slash. */
function shortWebsite(website: string): string {
  return website.replace(/^https?:\/\//, '').replace(/\/+$/, '');
}

export interface ReraRegistrationProps {
  reraNumber: string | null;
}

/**
 * A registered project's RERA number, the authority's website and a QR code to the authority's
 * page for the number (decision 087); nothing for a listing without a number. The number and the
 * website are set no smaller than the page's contact details (body text), as MahaRERA asks.
 */
export function ReraRegistration({ reraNumber }: ReraRegistrationProps): ReactElement | null {
  const site = useSiteConfig();
  if (!reraNumber) return null;
  const { rera } = site;
  const label = `${rera.authority} Registration No.`;
  return (
    <Block aria-label={`${rera.authority} registration`}>
      <div>
        <Label>{label}</Label>
        <RegistrationNumber>{reraNumber}</RegistrationNumber>
        <Website href={rera.website} target="_blank" rel="noopener noreferrer">
          {shortWebsite(rera.website)}
        </Website>
      </div>
      <ReraQrCode
        url={reraProjectUrl(rera.projectUrl, reraNumber)}
        label={`QR code: RERA registration ${reraNumber} on ${rera.authority}`}
      />
    </Block>
  );
}

const Block = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: right;
`;

const Label = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const RegistrationNumber = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Website = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const QrBox = styled.span`
  display: block;
  flex: none;
  width: ${QR_SIZE_PX}px;
  height: ${QR_SIZE_PX}px;
  background: #ffffff;
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;
