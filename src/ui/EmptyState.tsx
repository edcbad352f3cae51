import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  heading: ReactNode;
  /** What the user can do next, e.g. "Try removing some filters". */
  advice?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level so the page outline stays correct wherever this is placed. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  h2, h3, h4 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; max-width: 52ch; }
  /* A phone: less air around it, so it is on the first screen under a tab's heading (issue 38). */
  ${({ theme }) => theme.media.down('tablet')} { padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`}; }
`;

export function EmptyState({ heading, advice, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const H = `h${headingLevel}` as const;
  return (
    <Root className={className}>
      {icon}
      <H>{heading}</H>
      {advice && <p>{advice}</p>}
      {action}
    </Root>
  );
}
