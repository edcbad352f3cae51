import { useTranslation } from 'react-i18next';
import { FactList } from './DetailPage.styles';
import type { Fact } from './views/viewTypes';

/**
 * A record's facts as a description list. Values are the supplier's text as served, rendered as
 * text (markup shows as characters, never runs); `dir="auto"` lets right-to-left text read its own way.
 */
export function DetailFacts({ facts }: { facts: Fact[] }) {
  const { t } = useTranslation('complianceDetails');
  return (
    <FactList>
      {facts.map(({ label: key, value }) => (
        <div key={key}>
          <dt>{t(`fields.${key}`)}</dt>
          {value === null ? <dd data-missing="">{t('values.notProvided')}</dd> : <dd dir="auto">{value}</dd>}
        </div>
      ))}
    </FactList>
  );
}
