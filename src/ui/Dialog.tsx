import type { ReactNode } from 'react';
import { Button } from './Button';
import { CloseIcon } from './icons';
import {
  Body, Footer, Header, Overlay, StyledDialog, StyledModal, Title,
  type DialogPlacement, type DialogWidth,
} from './Dialog.styles';

export type { DialogWidth, DialogPlacement };

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Visible heading; also the dialog's accessible name (RAC wires aria-labelledby via slot="title"). */
  title: ReactNode;
  /** Content; a function receives `close` so a form can close itself after submit. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons row under the body; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Wraps body and footer together, e.g. in a form so the footer's submit button belongs to it (FormDialog). */
  wrapContent?: (bodyAndFooter: ReactNode) => ReactNode;
  width?: DialogWidth;
  placement?: DialogPlacement;
  /** Clicking the backdrop closes the dialog. Escape always closes unless isKeyboardDismissDisabled. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Accessible name of the X button; the app passes the translated word. */
  closeLabel?: string;
  hideCloseButton?: boolean;
  /** 'alertdialog' for destructive confirmations. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

const noWrap = (content: ReactNode) => content;

/** Modal dialog on RAC ModalOverlay/Modal/Dialog: focus trap, Escape, scroll lock and focus restore come from RAC. */
export function Dialog({
  isOpen, onOpenChange, title, children, footer, width = 640, placement = 'center',
  isDismissable = true, isKeyboardDismissDisabled, closeLabel = 'Close', hideCloseButton, role, className, wrapContent,
}: DialogProps) {
  return (
    <Overlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      $placement={placement}
    >
      <StyledModal $width={width} $placement={placement} className={className}>
        <StyledDialog role={role}>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title">{title}</Title>
                {!hideCloseButton && (
                  <Button variant="ghost" size="sm" aria-label={closeLabel} onPress={close}>
                    <CloseIcon size={20} />
                  </Button>
                )}
              </Header>
              {(wrapContent ?? noWrap)(
                <>
                  <Body>{typeof children === 'function' ? children(close) : children}</Body>
                  {footer != null && <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer>}
                </>,
              )}
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </Overlay>
  );
}

export type SidePanelProps = Omit<DialogProps, 'placement'>;

/** The filter side panel: same dialog semantics, docked to the right edge, 560px wide by default. */
export function SidePanel({ width = 560, ...rest }: SidePanelProps) {
  return <Dialog {...rest} width={width} placement="right" />;
}
