import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Container } from 'shared-ui';
import { PageHero } from './page-hero';

export interface AccountPageProps {
  /** The banner's title and breadcrumb. */
  title: string;
  /** The card's heading. */
  heading: string;
  children: ReactNode;
  /** A line under the card (other ways in). */
  footer?: ReactNode;
}

/** The frame of the sign-in and lost-password pages: a banner and one narrow card. */
export function AccountPage({ title, heading, children, footer }: AccountPageProps): ReactElement {
  return (
    <>
      <PageHero title={title} crumb={title} />
      <Container>
        <Body>
          <Card>
            <Heading>{heading}</Heading>
            {children}
          </Card>
          {footer && <Footer>{footer}</Footer>}
        </Body>
      </Container>
    </>
  );
}

const Body = styled.div`
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[8]}`};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.secondary};
`;

const Footer = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  text-align: center;
`;
