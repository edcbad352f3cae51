import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { useLocation, useNavigate, useParams } from '@/platform/router';
import type { DetailRecordKind } from '@/services/requirement/detailRecordsTypes';
import { Alert, Button, ErrorPanel, LinkButton, Spinner } from '@/ui';
import { DetailFacts } from './DetailFacts';
import { Actions, Page, PageHeader } from './DetailPage.styles';
import { useDetailRecord, useReferenceNames } from './hooks';
import { useFactContext } from './useFactContext';
import { DETAIL_VIEWS, factsOf } from './views/detailViews';

/** A record id is a positive whole number; anything else is not found without asking the server. */
const recordIdOf = (raw: string | undefined) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

interface DetailPageProps {
  /** null: an address under the requirement that no detail page matches. */
  kind: DetailRecordKind | null;
  /** The requirement page (app path): Close goes there, and Back when there is no page to go back to. */
  requirementPath: string;
}

/**
 * One read-only detail page under a requirement (spec 03 §2): its heading and Close (and Back on the
 * branch-office, trades and director-or-partner pages) at once, then the record's facts once the
 * record and the look-ups it names ids with have answered. A failed fetch says "Request has failed
 * with status code: {status}" (§8); Close is always there as the way back.
 */
export function DetailPage({ kind, requirementPath }: DetailPageProps) {
  const { t } = useTranslation('complianceDetails');
  const headingId = useId();
  const heading = useFocusOnOpen();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const hasBack = kind !== null && DETAIL_VIEWS[kind].hasBack;
  // Opened straight from an address (no page before it in the app), Back leads to the requirement.
  const goBack = () => (locationKey !== 'default' ? navigate(-1) : navigate(requirementPath));

  return (
    <Page aria-labelledby={headingId}>
      <PageHeader>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {kind ? t(`kinds.${kind}`) : t('states.pageNotFound')}
        </h2>
        <Actions>
          {hasBack && (
            <Button variant="secondary" onPress={goBack}>
              {t('actions.back')}
            </Button>
          )}
          <LinkButton variant="primary" href={requirementPath}>
            {t('actions.close')}
          </LinkButton>
        </Actions>
      </PageHeader>
      {kind ? <DetailBody kind={kind} /> : <p>{t('states.pageNotFoundMessage')}</p>}
    </Page>
  );
}

function DetailBody({ kind }: { kind: DetailRecordKind }) {
  const { t } = useTranslation('complianceDetails');
  const errorText = useErrorText();
  const { recordId: rawId } = useParams();
  const id = recordIdOf(rawId);
  const record = useDetailRecord(kind, id);
  const names = useReferenceNames(DETAIL_VIEWS[kind].referenceTypes);
  const context = useFactContext(names);

  if (id === null) return <ErrorPanel headingLevel={3} heading={t('states.notFound')} message={t('states.notFoundId', { id: rawId ?? '' })} />;
  if (record.status === 'error' && record.error) {
    const notFound = record.error.status === 404;
    return (
      <ErrorPanel
        headingLevel={3}
        heading={notFound ? t('states.notFound') : t('states.failed')}
        message={errorText(record.error)}
        actionLabel={t('actions.tryAgain')}
        onAction={notFound ? undefined : record.retry}
      />
    );
  }
  // The record and its names arrive together, so a name never flickers from an id to a word.
  if (record.status !== 'loaded' || !record.data || names.status !== 'loaded') return <Spinner label={t('states.loading')} />;

  return (
    <>
      {names.error && (
        <Alert tone="warning" title={t('states.namesFailed')}>
          <p>{errorText(names.error)}</p>
          <Button variant="secondary" size="sm" onPress={names.retry}>
            {t('actions.tryAgain')}
          </Button>
        </Alert>
      )}
      <DetailFacts facts={factsOf(record.data, context)} />
    </>
  );
}

/**
 * Focus moves to the page's heading when the buyer opens it from another page of the app (the link
 * they used is gone), so a keyboard or screen reader starts at the top of the record. Not on an
 * address opened directly: the browser's own start of page stands, as everywhere in the app.
 */
function useFocusOnOpen() {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key, pathname } = useLocation();
  useEffect(() => {
    if (key !== 'default') ref.current?.focus({ preventScroll: false });
  }, [key, pathname]);
  return ref;
}
