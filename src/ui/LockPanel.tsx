import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { LockIcon } from './icons';

export interface LockPanelProps {
  /** e.g. "Restricted content"; also names the panel's region. */
  heading: ReactNode;
  /** The paragraph under the heading: why the content is hidden or whom to ask. */
  children: ReactNode;
  /** Keeps the page outline right wherever the panel sits (a tab panel, a card, a page). */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string;
}

const Root = styled.section`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  > svg { flex: none; color: ${({ theme }) => theme.colors.textMuted}; }
  h2, h3, h4, h5 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; max-width: 65ch; }
`;

/**
 * Stands in for content the buyer may not see (e.g. risk radar without its permission): says so
 * in place rather than hiding the area, so the page does not look broken or empty.
 */
export function LockPanel({ heading, children, headingLevel = 2, className }: LockPanelProps) {
  const headingId = useId();
  const H = `h${headingLevel}` as const;
  return (
    <Root aria-labelledby={headingId} className={className}>
      <LockIcon size={24} />
      <div>
        <H id={headingId}>{heading}</H>
        <p>{children}</p>
      </div>
    </Root>
  );
}
