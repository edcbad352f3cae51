import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { AddToSupplyChainSlot, ExportResultsSlot, type AddToSupplyChainProps, type ExportResultsProps } from '@/platform/slots';
import { afterFirstContent } from '@/platform/firstContent';
import { LateFeaturesGate } from '../routes/LateFeaturesGate';

const loadSegments = () => import('@/features/segments');
const loadExport = () => import('@/features/exportResults');

const AddToSegmentDialog = lazy(() => loadSegments().then((m) => ({ default: m.AddToSegmentDialog })));
const ExportResultsButton = lazy(() => loadExport().then((m) => ({ default: m.ExportResultsButton })));

/**
 * A slot's component arrives in its own chunk and reads late-feature state: it shows nothing until
 * both are there, never suspending or blocking the screen that hosts it.
 */
function late<P extends object>(Component: ComponentType<P>) {
  return function LateSlotComponent(props: P) {
    return (
      <LateFeaturesGate fallback={null}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </LateFeaturesGate>
    );
  };
}

const AddToSupplyChain = late<AddToSupplyChainProps>(AddToSegmentDialog);
const ExportResults = late<ExportResultsProps>(ExportResultsButton);

/**
 * The app hands one feature's dialog or control to another (features never import each other):
 * the results page and the profile header open the same add-to-supply-chain dialog.
 */
export function FeatureSlots({ children }: { children: ReactNode }) {
  // Fetch the slot chunks once the app is up (and its first content has painted), so the first
  // "Add to supply chain" opens at once.
  useEffect(
    () =>
      afterFirstContent(() => {
        void loadSegments();
        void loadExport();
      }),
    [],
  );
  return (
    <AddToSupplyChainSlot.Provider component={AddToSupplyChain}>
      <ExportResultsSlot.Provider component={ExportResults}>{children}</ExportResultsSlot.Provider>
    </AddToSupplyChainSlot.Provider>
  );
}
