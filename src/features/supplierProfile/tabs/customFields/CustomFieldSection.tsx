import { useEffect, useMemo, useState } from 'react';
import { Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isNotPermitted } from '@/platform/http';
import { useErrorText } from '@/platform/i18n';
import type { UdfItem, UdfSavedValue, UdfSection } from '@/services/udf/types';
import { Alert, Button, ConfirmDialog } from '@/ui';
import { CustomFieldInput } from './CustomFieldInput';
import { CustomFieldValue } from './CustomFieldValue';
import { isSectionValid, sectionSchema, textMaxLength } from './customFields.schema';
import { changedKeys, fieldKey, sectionFormValues, type SectionFormValues } from './fieldValues';
import type { CustomFieldsEditorState } from './hooks';

const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h3 { margin: 0; }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, 1fr) 2fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const EditFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

interface Props {
  section: UdfSection;
  saved: UdfSavedValue[];
  canEdit: boolean;
  editor: CustomFieldsEditorState;
  onSave: (form: SectionFormValues) => void;
  /** Starting or leaving edit mode clears the last save's outcome. */
  onEditChange: () => void;
}

/** One custom-field section: the read view with Edit, or the form with Cancel and Save (spec 02 §2.11, §4). */
export function CustomFieldSection({ section, saved, canEdit, editor, onSave, onEditChange }: Props) {
  const { t } = useTranslation('profileCustomFields');
  const [editing, setEditing] = useState(false);
  const headingId = `custom-section-${section.id}`;
  const mine = editor.sectionId === section.id;
  const savedOk = mine && editor.status === 'saved';

  // A successful save returns to the read view, which already shows the saved values.
  useEffect(() => {
    if (savedOk) setEditing(false);
  }, [savedOk]);

  const byItem = useMemo(() => new Map(saved.map((v) => [v.itemId, v])), [saved]);

  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{section.title}</h3>
      {editing ? (
        <SectionForm
          section={section}
          saved={saved}
          editor={mine ? editor : null}
          onSave={onSave}
          onDone={() => {
            onEditChange();
            setEditing(false);
          }}
        />
      ) : (
        <>
          <Fields>
            {section.items.map((item) => (
              <div key={item.id} style={{ display: 'contents' }}>
                <dt>{item.title}</dt>
                <dd><CustomFieldValue item={item} saved={byItem.get(item.id)} /></dd>
              </div>
            ))}
          </Fields>
          {canEdit && section.items.length > 0 && (
            <Footer>
              <Button
                aria-label={t('editSection', { section: section.title })}
                onPress={() => {
                  onEditChange();
                  setEditing(true);
                }}
              >
                {t('edit')}
              </Button>
            </Footer>
          )}
        </>
      )}
    </Card>
  );
}

interface FormProps {
  section: UdfSection;
  saved: UdfSavedValue[];
  /** This section's save outcome, or null. */
  editor: CustomFieldsEditorState | null;
  onSave: (form: SectionFormValues) => void;
  onDone: () => void;
}

function SectionForm({ section, saved, editor, onSave, onDone }: FormProps) {
  const { t } = useTranslation('profileCustomFields');
  // The values when editing began: what Cancel and "nothing changed" compare against.
  const [initial] = useState(() => sectionFormValues(section, saved));
  const schema = useMemo(() => sectionSchema(section), [section]);
  return (
    <Formik<SectionFormValues>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={(values) => {
        // Saving does nothing when nothing changed (spec 02 §4).
        if (changedKeys(initial, values).length) onSave(values);
      }}
    >
      {(form) => <SectionFormBody form={form} section={section} initial={initial} editor={editor} onDone={onDone} t={t} />}
    </Formik>
  );
}

interface BodyProps {
  form: FormikProps<SectionFormValues>;
  section: UdfSection;
  initial: SectionFormValues;
  editor: CustomFieldsEditorState | null;
  onDone: () => void;
  t: ReturnType<typeof useTranslation>['t'];
}

function SectionFormBody({ form, section, initial, editor, onDone, t }: BodyProps) {
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const saving = editor?.status === 'saving';
  const failed = editor?.status === 'failed';
  const refused = failed && isNotPermitted(editor?.error);
  const changed = changedKeys(initial, form.values);
  // After a failed save, each field the buyer changed says so; its value stays as chosen.
  const [failedKeys, setFailedKeys] = useState<string[]>([]);
  useEffect(() => {
    if (failed) setFailedKeys(changedKeys(initial, form.values));
    // Only when a save fails, not on each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed, editor?.error]);

  const errorOf = (item: UdfItem) => {
    const key = fieldKey(item);
    const own = form.errors[key];
    if (own) return t(own as string, { max: textMaxLength(item) });
    return failed && failedKeys.includes(key) ? t('fieldError') : undefined;
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.handleSubmit();
      }}
    >
      <EditFields>
        {section.items.map((item) => (
          <CustomFieldInput
            key={item.id}
            item={item}
            value={form.values[fieldKey(item)]}
            onChange={(value) => void form.setFieldValue(fieldKey(item), value, true)}
            error={errorOf(item)}
          />
        ))}
        {refused && editor?.error && <Alert tone="danger" autoCloseMs={null}>{errorText(editor.error)}</Alert>}
        <Footer>
          <Button variant="secondary" isDisabled={saving} onPress={() => (changed.length ? setConfirming(true) : onDone())}>
            {t('cancel')}
          </Button>
          <Button type="submit" isPending={saving} isDisabled={!saving && !isSectionValid(section, form.values)}>
            {saving ? t('saving') : t('save')}
          </Button>
        </Footer>
      </EditFields>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('discard.title')}
        message={t('discard.message', { section: section.title })}
        confirmLabel={t('discard.confirm')}
        cancelLabel={t('discard.cancel')}
        closeLabel={t('close', { ns: 'common' })}
        onConfirm={() => {
          setConfirming(false);
          onDone();
        }}
      />
    </form>
  );
}
