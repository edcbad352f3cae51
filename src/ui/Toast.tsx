import type { ReactNode } from 'react';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { Button } from './Button';
import { CloseIcon } from './icons';
import { Content, Region, StyledToast, ToastDescription, ToastTitle } from './Toast.styles';
import { toastQueue, type ToastContent, type ToastText } from './toastQueue';

export interface ToastRegionProps {
  queue?: ToastQueue<ToastContent>;
  /** Accessible name of each toast's close button (translated by the app). */
  closeLabel?: string;
  /** Accessible name of the landmark; RAC defaults to a localised "Notifications". */
  'aria-label'?: string;
  /** Renders a toast raised as an i18n key (ToastText) in the buyer's language. */
  translate?: (text: ToastText) => string;
}

/**
 * RAC toast region: a landmark (F6 reaches it), toasts announced via role="alert",
 * timers pause while hovered or focused so nobody loses a message mid-read.
 */
export function ToastRegion({ queue = toastQueue, closeLabel = 'Close', translate = (text) => text.key, ...rest }: ToastRegionProps) {
  const textOf = (text: string | ToastText) => (typeof text === 'string' ? text : translate(text));
  return (
    <Region queue={queue} {...rest}>
      {({ toast }) => (
        <StyledToast toast={toast} $tone={toast.content.tone}>
          <Content>
            <ToastTitle slot="title">{textOf(toast.content.title)}</ToastTitle>
            {toast.content.description && (
              <ToastDescription slot="description">{textOf(toast.content.description)}</ToastDescription>
            )}
            {toast.content.link && (
              <a href={toast.content.link.href} style={{ color: 'inherit', fontWeight: 600 }}>
                {textOf(toast.content.link.label)}
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
