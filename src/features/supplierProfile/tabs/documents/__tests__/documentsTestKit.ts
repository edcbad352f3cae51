import { screen, within } from '@testing-library/react';
import { documentsOf, DOCUMENT_PROFILE_IDS } from '../../../../../../mocks/data/profile/documents';
import { getNetwork } from '../../../../../../mocks/db';

export const MANY = DOCUMENT_PROFILE_IDS.manyDocuments;
export const NONE = DOCUMENT_PROFILE_IDS.noDocuments;
export const supplierRoute = (id = MANY, query = '') => `/supplier/${id}/documents${query}`;
export const internalRoute = (id = MANY, query = '') => `/supplier/${id}/documents?uploads=internal${query}`;

const SUPPLIER_UPLOADS = { name: 'Supplier uploads' };
const INTERNAL_UPLOADS = { name: 'Internal uploads' };
export const supplierTable = () => screen.findByRole('table', SUPPLIER_UPLOADS);
export const internalTable = () => screen.findByRole('table', INTERNAL_UPLOADS);

/** The names in a table's row headers, in order. */
export const rowNames = (table: HTMLElement) => within(table).queryAllByRole('rowheader', { hidden: true }).map((cell) => cell.textContent);

/**
 * The names each table shows now, read synchronously so that waitFor retries them: a find inside
 * waitFor spends the whole wait on its first attempt when the tab is cold.
 */
export const internalRowNames = () => rowNames(screen.getByRole('table', INTERNAL_UPLOADS));
export const supplierRowNames = () => rowNames(screen.getByRole('table', SUPPLIER_UPLOADS));

/** A File of `size` bytes without allocating them (jsdom's File reads `size` from its parts). */
export function fileOfSize(name: string, size: number, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/**
 * Before a file's tests: the tab's modules and the generated network (built once per worker),
 * which on a cold, busy machine can outlast findBy's 10 s inside the first test.
 */
export async function preloadDocumentsTab(): Promise<void> {
  await import('../DocumentsScreen');
  documentsOf(getNetwork(), MANY);
}
export const PRELOAD_TIMEOUT_MS = 60_000;
