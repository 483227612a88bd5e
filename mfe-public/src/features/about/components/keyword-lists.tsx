import type { ReactElement } from 'react';
import styled from 'styled-components';

export interface KeywordListsProps {
  lists: string[][];
}

/** The broker's search keywords, in the groups the site configuration gives. */
export function KeywordLists({ lists }: KeywordListsProps): ReactElement {
  return (
    <Section aria-labelledby="about-keywords">
      <h2 id="about-keywords">Popular searches</h2>
      {lists.map((keywords, index) => (
        <Tags key={index} aria-label={`Popular searches, group ${index + 1}`}>
          {keywords.map((keyword) => (
            <li key={keyword}>{keyword}</li>
          ))}
        </Tags>
      ))}
    </Section>
  );
}

const Section = styled.section`
  padding-bottom: ${({ theme }) => theme.space[7]};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
