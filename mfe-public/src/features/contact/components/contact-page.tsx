import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useSiteConfig } from 'shared-api';
import { Card, Container, media, usePageTitle } from 'shared-ui';
import { NightTownshipScene } from '../../../assets/hero-scenes';
import { MapFrame } from '../../../components/map-frame';
import { PageHero } from '../../../components/page-hero';
import { getWhatsAppChatUrl } from '../../../utils/whatsapp';

/**
 * How to reach the broker: address, e-mail, phone, the broker's RERA agent registration,
 * WhatsApp and the office on a map.
 */
export function ContactPage(): ReactElement {
  usePageTitle('Contact');
  const site = useSiteConfig();
  const { address } = site;

  return (
    <>
      <PageHero title="Contact Us" crumb="Contact" scene={NightTownshipScene} />
      <Container>
        <Layout>
          <Card as="section" aria-labelledby="contact-heading">
            <h2 id="contact-heading">Get in Touch</h2>
            <p>
              Looking for a home, a plot or an office in {site.city}? Visit our office, write to us
              or call: we will gladly help you find the right property.
            </p>
            <Address>
              <span>{address.street}</span>
              <span>{address.landmark}</span>
              <span>
                {address.locality}, {address.city} {address.pin}
              </span>
            </Address>
            <p>
              Email: <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p>
              Phone: <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
            </p>
            {/* The broker's own RERA registration, quoted with the contact details (decision 087). */}
            <p>
              {site.rera.authority} Agent Registration No. <strong>{site.rera.agentNumber}</strong>{' '}
              (
              <a href={site.rera.website} target="_blank" rel="noopener noreferrer">
                {site.rera.website.replace(/^https?:\/\//, '').replace(/\/+$/, '')}
              </a>
              )
            </p>
            <p>
              <a
                href={getWhatsAppChatUrl(
                  site.whatsapp,
                  `Hello ${site.brokerName}, I would like to know more about your properties.`,
                )}
                target="_blank"
                rel="noopener noreferrer"
              >
                Chat with us on WhatsApp
              </a>
            </p>
          </Card>
          <MapFrame url={site.mapEmbedUrl} title={`Map: ${site.brokerName} office`} height={450} />
        </Layout>
      </Container>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  padding: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[8]}`};
  ${media.up('lg')} {
    grid-template-columns: 2fr 3fr;
    align-items: start;
  }
`;

const Address = styled.address`
  display: flex;
  flex-direction: column;
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-style: normal;
`;
