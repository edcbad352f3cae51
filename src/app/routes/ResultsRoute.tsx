import { ResultsScreen } from '@/features/search/results/ResultsScreen';
import { ResultsActionsContext, type ResultsActions } from '@/features/search/results/resultsActions';
import { ExportResultsButton } from '@/features/exportResults';
import { AddToSegmentDialog } from '@/features/segments';

// The app composes other features' actions into the results page (features never import each other).
const actions: ResultsActions = { ExportControl: ExportResultsButton, AddToSegmentDialog };

export function ResultsRoute() {
  return (
    <ResultsActionsContext.Provider value={actions}>
      <ResultsScreen />
    </ResultsActionsContext.Provider>
  );
}
