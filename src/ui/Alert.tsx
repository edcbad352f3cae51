import { useEffect, useRef, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { toneColors, type Tone } from './theme';
import { Button } from './Button';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';

export type AlertTone = Tone;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** When given, a close button is shown and auto-close is armed. */
  onClose?: () => void;
  /** Milliseconds before onClose is called automatically; 0 or null keeps the alert until closed. */
  autoCloseMs?: number | null;
  closeLabel?: string;
  className?: string;
}

const Box = styled.div<{ $fg: string; $bg: string }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ $fg }) => $fg};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $bg }) => $bg};
  color: ${({ theme }) => theme.colors.text};
  > svg { color: ${({ $fg }) => $fg}; flex: none; margin-top: 2px; }
`;

const Text = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: ErrorIcon };

/**
 * Inline message. Danger uses role="alert" (interrupts: something failed); the others use
 * role="status" so success/info don't cut off what a screen reader is currently saying.
 */
export function Alert({
  tone = 'info', title, children, onClose, autoCloseMs = 10000, closeLabel = 'Close', className,
}: AlertProps) {
  // Kept in a ref so a parent re-render with a new inline callback doesn't restart the timer.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const hasOnClose = Boolean(onClose);

  useEffect(() => {
    if (!hasOnClose || !autoCloseMs) return undefined;
    const id = setTimeout(() => onCloseRef.current?.(), autoCloseMs);
    return () => clearTimeout(id);
  }, [hasOnClose, autoCloseMs]);

  const { fg, bg } = toneColors(useTheme(), tone);
  const Icon = icons[tone];

  return (
    <Box role={tone === 'danger' ? 'alert' : 'status'} $fg={fg} $bg={bg} className={className} data-tone={tone}>
      <Icon size={20} />
      <Text>
        {title && <Title>{title}</Title>}
        {children}
      </Text>
      {onClose && (
        <Button variant="ghost" size="sm" aria-label={closeLabel} onPress={onClose}>
          <CloseIcon size={16} />
        </Button>
      )}
    </Box>
  );
}
