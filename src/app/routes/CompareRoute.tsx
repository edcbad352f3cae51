import { CompareScreen } from '@/features/compare';
import { FeatureSlots } from '../slots/FeatureSlots';

/** Issue 41: the comparison, with the add-to-supply-chain dialog the results page and profile offer. */
export function CompareRoute() {
  return (
    <FeatureSlots>
      <CompareScreen />
    </FeatureSlots>
  );
}
