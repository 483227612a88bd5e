import type { ComponentType, ReactElement } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DuskSkylineScene } from '../assets/hero-scenes';

export interface PageHeroProps {
  title: string;
  /** The current page's name in the breadcrumb Home > {crumb}; no breadcrumb when absent. */
  crumb?: string;
  scene?: ComponentType;
}

/** The banner at the top of the inner public pages: a drawn scene, the page title, a breadcrumb. */
export function PageHero({
  title,
  crumb,
  scene: Scene = DuskSkylineScene,
}: PageHeroProps): ReactElement {
  return (
    <Banner>
      <Backdrop>
        <Scene />
      </Backdrop>
      <Content>
        <Title>{title}</Title>
        {crumb && (
          <nav aria-label="Breadcrumb">
            <Crumbs>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li aria-current="page">{crumb}</li>
            </Crumbs>
          </nav>
        )}
      </Content>
    </Banner>
  );
}

const Banner = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 240px;
  overflow: hidden;
  color: #ffffff;
  text-align: center;
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: rgba(12, 18, 28, 0.55);
  }
`;

const Content = styled.div`
  position: relative;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li + li::before {
    content: '>';
    margin-right: ${({ theme }) => theme.space[2]};
    opacity: 0.8;
  }
  a {
    color: #ffffff;
  }
`;
