import { useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useParams, useSearchParams } from '@/platform/router';
import { Tab, TabList, TabPanel, Tabs } from '@/ui';
import { InternalUploads } from './components/InternalUploads';
import { SupplierUploads } from './components/SupplierUploads';
import { SUB_TAB_PARAM, type DocumentsSubTab } from './documentsListParams';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h2 { margin: 0; }
  /* On a phone the first document stays on the first screen (issue 38). */
  ${({ theme }) => theme.media.down('tablet')} { gap: ${({ theme }) => theme.space.sm}; }
`;

const Panel = styled(TabPanel)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.down('tablet')} {
    gap: ${({ theme }) => theme.space.sm};
    padding-top: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * The Documents tab (spec 02 §2.9): Supplier uploads and Internal uploads. The sub-tab is URL state
 * (`?uploads=internal`, absent for supplier uploads) beside each list's params, so a link or a
 * reload lands on the same list, page, sort and filter; switching starts the other list afresh.
 */
export function DocumentsScreen() {
  const { t } = useTranslation('profileDocuments');
  const supplierId = Number(useParams().supplierId);
  const [search, setSearch] = useSearchParams();
  const current: DocumentsSubTab = search.get(SUB_TAB_PARAM) === 'internal' ? 'internal' : 'supplier';
  // The router renders the other list in a transition: until it is on screen the list still shown
  // is out of reach (inert, busy), so a click meant for the new list's filter or sort cannot land on
  // the old one's.
  const [switching, startSwitch] = useTransition();
  const leaving = switching || undefined;

  return (
    <Section aria-labelledby="documents-heading">
      <h2 id="documents-heading">{t('heading')}</h2>
      <Tabs
        selectedKey={current}
        onSelectionChange={(key) => {
          if (key === current) return;
          startSwitch(() => setSearch(key === 'internal' ? { [SUB_TAB_PARAM]: 'internal' } : {}));
        }}
      >
        <TabList aria-label={t('subTabs.label')}>
          <Tab id="supplier">{t('subTabs.supplier')}</Tab>
          <Tab id="internal">{t('subTabs.internal')}</Tab>
        </TabList>
        <Panel id="supplier" inert={leaving} aria-busy={leaving}>
          {current === 'supplier' && <SupplierUploads supplierId={supplierId} />}
        </Panel>
        <Panel id="internal" inert={leaving} aria-busy={leaving}>
          {current === 'internal' && <InternalUploads supplierId={supplierId} />}
        </Panel>
      </Tabs>
    </Section>
  );
}
