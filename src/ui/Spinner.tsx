import { ProgressBar } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Circle = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid ${({ theme }) => theme.colors.borderSubtle};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  size?: number;
  /** Accessible name; the app passes the translated "Loading". */
  label?: string;
  className?: string;
}

/** Indeterminate RAC ProgressBar: role="progressbar" with a name, so assistive tech knows work is happening. */
export function Spinner({ size = 24, label = 'Loading', className }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={className} style={{ display: 'inline-flex' }}>
      <Circle $size={size} aria-hidden="true" />
    </ProgressBar>
  );
}
