import { ResultsScreen } from '@/features/search/results/ResultsScreen';
import { FeatureSlots } from '../slots/FeatureSlots';

/**
 * The results page with the other features' actions it offers (export, add to supply chain). The
 * slots are filled per route that offers them, not at the root, so the landing's first load does
 * not carry them; the supplier profile's route wraps itself the same way.
 */
export function ResultsRoute() {
  return (
    <FeatureSlots>
      <ResultsScreen />
    </FeatureSlots>
  );
}
