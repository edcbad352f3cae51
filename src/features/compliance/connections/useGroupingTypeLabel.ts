import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { groupingTypeKey } from './groupingType';

/** The grouping type's label in the buyer's language; an unknown type shows as the platform names it. */
export function useGroupingTypeLabel() {
  const { t } = useTranslation('connections');
  return useCallback((groupingType: string) => t(`groupingTypes.${groupingTypeKey(groupingType)}`, { defaultValue: groupingType }), [t]);
}
