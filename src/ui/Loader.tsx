import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from './Spinner';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.loader};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  background: rgba(255, 255, 255, 0.85);
  color: ${({ theme }) => theme.colors.text};
`;

export interface LoaderProps {
  /** Accessible name of the progress indicator. */
  label?: string;
  /** Optional visible message under the spinner, e.g. "Preparing your export…". */
  message?: ReactNode;
}

/** Full-screen blocking loader for whole-page waits (app boot, export generation). */
export function Loader({ label = 'Loading', message }: LoaderProps) {
  return (
    <Overlay>
      <Spinner size={48} label={label} />
      {message && <p role="status">{message}</p>}
    </Overlay>
  );
}
