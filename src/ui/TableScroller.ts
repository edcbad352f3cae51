import styled from 'styled-components';

/**
 * Holds a plain `<table>` whose columns need more room than a phone gives: the table scrolls
 * sideways inside it instead of widening the whole page (a page that scrolls sideways at 375 px
 * hides its right-hand content and every control on it).
 */
export const TableScroller = styled.div`
  /* Relative, so the visually hidden header texts (absolutely placed) are clipped here too. */
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  @media print { overflow: visible; }
`;
