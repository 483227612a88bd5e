import styled from 'styled-components';

/** The column under a page's hero on the forms' pages: centred, 880 px at most. */
export const PageBody = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[8]}`};
`;
