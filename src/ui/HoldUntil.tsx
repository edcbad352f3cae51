import type { ReactNode } from 'react';
import styled from 'styled-components';

// Shown, the box takes no part in the layout: its children are laid out as its parent's own.
const Box = styled.div<{ $ready: boolean }>`
  display: ${({ $ready }) => ($ready ? 'contents' : 'none')};
`;

/**
 * Parts that come after something of a length no one knows before (a table still loading): they are
 * mounted at once, so their own calls start, but laid out only once `ready`. The content above then
 * never pushes them down while the buyer looks at them (a layout shift); they appear below it instead.
 */
export function HoldUntil({ ready, children }: { ready: boolean; children: ReactNode }) {
  return <Box $ready={ready}>{children}</Box>;
}
