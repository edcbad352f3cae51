import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog, type DialogWidth } from './Dialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  /** What is about to happen; may be a status line that changes while the dialog is open. */
  message: ReactNode;
  /** Translated labels: the confirm action, cancel, and the X button's accessible name. */
  confirmLabel: string;
  cancelLabel: string;
  closeLabel?: string;
  onConfirm: () => void;
  /**
   * The confirm button shows as pending and cannot be pressed again; cancel stays available. Leave
   * isConfirmDisabled false meanwhile if focus should stay on the button (a pending button keeps it).
   */
  isBusy?: boolean;
  /** The confirm button's text while busy, e.g. "Removing…"; the confirm label by default. */
  busyLabel?: string;
  isConfirmDisabled?: boolean;
  /** Shown in a danger alert above the actions while set (e.g. the last attempt failed). */
  error?: ReactNode;
  /** 'danger' for destructive actions: a danger confirm button and role="alertdialog". */
  tone?: 'default' | 'danger';
  width?: DialogWidth;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  > p { margin: 0; }
`;

/**
 * A yes/no dialog, 480 px wide. Focus returns to whatever opened it when it closes, whether the
 * open state is controlled by the caller or not: RAC's modal restores focus on unmount.
 */
export function ConfirmDialog({
  isOpen, onOpenChange, title, message, confirmLabel, cancelLabel, closeLabel, onConfirm, isBusy = false, busyLabel,
  isConfirmDisabled = false, error, tone = 'default', width = 480,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      width={width}
      closeLabel={closeLabel}
      role={tone === 'danger' ? 'alertdialog' : 'dialog'}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>{cancelLabel}</Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} isDisabled={isConfirmDisabled} isPending={isBusy}
            onPress={onConfirm}>
            {isBusy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      )}
    >
      <Stack>
        {message}
        {Boolean(error) && <Alert tone="danger" autoCloseMs={null}>{error}</Alert>}
      </Stack>
    </Dialog>
  );
}
