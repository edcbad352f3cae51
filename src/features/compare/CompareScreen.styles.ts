import styled, { createGlobalStyle } from 'styled-components';

/**
 * Printed through the browser: A4 landscape, only the comparison (the shell's menu and header and
 * every control stay off the page). Five suppliers, the most compared at once, fit one page's width.
 */
export const PrintPage = createGlobalStyle`
  @page { size: A4 landscape; margin: 10mm; }
  @media print {
    body * { visibility: hidden; }
    #compare-report, #compare-report * { visibility: visible; }
    /* Hidden is not enough: the shell's hidden boxes would still add blank pages. */
    body *:not(:has(#compare-report)):not(#compare-report):not(#compare-report *) { display: none; }
    #compare-report { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; }
    #compare-report .compare-controls { display: none; }
    body { background: #fff; }
  }
`;

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  h1 { margin: 0; }
  @media print {
    gap: 4px;
    h1 { font-size: 14pt; }
    p { font-size: 8pt; }
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

export const Intro = styled.p`
  margin: 0;
  max-width: 70ch;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  > :first-child { min-width: min(100%, 20rem); }
`;
