import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { LinkButton } from './Link';
import { ErrorIcon } from './icons';

export interface ErrorPanelProps {
  heading: ReactNode;
  message?: ReactNode;
  /** Label of the retry button, e.g. "Try again"; the button shows only with onAction. */
  actionLabel?: string;
  onAction?: () => void;
  /** A way on where asking again cannot help (a 404): a link, e.g. to the search. */
  link?: { href: string; label: string };
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const Root = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.text};
  > svg { flex: none; color: ${({ theme }) => theme.colors.danger}; }
  h2, h3, h4 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
`;

/** A failing panel explains itself in place (no white screen) and offers a retry, or a way on where a retry cannot help. */
export function ErrorPanel({ heading, message, actionLabel = 'Try again', onAction, link, headingLevel = 2, className }: ErrorPanelProps) {
  const H = `h${headingLevel}` as const;
  return (
    <Root role="alert" className={className}>
      <ErrorIcon size={24} />
      <div>
        <H>{heading}</H>
        {message && <p>{message}</p>}
        {onAction && (
          <Button variant="secondary" onPress={onAction}>
            {actionLabel}
          </Button>
        )}
        {link && (
          <LinkButton href={link.href} variant="secondary">
            {link.label}
          </LinkButton>
        )}
      </div>
    </Root>
  );
}
