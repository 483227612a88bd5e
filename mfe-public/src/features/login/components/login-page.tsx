import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { passwordResetAvailabilityQuery, useSessionEndedNotice } from 'shared-api';
import { PUBLIC_PATHS, SESSION_ENDED_MESSAGE } from 'shared-api/contract';
import { FormNotice, usePageTitle } from 'shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AccountPage } from '../../../components/account-page';
import { LoginForm } from './login-form';

/**
 * The sign-in page; it says so when the server has ended the user's session, and offers
 * "Forgot password?" once the server can e-mail the link (decision 102).
 */
export function LoginPage(): ReactElement {
  usePageTitle('Login');
  const hasSessionEnded = useSessionEndedNotice();
  const { data: reset } = useQuery(passwordResetAvailabilityQuery());
  return (
    <AccountPage
      title="Login"
      heading="Sign in to your account"
      footer={
        <>
          No account yet?{' '}
          <Link to={PUBLIC_PATHS.postRequirement}>Register on Post Requirement</Link>
        </>
      }
    >
      <FormNotice tone="info">{hasSessionEnded && SESSION_ENDED_MESSAGE}</FormNotice>
      <LoginForm />
      {reset?.isByEmail && (
        <Forgot>
          <Link to={PUBLIC_PATHS.forgotPassword}>Forgot password?</Link>
        </Forgot>
      )}
    </AccountPage>
  );
}

const Forgot = styled.p`
  margin: ${({ theme }) => `${theme.space[4]} 0 0`};
  text-align: center;
`;
