import type { ReactNode } from 'react';
import { Separator } from 'react-aria-components';
import styled from 'styled-components';

const Line = styled(Separator)`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  margin: ${({ theme }) => theme.space.lg} 0;
`;

const Labelled = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &::before, &::after {
    content: '';
    flex: 1 1 auto;
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

export interface DividerProps {
  /** Optional word in the middle, e.g. "or" (translated by the app). */
  children?: ReactNode;
  className?: string;
}

/** Plain rule is a RAC Separator; with text it is just text between two lines so the word is read. */
export function Divider({ children, className }: DividerProps) {
  if (children == null) return <Line className={className} />;
  return <Labelled className={className}>{children}</Labelled>;
}
