import { screen, within } from '@testing-library/react';
import { renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { AddToSupplyChainSlot, ExportResultsSlot, type AddToSupplyChainProps, type ExportResultsProps } from '@/platform/slots';
import { href } from '@/platform/router';
import { ResultsScreen } from './ResultsScreen';

/**
 * The results screen as its tests open it. The app composes export and add-to-segment (their own
 * features) into the page; here stand-ins show what the page hands them. The real ones are tested
 * in their features and in e2e.
 */
const ExportStandIn = ({ sid, resultCount }: ExportResultsProps) => <p>Export stand-in for {sid}: {resultCount}</p>;
const AddToSegmentStandIn = ({ suppliers }: AddToSupplyChainProps) => (
  <div role="dialog" aria-label="Add to segment stand-in">{suppliers.map((s) => s.name).join(' | ')}</div>
);

export const openResults = (query = 'sid=s1', options: RenderOptions = {}) =>
  renderWithProviders(
    <AddToSupplyChainSlot.Provider component={AddToSegmentStandIn}>
      <ExportResultsSlot.Provider component={ExportStandIn}>
        <ResultsScreen />
      </ExportResultsSlot.Provider>
    </AddToSupplyChainSlot.Provider>,
    { route: href.results(query), ...options },
  );

export const table = () => screen.findByRole('table', { name: 'Suppliers' });
export const bodyRows = async () => (await within(await table()).findAllByRole('row')).slice(1);
export const firstSupplier = async () => within((await bodyRows())[0]).getAllByRole('link')[0].textContent;
