import { pdf } from '@react-pdf/renderer';
import { RiskRadarDocument, type RiskRadarDocumentProps } from './RiskRadarDocument';

/**
 * Builds the risk radar PDF in the browser. Its own lazy chunk: @react-pdf/renderer is large and
 * only the print dialog asks for it, on the buyer's first request.
 */
export async function renderRiskRadarPdf(props: RiskRadarDocumentProps): Promise<Blob> {
  return pdf(<RiskRadarDocument {...props} />).toBlob();
}

/**
 * The same document written uncompressed, as text (tests read its words; jsdom's Blob and the
 * browser build's compressed stream do not survive the trip into Node's zlib).
 */
export async function renderRiskRadarPdfText(props: RiskRadarDocumentProps): Promise<string> {
  return pdf(<RiskRadarDocument {...props} />).toString();
}
