import { createAction } from '@reduxjs/toolkit';

/**
 * The Documents tab's one orchestration that changes nothing on the server: a download (saved to
 * the buyer's disk, with a toast). Upload, remove and zip are mutations on the resource layer
 * (services/documents/documentsResources.ts).
 */
export const documentActions = {
  downloadRequested: createAction<{ id: number; fileName: string }>('supplierProfile/documents/downloadRequested'),
};
