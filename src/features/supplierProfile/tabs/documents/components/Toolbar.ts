import styled from 'styled-components';

/** The filter, search and buttons above a documents table. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  > :last-child:is(button) { margin-left: auto; }
`;
