import styled from 'styled-components';

/** A connection page (buyer or project connection): back link, heading, then its requirements frame. */
export const ConnectionStack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h2, h3, p { margin: 0; }
  h2 { overflow-wrap: anywhere; }
`;

export const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
