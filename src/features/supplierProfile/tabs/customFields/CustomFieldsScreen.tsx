import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canEditCustomFields } from '@/platform/auth/profilePolicies';
import { useErrorText } from '@/platform/i18n';
import { languageIdOf } from '@/platform/i18n/languageIds';
import { useParams } from '@/platform/router';
import { useLanguage } from '@/platform/session';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { Alert, Button, Spinner } from '@/ui';
import type { UdfSavedValue, UdfSection } from '@/services/udf/types';
import { CustomFieldSection } from './CustomFieldSection';
import { mergeSectionValues } from './fieldValues';
import { useCustomFields, useCustomFieldsEditor } from './hooks';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h2 { margin: 0; }
`;

/** The Custom Fields tab (spec 02 §2.11): the buyer organisation's own fields about this supplier. */
export function CustomFieldsScreen() {
  const { t } = useTranslation('profileCustomFields');
  const errorText = useErrorText();
  const supplierId = Number(useParams().supplierId);
  const languageId = languageIdOf(useLanguage());
  const fields = useCustomFields(supplierId, languageId);
  const canEdit = useProfilePolicy(canEditCustomFields);

  let body;
  if (fields.status === 'error' && fields.error) {
    body = (
      <Alert tone="danger" autoCloseMs={null}>
        <p>{t('loadFailed', { message: errorText(fields.error) })}</p>
        <Button variant="secondary" onPress={fields.retry}>{t('tryAgain', { ns: 'common' })}</Button>
      </Alert>
    );
  } else if (!fields.data) {
    body = <Spinner label={t('loading')} />;
  } else if (!fields.data.sections.length) {
    body = <p>{t('empty')}</p>;
  } else {
    const { sections, values } = fields.data;
    body = sections.map((section) => (
      <EditableSection key={section.id} supplierId={supplierId} languageId={languageId} section={section} values={values} canEdit={canEdit} />
    ));
  }

  return (
    <Stack>
      <h2>{t('heading')}</h2>
      {body}
    </Stack>
  );
}

/** One section with its own save (the layer tracks each section's submit apart). */
function EditableSection({ supplierId, languageId, section, values, canEdit }: {
  supplierId: number; languageId: number; section: UdfSection; values: UdfSavedValue[]; canEdit: boolean;
}) {
  const { editor, save, reset } = useCustomFieldsEditor(supplierId, languageId, section.id);
  return (
    <CustomFieldSection
      section={section}
      saved={values}
      canEdit={canEdit}
      editor={editor}
      onEditChange={reset}
      onSave={(form) => save(mergeSectionValues(section, form, values))}
    />
  );
}
