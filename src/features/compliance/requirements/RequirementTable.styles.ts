import styled from 'styled-components';
import { stackedBelowTablet } from '@/ui';

export const Scroller = styled.div<{ $height: number }>`
  max-height: ${({ $height }) => $height}px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media print { max-height: none; overflow: visible; }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  /* Fixed columns, so the tables of the Levels detail line up one under another. */
  table-layout: fixed;
  /* The fixed columns take up to 38rem: on a phone the name column would shrink to a letter a
     line; it keeps 12rem and the scroller scrolls sideways instead. */
  min-width: 50rem;
  col.status { width: 10rem; }
  col.issues { width: 6rem; }
  col.date { width: 8rem; }
  col.view { width: 6rem; }
  th[scope='row'] { overflow-wrap: anywhere; }
  th, td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  /* A phone: each requirement a card (issue 38), no sideways scroll. */
  ${stackedBelowTablet}
`;

export const Standard = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StatusCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Issues = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.warning};
`;
