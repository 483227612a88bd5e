import { useSiteConfig } from 'shared-api';
import { Container, media } from 'shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FOOTER_LINKS } from './public-links';
import { SocialLinks } from './social-links';

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space[7]};
  padding: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.primaryContrast};
  background: ${({ theme }) => theme.colors.secondary};

  a {
    color: inherit;
  }
`;

const Columns = styled.div`
  display: grid;
  /* minmax(0, …): a long e-mail address wraps instead of widening the column past the window. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${media.up('md')} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const AgentNumber = styled.p`
  margin: ${({ theme }) => `${theme.space[3]} 0 0`};
  font-weight: 700;
`;

const Copyright = styled.p`
  margin: ${({ theme }) => `${theme.space[6]} 0 0`};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid rgba(255, 255, 255, 0.3);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/** Digits and a leading + only: what a tel: link may carry. */
function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function SiteFooter() {
  const site = useSiteConfig();
  const { address } = site;
  return (
    <Footer>
      <Container>
        <Columns>
          <section aria-labelledby="footer-contact">
            <Heading id="footer-contact">Contact us</Heading>
            <address>
              {site.brokerName}
              <br />
              {address.street}, {address.landmark}
              <br />
              {address.locality}, {address.city} {address.pin}
              <br />
              Phone: <a href={toTelHref(site.phone)}>{site.phone}</a>
              <br />
              Email: <a href={`mailto:${site.email}`}>{site.email}</a>
            </address>
            {/* Every public page quotes the broker's RERA agent registration (decision 087). */}
            <AgentNumber>
              {site.rera.authority} Agent Registration No. {site.rera.agentNumber}
            </AgentNumber>
          </section>
          <nav aria-labelledby="footer-links">
            <Heading id="footer-links">Quick links</Heading>
            <LinkList>
              {FOOTER_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </LinkList>
          </nav>
          <section aria-labelledby="footer-social">
            <Heading id="footer-social">Follow us</Heading>
            <SocialLinks social={site.social} />
          </section>
        </Columns>
        <Copyright>
          © {new Date().getFullYear()} {site.brokerName}. All rights reserved.
        </Copyright>
      </Container>
    </Footer>
  );
}
