import { useState } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canRemoveNotes } from '@/platform/auth/profilePolicies';
import { isNotPermitted, type ApiError } from '@/platform/http';
import { useErrorText } from '@/platform/i18n';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import type { NoteDto } from '@/services/entityNotes/types';
import { NOTE_DESCRIPTION_MAX_LENGTH, NOTE_TITLE_MAX_LENGTH } from '@/services/entityNotes/types';
import { Button, ConfirmDialog, FormDialog, TextField } from '@/ui';
import { isNoteValid, noteSchema, type NoteFormValues } from './note.schema';
import type { useNoteEditor } from './hooks';

interface Props {
  /** The note being edited; null adds one. */
  note: NoteDto | null;
  editor: ReturnType<typeof useNoteEditor>;
  onClose: () => void;
}

const RemoveRow = styled.div`
  display: flex;
  justify-content: flex-start;
`;

/**
 * Add or edit a note (spec 02 §2.10, §4, §5), 640 px. The buyer's text is kept on screen until a
 * save has succeeded: a failure says so above the actions and leaves every character in place.
 */
export function NoteDialog({ note, editor, onClose }: Props) {
  const { t } = useTranslation('profileNotes');
  const errorText = useErrorText();
  const canRemove = useProfilePolicy(canRemoveNotes);
  const [confirming, setConfirming] = useState(false);
  const busy = editor.status === 'saving' || editor.status === 'removing';
  const saveError = editor.status === 'saveFailed' && editor.error ? failureText(editor.error, (reason) => t('dialog.saveFailed', { reason }), errorText) : null;

  return (
    <>
      <FormDialog<NoteFormValues>
        isOpen
        onOpenChange={(open) => !open && onClose()}
        title={note ? t('dialog.editTitle') : t('dialog.addTitle')}
        closeLabel={t('close', { ns: 'common' })}
        submitLabel={t('dialog.save')}
        busyLabel={t('dialog.saving')}
        cancelLabel={t('dialog.cancel')}
        initialValues={{ title: note?.title ?? '', description: note?.description ?? '' }}
        validationSchema={noteSchema}
        canSubmit={isNoteValid}
        isSubmitting={busy}
        serverError={saveError}
        onSubmit={(values) => {
          editor.save({ id: note?.id, title: values.title, description: values.description });
        }}
      >
        {(form) => (
          <>
            <NoteFields form={form} />
            {note && canRemove && (
              <RemoveRow>
                <Button variant="danger" onPress={() => setConfirming(true)} isDisabled={busy}>
                  {t('dialog.remove')}
                </Button>
              </RemoveRow>
            )}
          </>
        )}
      </FormDialog>
      {note && (
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          tone="danger"
          title={t('remove.title')}
          message={t('remove.message')}
          confirmLabel={t('remove.confirm')}
          busyLabel={t('remove.busy')}
          cancelLabel={t('remove.cancel')}
          closeLabel={t('close', { ns: 'common' })}
          isBusy={editor.status === 'removing'}
          error={removeError(editor, (reason) => t('remove.failed', { reason }), errorText)}
          onConfirm={() => editor.remove(note.id)}
        />
      )}
    </>
  );
}

function removeError(editor: ReturnType<typeof useNoteEditor>, message: (reason: string) => string, errorText: ReturnType<typeof useErrorText>) {
  return editor.status === 'removeFailed' && editor.error ? failureText(editor.error, message, errorText) : null;
}

/** A refusal says only "You don't have permission" (trying again would not help); other failures say what failed. */
function failureText(error: ApiError, message: (reason: string) => string, errorText: ReturnType<typeof useErrorText>) {
  return isNotPermitted(error) ? errorText(error) : message(errorText(error));
}

function NoteFields({ form }: { form: FormikProps<NoteFormValues> }) {
  const { t } = useTranslation('profileNotes');
  const { values, errors, touched } = form;
  // Errors show as the buyer types (after the first change), not only on leaving the field.
  const onChange = (key: keyof NoteFormValues) => (value: string) => {
    void form.setFieldTouched(key, true, false);
    void form.setFieldValue(key, value, true);
  };
  const errorOf = (key: keyof NoteFormValues) =>
    touched[key] && errors[key] ? t(errors[key], { max: key === 'title' ? NOTE_TITLE_MAX_LENGTH : NOTE_DESCRIPTION_MAX_LENGTH }) : undefined;
  return (
    <>
      <TextField
        label={t('dialog.title')}
        description={t('dialog.titleHint')}
        value={values.title}
        onChange={onChange('title')}
        isInvalid={Boolean(errorOf('title'))}
        errorMessage={errorOf('title')}
        autoFocus
      />
      <TextField
        label={t('dialog.description')}
        multiline
        rows={8}
        isRequired
        value={values.description}
        onChange={onChange('description')}
        isInvalid={Boolean(errorOf('description'))}
        errorMessage={errorOf('description')}
        // The live counter: read out politely, not on every keystroke's focus.
        description={<span aria-live="polite">{t('dialog.counter', { count: values.description.length, max: NOTE_DESCRIPTION_MAX_LENGTH })}</span>}
      />
    </>
  );
}
