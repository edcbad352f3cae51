import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAnnounceFirstContent } from '@/platform/firstContent';
import { canInviteFromProfile } from '@/platform/auth/profilePolicies';
import { companyNumberWordingFor } from '@/platform/community';
import { formatNumber, useErrorText } from '@/platform/i18n';
import { useCommunitySettings } from '@/platform/session';
import { href } from '@/platform/router';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { parseOffPlatformId } from '@/services/companySearch/offPlatformService';
import { Button, ErrorPanel, Loader, Spinner } from '@/ui';
import { useInviteFromProfile, useOffPlatformCompany, useOffPlatformPublicProfile } from '../hooks';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  h1 { margin: 0; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  /* On a phone the longest label ("Número de Companies House") left the values no room: each goes under its label. */
  ${({ theme }) => theme.media.down('tablet')} {
    dl { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.xxs}; }
    dd + dt { margin-top: ${({ theme }) => theme.space.sm}; }
  }
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

/**
 * The public profile's details (GET {public profile}/profiles/{id}, spec 02 §3), beside the
 * register's record (issue 37 item 10). A company without one, or a failed call, says so in its
 * panel: the record and the invite action stay.
 */
function PublicDetails({ sourceId, numberWording }: { sourceId: string; numberWording: string }) {
  const { t } = useTranslation('supplierProfile');
  const community = useCommunitySettings();
  const errorText = useErrorText();
  const { status, data, error, retry } = useOffPlatformPublicProfile(sourceId);
  let body;
  if (status === 'error' && error) {
    body =
      error.status === 404 ? (
        <p>{t('limited.noPublicProfile')}</p>
      ) : (
        <ErrorPanel heading={t('limited.publicLoadFailed')} message={errorText(error)} actionLabel={t('common:tryAgain')} onAction={retry} headingLevel={3} />
      );
  } else if (!data) {
    body = <Spinner label={t('limited.loadingPublic')} />;
  } else {
    const town = [data.headOffice?.town, data.headOffice?.county].filter(Boolean).join(', ');
    body = (
      <dl>
        <dt>{numberWording}</dt>
        <dd>{data.companyHouseNumber ?? '-'}</dd>
        <dt>{t('common:community.vatNumber')}</dt>
        <dd>{data.vatNumber ?? '-'}</dd>
        <dt>{t('limited.headOffice')}</dt>
        <dd>{town || '-'}</dd>
        <dt>{t('limited.companySize')}</dt>
        <dd>{data.companySize ?? '-'}</dd>
        <dt>{t('limited.employees')}</dt>
        <dd>{data.numberOfEmployees === null ? '-' : formatNumber(data.numberOfEmployees, community?.locale ?? 'en-GB')}</dd>
        <dt>{t('limited.description')}</dt>
        <dd>{data.companyDetails.description ?? '-'}</dd>
      </dl>
    );
  }
  return (
    <section aria-labelledby="limited-public">
      <h2 id="limited-public">{t('limited.details')}</h2>
      {body}
    </section>
  );
}

/**
 * The limited profile of a company that is not on the platform (spec 02 §2.15): only its public
 * details — the register's record and the public profile, side by side — and the invite action when
 * the flag and the buyer's permissions allow it.
 */
export function LimitedProfile({ sourceId }: { sourceId: string }) {
  const { t } = useTranslation('supplierProfile');
  const errorText = useErrorText();
  const { status, data, error, retry } = useOffPlatformCompany(sourceId);
  const mayInvite = useProfilePolicy(canInviteFromProfile);
  const invite = useInviteFromProfile();
  // The limited profile's first content: the company's details, or the failure.
  useAnnounceFirstContent((status === 'error' && !!error) || !!data);

  if (status === 'error' && error) {
    return (
      <Page>
        <h1>{t('common:screens.supplier')}</h1>
        <ErrorPanel
          heading={error.status === 404 ? t('limited.notFound') : t('limited.loadFailed')}
          message={error.status === 404 ? undefined : errorText(error)}
          actionLabel={t('common:tryAgain')}
          onAction={error.status === 404 ? undefined : retry}
          link={error.status === 404 ? { href: href.landing(), label: t('loadFailed.startSearch') } : undefined}
        />
      </Page>
    );
  }
  if (!data) return <Loader label={t('loadingProfile')} />;
  const { sourceSystem } = parseOffPlatformId(sourceId);
  const headOffice = [data.city, data.postCode].filter(Boolean).join(', ');
  const numberWording = t(`common:${companyNumberWordingFor(data.countryCode)}`);
  return (
    <Page>
      <header>
        <h1>{data.companyName}</h1>
        <p>{t('limited.notOnPlatform')}</p>
      </header>
      <Sections>
        <section aria-labelledby="limited-record">
          <h2 id="limited-record">{t('limited.record')}</h2>
          <dl>
            <dt>{numberWording}</dt>
            <dd>{data.companyId ?? '-'}</dd>
            <dt>{t('common:community.vatNumber')}</dt>
            <dd>{data.vatNumber ?? '-'}</dd>
            <dt>{t('limited.headOffice')}</dt>
            <dd>{headOffice || '-'}</dd>
          </dl>
        </section>
        <PublicDetails sourceId={sourceId} numberWording={numberWording} />
      </Sections>
      {mayInvite && (
        <div>
          <Button
            onPress={() =>
              invite({
                context: 'findSuppliersSupplierProfile',
                companyName: data.companyName,
                country: data.countryCode || 'GB',
                companyNumber: data.companyId ?? undefined,
                sourceId: data.sourceId,
                sourceSystem: data.sourceSystem || sourceSystem,
              })
            }
          >
            {t('limited.invite')}
          </Button>
        </div>
      )}
    </Page>
  );
}
