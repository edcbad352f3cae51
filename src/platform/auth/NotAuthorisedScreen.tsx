import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@/ui/Link';
import { LockPanel } from '@/ui/LockPanel';
import { href } from '../router/href';
import type { GatedAction } from './routeRules';

const Page = styled.div`
  max-width: 960px;
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * What a buyer sees on a route their permissions do not allow: the page they asked for, that they
 * may not use it and why, whom to ask, and a way back to the search.
 */
export function NotAuthorisedScreen({ action }: { action: GatedAction }) {
  const { t } = useTranslation('routeGuards');
  return (
    <Page>
      <h1>{t(`refused.${action}.page`)}</h1>
      <LockPanel heading={t('heading')}>{t(`refused.${action}.reason`)}</LockPanel>
      <Link href={href.landing()}>{t('backToSearch')}</Link>
    </Page>
  );
}
