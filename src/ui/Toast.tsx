import type { ReactNode } from 'react';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { Button } from './Button';
import { CloseIcon } from './icons';
import { Content, Region, StyledToast, ToastDescription, ToastTitle } from './Toast.styles';
import { toastQueue, type ToastContent } from './toastQueue';

export interface ToastRegionProps {
  queue?: ToastQueue<ToastContent>;
  /** Accessible name of each toast's close button (translated by the app). */
  closeLabel?: string;
  /** Accessible name of the landmark; RAC defaults to a localised "Notifications". */
  'aria-label'?: string;
}

/**
 * RAC toast region: a landmark (F6 reaches it), toasts announced via role="alert",
 * timers pause while hovered or focused so nobody loses a message mid-read.
 */
export function ToastRegion({ queue = toastQueue, closeLabel = 'Close', ...rest }: ToastRegionProps) {
  return (
    <Region queue={queue} {...rest}>
      {({ toast }) => (
        <StyledToast toast={toast} $tone={toast.content.tone}>
          <Content>
            <ToastTitle slot="title">{toast.content.title}</ToastTitle>
            {toast.content.description && (
              <ToastDescription slot="description">{toast.content.description}</ToastDescription>
            )}
            {toast.content.link && (
              <a href={toast.content.link.href} style={{ color: 'inherit', fontWeight: 600 }}>
                {toast.content.link.label}
              </a>
            )}
          </Content>
          <Button slot="close" variant="ghost" size="sm" aria-label={closeLabel} style={{ color: 'inherit' }}>
            <CloseIcon size={16} />
          </Button>
        </StyledToast>
      )}
    </Region>
  );
}

export interface ToastProviderProps extends ToastRegionProps {
  children?: ReactNode;
}

/** Mount once near the root; `showToast` then works from anywhere, including sagas. */
export function ToastProvider({ children, ...regionProps }: ToastProviderProps) {
  return (
    <>
      {children}
      <ToastRegion {...regionProps} />
    </>
  );
}
