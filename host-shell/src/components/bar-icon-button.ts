import styled from 'styled-components';

/** An icon button of the admin bar (the search, the bell): a 44 px round touch target. */
export const BarIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;
