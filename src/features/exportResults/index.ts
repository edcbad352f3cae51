// Public surface of the export feature.
export { ExportResultsButton, type ExportResultsButtonProps } from './ExportResultsButton';
