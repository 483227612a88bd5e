import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useSiteConfig } from 'shared-api';
import { Card, Container, media, usePageTitle } from 'shared-ui';
import { PageHero } from '../../../components/page-hero';
import { SocialLinks } from '../../../components/social-links';
import { KeywordLists } from './keyword-lists';

const APPROVED_CLAIMS = [
  'We deal only in approved properties.',
  'Every project we offer has its sanctions and clear title checked before we list it.',
  'Occupancy (OC) and commencement (CC) certificates are shown to you before you decide.',
  'Home loans from our affiliated banks for approved properties.',
];

/** The broker's profile (from the site configuration), our promises and thanks. */
export function AboutPage(): ReactElement {
  usePageTitle('About Us');
  const site = useSiteConfig();

  return (
    <>
      <PageHero title="About Us" crumb="About Us" />
      <Container>
        <Profile aria-labelledby="about-profile">
          <h2 id="about-profile">{site.founder}</h2>
          <p>
            Founder of {site.brokerName}. {site.tagline}.
          </p>
          <Stats aria-label="Highlights">
            <Card as="li">
              <strong>{site.yearsOfExperience}+</strong> Years of Experience
            </Card>
            <Card as="li">
              <strong>Property Expert</strong> in {site.city}
            </Card>
            <Card as="li">
              <strong>Founder</strong> of {site.brokerName}
            </Card>
            <Card as="li">
              <strong>{site.dealsClosed}+</strong> Deals Closed
            </Card>
          </Stats>
        </Profile>
        <section aria-labelledby="about-approved">
          <h2 id="about-approved">Only approved properties</h2>
          <ul>
            {APPROVED_CLAIMS.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="about-social">
          <h2 id="about-social">Follow us</h2>
          <SocialLinks />
        </section>
        <section aria-labelledby="about-thanks">
          <h2 id="about-thanks">Special Thanks</h2>
          <p>This site was made possible with the help of:</p>
          <ul>
            {site.specialThanks.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
        <KeywordLists lists={site.keywords} />
      </Container>
    </>
  );
}

const Profile = styled.section`
  padding-top: ${({ theme }) => theme.space[6]};
  h2 {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Stats = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => `${theme.space[5]} 0`};
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    text-align: center;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
