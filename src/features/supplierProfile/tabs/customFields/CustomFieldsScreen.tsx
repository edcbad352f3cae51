import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canEditCustomFields } from '@/platform/auth/profilePolicies';
import { useErrorText } from '@/platform/i18n';
import { languageIdOf } from '@/platform/i18n/languageIds';
import { useParams } from '@/platform/router';
import { useLanguage } from '@/platform/session';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { Alert, Button, Spinner } from '@/ui';
import { CustomFieldSection } from './CustomFieldSection';
import { customFieldsKey } from './customFieldsResource';
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
  const key = customFieldsKey(supplierId, languageIdOf(useLanguage()));
  const fields = useCustomFields(key);
  const { editor, save, reset } = useCustomFieldsEditor(key, supplierId);
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
      <CustomFieldSection
        key={section.id}
        section={section}
        saved={values}
        canEdit={canEdit}
        editor={editor}
        onEditChange={reset}
        onSave={(form) => save(section.id, mergeSectionValues(section, form, values), { saved: t('saved'), failed: t('saveFailed') })}
      />
    ));
  }

  return (
    <Stack>
      <h2>{t('heading')}</h2>
      {body}
    </Stack>
  );
}
