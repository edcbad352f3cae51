import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isSettled } from '@/platform/async';
import { browser } from '@/platform/browser';
import { href, useSearch } from '@/platform/router';
import { Button, LinkButton } from '@/ui';
import { HoldUntil } from '@/ui/HoldUntil';
import { BuyerConnectionsWidget } from '../connections/BuyerConnectionsWidget';
import { useComplianceGoals } from '../goals/useComplianceGoals';
import { useSupplierId } from '../goals/useSupplierId';
import { ExpiryTimeline } from '../timeline/ExpiryTimeline';
import { WorkCategoriesWidget } from '../workCategories/WorkCategoriesWidget';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { LevelsWidget } from './LevelsWidget';

const Page = styled.div`
  display: grid;
  /* One column as wide as the page: an auto column grows to the widest widget's content (581 px at 375). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  h2 { margin: 0; }
  @media print { .no-print { display: none; } }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * /compliance (spec 03 §2; spec 02's compliance tab): the expiry timeline, then the Levels, Work
 * Categories and Buyer Connections widgets. `?print=true` is the print mode: every widget laid out
 * on one page with its detail, and a Print button.
 */
export function ComplianceDashboard() {
  const { t } = useTranslation('compliance');
  const supplierId = useSupplierId();
  const printMode = new URLSearchParams(useSearch()).get('print') === 'true';
  const showConnections = useProfileSubject().profile.connectionsContent;
  const base = href.supplier.compliance({ supplierId });
  const levelsKnown = isSettled(useComplianceGoals(supplierId));
  return (
    <Page>
      <Header>
        <h2>{printMode ? t('dashboard.printHeading') : t('dashboard.heading')}</h2>
        <Actions className="no-print">
          {printMode ? (
            <>
              <Button onPress={() => browser.print()}>{t('dashboard.print')}</Button>
              <LinkButton variant="secondary" href={base}>{t('dashboard.closePrint')}</LinkButton>
            </>
          ) : (
            <LinkButton variant="secondary" href={href.supplier.compliance({ supplierId }, { print: true })}>{t('dashboard.printView')}</LinkButton>
          )}
        </Actions>
      </Header>
      {/* The levels first: they are what a buyer opens compliance for; the expiry timeline's long list follows. */}
      <LevelsWidget supplierId={supplierId} expanded={printMode} />
      {/* Mounted at once (their calls start now) but shown once the levels are known: the levels
          table, of any length, then never pushes down widgets the buyer already sees. */}
      <HoldUntil ready={levelsKnown}>
        <ExpiryTimeline supplierId={supplierId} />
        <WorkCategoriesWidget supplierId={supplierId} expanded={printMode} />
        {/* Spec 03 §6: the connections content shows only where the community's configuration allows it. */}
        {showConnections && <BuyerConnectionsWidget supplierId={supplierId} />}
      </HoldUntil>
    </Page>
  );
}
