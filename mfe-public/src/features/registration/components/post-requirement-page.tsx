import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Card, Container, usePageTitle } from 'shared-ui';
import { Link } from 'react-router-dom';
import { PageHero } from '../../../components/page-hero';
import { RegistrationForm } from './registration-form';

/** Post Requirement: the public registration form. */
export function PostRequirementPage(): ReactElement {
  usePageTitle('Post Requirement');
  return (
    <>
      <PageHero title="Post Requirement" crumb="Post Requirement" />
      <Container>
        <Body>
          <Card>
            <RegistrationForm />
          </Card>
          <Footer>
            Already have an account? <Link to="/login">Log in here</Link>
          </Footer>
        </Body>
      </Container>
    </>
  );
}

const Body = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[8]}`};
`;

const Footer = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  text-align: center;
`;
