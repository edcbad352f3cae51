import type { ReactNode } from 'react';
import { Form, Formik, useFormikContext, type FormikProps, type FormikValues } from 'formik';
import styled from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog, type DialogWidth } from './Dialog';

export interface FormDialogProps<V extends FormikValues> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  initialValues: V;
  /** A yup schema (or anything Formik takes as validationSchema). */
  validationSchema?: unknown;
  /** Called with valid values; the dialog stays open (close it from the caller once the submit succeeded). */
  onSubmit: (values: V) => void | Promise<unknown>;
  /** Translated labels: submit, cancel, the submit's text while busy (e.g. "Loading"), the X button's name. */
  submitLabel: string;
  cancelLabel: string;
  busyLabel?: string;
  closeLabel?: string;
  /** The submit in flight (e.g. the slice's status): submit pending, cancel and dismissal blocked. */
  isSubmitting?: boolean;
  /** A rule on top of the schema for enabling submit, e.g. the required picks are made. */
  canSubmit?: (values: V) => boolean;
  /** The server's refusal of the last submit, shown in an alert above the actions; the typed values stay. */
  serverError?: string | null;
  width?: DialogWidth;
  /** The fields; a function receives Formik's props. */
  children: ReactNode | ((form: FormikProps<V>) => ReactNode);
}

// The form spans body and footer without a box of its own, so the dialog's layout is unchanged.
const StyledForm = styled(Form)`
  display: contents;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  > p { margin: 0; }
`;

/**
 * A Formik form in a dialog, 640 px wide by default: fields, a server-error alert above the actions,
 * then cancel and submit. Submit is disabled while the form has errors or canSubmit says no, and
 * pending while submitting. What the buyer typed stays after a failed submit: the form is only
 * reset when the dialog closes (its content unmounts).
 */
export function FormDialog<V extends FormikValues>({
  isOpen, onOpenChange, title, initialValues, validationSchema, onSubmit, submitLabel, cancelLabel, busyLabel, closeLabel,
  isSubmitting = false, canSubmit, serverError, width = 640, children,
}: FormDialogProps<V>) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      width={width}
      closeLabel={closeLabel}
      isDismissable={!isSubmitting}
      isKeyboardDismissDisabled={isSubmitting}
      wrapContent={(content) => (
        <Formik<V>
          initialValues={initialValues}
          validationSchema={validationSchema}
          // Always a promise, so Formik clears its own isSubmitting after a synchronous submit too.
          onSubmit={async (values) => {
            await onSubmit(values);
          }}
        >
          <StyledForm noValidate>{content}</StyledForm>
        </Formik>
      )}
      footer={(close) => (
        <FormDialogActions<V>
          submitLabel={submitLabel}
          cancelLabel={cancelLabel}
          busyLabel={busyLabel}
          isSubmitting={isSubmitting}
          canSubmit={canSubmit}
          onCancel={close}
        />
      )}
    >
      <FormDialogBody<V> serverError={serverError}>{children}</FormDialogBody>
    </Dialog>
  );
}

function FormDialogBody<V extends FormikValues>({ serverError, children }: Pick<FormDialogProps<V>, 'serverError' | 'children'>) {
  const form = useFormikContext<V>();
  return (
    <Stack>
      {typeof children === 'function' ? children(form) : children}
      {serverError && (
        <Alert tone="danger" autoCloseMs={null}>
          {serverError}
        </Alert>
      )}
    </Stack>
  );
}

interface ActionsProps<V> {
  submitLabel: string;
  cancelLabel: string;
  busyLabel?: string;
  isSubmitting: boolean;
  canSubmit?: (values: V) => boolean;
  onCancel: () => void;
}

function FormDialogActions<V extends FormikValues>({ submitLabel, cancelLabel, busyLabel, isSubmitting, canSubmit, onCancel }: ActionsProps<V>) {
  const form = useFormikContext<V>();
  const isBusy = isSubmitting || form.isSubmitting;
  const isReady = form.isValid && (canSubmit?.(form.values) ?? true);
  return (
    <>
      <Button variant="secondary" onPress={onCancel} isDisabled={isBusy}>
        {cancelLabel}
      </Button>
      {/* Pending (not disabled) while busy keeps focus on the button; it is not pressable meanwhile. */}
      <Button type="submit" isDisabled={!isBusy && !isReady} isPending={isBusy}>
        {isBusy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </>
  );
}
