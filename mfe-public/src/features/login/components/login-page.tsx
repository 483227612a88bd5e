import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useSessionEndedNotice } from 'shared-api';
import { SESSION_ENDED_MESSAGE } from 'shared-api/contract';
import { Card, Container, FormNotice, usePageTitle } from 'shared-ui';
import { Link } from 'react-router-dom';
import { PageHero } from '../../../components/page-hero';
import { LoginForm } from './login-form';

/** The staff sign-in page; it says so when the server has ended the user's session. */
export function LoginPage(): ReactElement {
  usePageTitle('Login');
  const hasSessionEnded = useSessionEndedNotice();
  return (
    <>
      <PageHero title="Login" crumb="Login" />
      <Container>
        <Body>
          <Card>
            <Heading>Sign in to your account</Heading>
            <FormNotice tone="info">{hasSessionEnded && SESSION_ENDED_MESSAGE}</FormNotice>
            <LoginForm />
          </Card>
          <Footer>
            No account yet? <Link to="/post_req">Register on Post Requirement</Link>
          </Footer>
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
