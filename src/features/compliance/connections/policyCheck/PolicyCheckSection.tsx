import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSearchParams } from '@/platform/router';
import type { BuyerConnectionDto } from '@/services/compliance/connectionTypes';
import { Alert, Button, Select, Spinner } from '@/ui';
import { useCompliancePolicies } from '../hooks';
import { PolicyCheckResult } from './PolicyCheckResult';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  h3 { margin: 0; }
  > p { margin: 0; max-width: 70ch; }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const PolicyPicker = styled.div`
  max-width: 28rem;
`;

/** The chosen policy lives in the URL (?policy=), so a reload or a shared link shows the same check. */
const POLICY_PARAM = 'policy';

/**
 * "Check against a policy" (issue 17, beyond the spec): any of the buyer's compliance policies
 * (GET /policy) against this supplier, connected or not. Closed until the buyer asks for it.
 */
export function PolicyCheckSection({ supplierId, connections }: { supplierId: number; connections: BuyerConnectionDto[] | null }) {
  const { t } = useTranslation('connections');
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const raw = search.get(POLICY_PARAM);
  const policyId = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const isOpen = raw !== null;
  const policies = useCompliancePolicies(isOpen);
  const openerRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The control the buyer pressed goes away (opening replaces the button, closing removes the
  // section), so focus would fall to <body>: it goes to what took the control's place. Only after
  // the buyer's own press: a link that arrives with ?policy= leaves focus where the page puts it.
  const focusAfterToggle = useRef<'heading' | 'opener' | null>(null);
  useEffect(() => {
    const target = focusAfterToggle.current;
    focusAfterToggle.current = null;
    if (target === 'heading') headingRef.current?.focus();
    if (target === 'opener') openerRef.current?.focus();
  }, [isOpen]);

  const close = () => {
    focusAfterToggle.current = 'opener';
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete(POLICY_PARAM);
      return next;
    }, { replace: true });
  };

  const open = () => {
    focusAfterToggle.current = 'heading';
    choose(null);
  };

  const choose = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set(POLICY_PARAM, id === null ? '' : String(id));
      return next;
    }, { replace: true });

  if (!isOpen) {
    return (
      <div>
        <Button ref={openerRef} variant="secondary" onPress={open}>{t('policyCheck.open')}</Button>
      </div>
    );
  }

  const options = (policies.data ?? []).map((p) => ({ id: p.id, label: p.name }));
  const chosen = policies.data?.find((p) => p.id === policyId) ?? null;

  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <h3 id={headingId} ref={headingRef} tabIndex={-1}>{t('policyCheck.heading')}</h3>
        <Button variant="secondary" size="sm" onPress={close}>{t('policyCheck.close')}</Button>
      </Header>
      <p>{t('policyCheck.intro')}</p>
      {policies.status === 'error' ? (
        <Alert tone="danger" autoCloseMs={null}>
          <p>{t('policyCheck.policiesFailed')}</p>
          <Button variant="secondary" onPress={policies.retry}>{t('tryAgain', { ns: 'common' })}</Button>
        </Alert>
      ) : policies.data ? (
        <PolicyPicker>
          <Select<number> label={t('policyCheck.policy')} placeholder={t('policyCheck.choose')} options={options}
            value={chosen ? chosen.id : null} onChange={(id) => choose(id)} />
        </PolicyPicker>
      ) : (
        <Spinner label={t('policyCheck.loadingPolicies')} />
      )}
      {chosen && <PolicyCheckResult supplierId={supplierId} policyId={chosen.id} connections={connections} />}
    </Section>
  );
}
