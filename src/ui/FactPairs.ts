import styled from 'styled-components';
import { media } from './theme';

/**
 * A `<dl>` of label and value pairs: two columns from the tablet breakpoint up, one below it (the
 * value under its label). A label column sized to its longest label leaves a phone's values a few
 * letters wide. Wrap each pair in a `<div>` or write dt/dd one after the other.
 */
export const FactPairs = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  > div { display: contents; }
  dd { margin: 0; overflow-wrap: anywhere; }
  ${media.down('tablet')} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    dd { margin-bottom: ${({ theme }) => theme.space.sm}; }
  }
`;
