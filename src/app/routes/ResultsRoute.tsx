import { ResultsScreen } from '@/features/search/results/ResultsScreen';
import { FeatureSlots } from '../slots/FeatureSlots';

// Until FeatureSlots wraps every route (near the app's root), the results page provides them itself.
export function ResultsRoute() {
  return (
    <FeatureSlots>
      <ResultsScreen />
    </FeatureSlots>
  );
}
