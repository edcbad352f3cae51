import type { DetailRecord, DetailRecordKind } from '@/services/requirement/detailRecordsTypes';
import {
  branchOfficeView,
  dataSharingTradeView,
  insuranceView,
  licenceAccreditationView,
  relatedCompanyView,
  ssipCertificateView,
} from './organisationViews';
import { directorView, tradeProfessionalView } from './peopleViews';
import type { DetailView, Fact, FactContext } from './viewTypes';

/** How each kind of detail page shows its record: one table, so a new kind is one entry. */
export const DETAIL_VIEWS: { [K in DetailRecordKind]: DetailView<K> } = {
  insurance: insuranceView,
  relatedCompany: relatedCompanyView,
  branchOffice: branchOfficeView,
  director: directorView,
  tradeProfessional: tradeProfessionalView,
  ssipCertificate: ssipCertificateView,
  licenceAccreditation: licenceAccreditationView,
  trade: dataSharingTradeView,
};

/** The facts of a loaded record by its own kind. */
export function factsOf(detail: DetailRecord, context: FactContext): Fact[] {
  const view = DETAIL_VIEWS[detail.kind] as DetailView<typeof detail.kind>;
  return view.facts(detail.record as never, context);
}
