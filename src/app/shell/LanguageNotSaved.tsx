import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { useAppDispatch } from '../hooks';
import { languageSaveRetried } from './shellEvents';

// A line of its own under the header's row (the header wraps), beside the control it is about.
const Bar = styled.div`
  flex-basis: 100%;
  order: 1;
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

/**
 * The language the buyer picked could not be stored (PUT language failed). The page stays in it,
 * but the platform would bring back the old one next time, so this says so until a save succeeds.
 */
export default function LanguageNotSaved() {
  const { t } = useTranslation('notices', { keyPrefix: 'languageSave' });
  const dispatch = useAppDispatch();
  return (
    <Bar>
      <Alert tone="danger" title={t('title')} autoCloseMs={null}>
        <p>{t('message')}</p>
        <Button variant="secondary" onPress={() => dispatch(languageSaveRetried())}>
          {t('retry')}
        </Button>
      </Alert>
    </Bar>
  );
}
