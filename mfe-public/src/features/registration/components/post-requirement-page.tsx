import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Card, Container, usePageTitle } from 'shared-ui';
import { Link } from 'react-router-dom';
import { PageBody } from '../../../components/page-body';
import { PageHero } from '../../../components/page-hero';
import { RegistrationForm } from './registration-form';
import { PUBLIC_PATHS } from 'shared-api/contract';

/** Post Requirement: the public registration form. */
export function PostRequirementPage(): ReactElement {
  usePageTitle('Post Requirement');
  return (
    <>
      <PageHero title="Post Requirement" crumb="Post Requirement" />
      <Container>
        <PageBody>
          <Card>
            <RegistrationForm />
          </Card>
          <Footer>
            Already have an account? <Link to={PUBLIC_PATHS.login}>Log in here</Link>
          </Footer>
        </PageBody>
      </Container>
    </>
  );
}

const Footer = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  text-align: center;
`;
