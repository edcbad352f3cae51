import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { lazyScreen } from '@/platform/async/lazyScreen';
import { AddToSupplyChainSlot, ExportResultsSlot, type AddToSupplyChainProps, type ExportResultsProps } from '@/platform/slots';
import { useTranslation } from 'react-i18next';
import { afterFirstContent } from '@/platform/firstContent';
import { canExportSearchResults } from '@/platform/auth/policies';
import { usePolicy } from '@/platform/session';
import { ButtonPlace } from '@/ui';
import { LateFeaturesGate } from '../routes/LateFeaturesGate';
import { SlotPart } from './SlotPart';

const loadSegments = () => import('@/features/segments');
const loadExport = () => import('@/features/exportResults');

const AddToSegmentDialog = lazyScreen(loadSegments, 'AddToSegmentDialog');
const ExportResultsButton = lazyScreen(loadExport, 'ExportResultsButton');

/**
 * A slot's component arrives in its own chunk and reads late-feature state: until both are there it
 * shows its place (a control that will be on screen holds its size) or nothing, never suspending or
 * blocking the screen that hosts it. Code that cannot be fetched leaves the place (SlotPart).
 */
function late<P extends object>(Component: ComponentType<P>, Place?: ComponentType<P>) {
  return function LateSlotComponent(props: P) {
    const place = Place ? <Place {...props} /> : null;
    return (
      <SlotPart place={place}>
        <LateFeaturesGate fallback={place}>
          <Suspense fallback={place}>
            <Component {...props} />
          </Suspense>
        </LateFeaturesGate>
      </SlotPart>
    );
  };
}

/** "Export" as it will show (only where the flag offers it), in the results toolbar's row. */
function ExportPlace() {
  // Never suspends here: the results page loads this namespace before its first render.
  const { t, ready } = useTranslation('exportResults', { useSuspense: false });
  const offered = usePolicy(canExportSearchResults);
  return offered && ready ? <ButtonPlace>{t('button')}</ButtonPlace> : null;
}

const AddToSupplyChain = late<AddToSupplyChainProps>(AddToSegmentDialog);
const ExportResults = late<ExportResultsProps>(ExportResultsButton, ExportPlace);

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
        // A failure here is left to the slot's own ask, which shows its place (SlotPart).
        loadSegments().catch(() => undefined);
        loadExport().catch(() => undefined);
      }),
    [],
  );
  return (
    <AddToSupplyChainSlot.Provider component={AddToSupplyChain}>
      <ExportResultsSlot.Provider component={ExportResults}>{children}</ExportResultsSlot.Provider>
    </AddToSupplyChainSlot.Provider>
  );
}
