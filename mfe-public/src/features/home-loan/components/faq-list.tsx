import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { FaqEntry } from '../utils/faq';

export interface FaqListProps {
  entries: readonly FaqEntry[];
}

/** Questions as native disclosure widgets: keyboard and screen-reader support come built in. */
export function FaqList({ entries }: FaqListProps): ReactElement {
  return (
    <List>
      {entries.map((entry) => (
        <li key={entry.question}>
          <details>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  details {
    margin-bottom: ${({ theme }) => theme.space[2]};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  summary {
    padding: ${({ theme }) => theme.space[3]};
    font-weight: 600;
    cursor: pointer;
  }
  details[open] summary {
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  p {
    margin: 0;
    padding: ${({ theme }) => theme.space[3]};
  }
`;
