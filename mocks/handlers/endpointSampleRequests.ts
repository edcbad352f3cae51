import { AWKWARD_OFF_PLATFORM } from '../data/profile/awkwardProfiles';
import { NOTES_PROFILE_IDS } from '../data/profile/notes';

/**
 * Test support: for an endpoint whose sample path alone (endpointSamples.ts) does not reach its
 * success path, what does: other path values, the query it requires, the body of a write. The
 * malformed-input test starts every awkward call from this request, so each bad part is met by the
 * code that reads it rather than refused earlier for something else. `status` is what the sample
 * itself answers (200 unless said); `readBack` is a read that must still answer 200 after the
 * awkward writes. Keys are describeEndpoint's names; `:sid` is a session the test opens first.
 */
export interface SampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** JSON unless said: the language is sent as text, an upload as multipart with this `request` field. */
  bodyType?: 'text' | 'multipart';
  status?: number;
  readBack?: { endpoint: string; params?: Record<string, string>; query?: Record<string, string> };
}

const NOTE_ID = String(NOTES_PROFILE_IDS.many * 1000 + 1);
const filters = [{ id: 'productServicesIDs', isQuery: true, query: { Id: 10000, MinValue: null, MaxValue: null } }];
/** An invitation the invite service accepts (the invite handler's own tests start from it too). */
export const VALID_INVITATION = {
  contactEmail: 'dana@harbour.example', name: 'Harbour Roofing', companiesHouseNumber: '01234567', contactFirstName: 'Dana',
  contactLastName: 'Price', contactPhone: '020 7946 0958', addressLine1: '1 Quay Street', postcode: 'LS1 4AP', requiredGoals: 'Gold',
  listGroupingId: 4002, listGroupingName: 'M62 Junction 24 improvement', customStageId: -1, sentByFirstName: 'Alex',
  sentByLastName: 'Morgan', sentByEmail: 'alex@northbridge.example', orgUnitId: 2001,
  reasonCode: { value: 1, label: 'New supplier for an upcoming project' }, officeNumber: '', mobileNumber: '07700 900123',
};

export const SAMPLE_REQUESTS: Record<string, SampleRequest> = {
  // ---- reads that need more than the sample path ----
  'GET companySearch/companies': { query: { queryText: 'ltd', countryCode: 'GB', page: '1', pageSize: '10' } },
  'GET companySearch/companies/:companyNumber': { params: { companyNumber: '329736' }, query: { countryCode: 'IE' } },
  'GET companySearch/offplatform/companies': { query: { sourceSystem: AWKWARD_OFF_PLATFORM.sourceSystem, sourceId: AWKWARD_OFF_PLATFORM.sourceId } },
  'GET publicProfile/public/profiles': { query: { url: 'https://example.org/o-brien-sons-civil-engineering-ltd-100001' } },
  'GET analytics/directors/:number/count': { params: { number: '329736' } },
  'GET analytics/directors/:number': { params: { number: '329736' } },
  'GET analytics/CovidQuestions/:reference': { params: { reference: 'CRN-100001' } },
  'GET requirement/requirement/:requirementId/entity/:id': { params: { requirementId: '1' } },
  'GET requirement/submission/:submissionId/requirement/:requirementId': { params: { submissionId: '100001010', requirementId: '1' } },
  'GET verifier/organisations/:id/requirements/:requirementId/history': { params: { requirementId: '1' } },
  'GET compliance/:supplierId/connection-detailslist': { query: { compliancePolicyId: '1' } },
  'GET policy/policy/:id': { params: { id: '1' }, query: { sourceName: 'Segment' } },
  'GET projects/api/v1/projects/:id': { params: { id: '9101' } },
  'GET supplyChain/ListGrouping': { query: { orgUnitAccountId: '2001', page: '1', pageSize: '10', sortOrder: 'asc' } },
  'GET supplyChain/segments/:segmentId/product': { query: { supplierEntityId: '100001' } },
  'GET supplyChain/supplychain/:supplyChainId/Segments/:segmentId': { query: { orgUnitAccountId: '2001' } },
  'GET search/savedsearches': { query: { page: '1', pageSize: '10', sortName: 'name', sortOrder: 'asc' } },
  'GET search/savedsearches/:id': { params: { id: '101' } },
  'GET search/session/:sid': {},
  'GET search/search/:sid': { query: { page: '1', pageSize: '10', sortName: 'name', sortOrder: 'asc' } },
  'GET documents/organisation/:id/documents/findsupplier': {
    query: { page: '1', itemsPerPage: '10', tags: '1', documentNameSearchText: 'cover', sortColumn: 'displayName', sortDirection: '1' },
  },
  'GET documents/organisation/:id/documents/internal': { query: { page: '1', itemsPerPage: '10', tagIds: '1', sortcolumn: 'createdBy', sortDirection: '2' } },
  'GET documents/Documents/published/:id': { params: { id: '100001006' } },
  'GET reminders/reminder/:id': { query: { page: '1', pageSize: '10', sortBy: 'reason', sortType: 'asc' } },
  'GET entityNotes/entitynotes/:entityId': { query: { page: '1', itemsPerPage: '10' } },
  'GET entityReferences/entityreferences/suppliers/:reference': { query: { page: '1', itemsPerPage: '10' } },
  'GET geo/location/suggest': { query: { q: 'leeds', isocountry: 'GB', t: 'lau1' } },
  'GET udf/organisation/sections': { query: { page: '1', pageSize: '10', includeChildren: 'true', languageId: '2' } },
  'GET invite/supplier': { query: { page: '1', pageSize: '10' } },
  'GET search/facets': { query: { orgUnitId: '2001' } },
  'GET supplyChain/supplychain/default': { query: { orgUnitId: '2001' } },
  'GET complianceStatement/compliancestatement/detailed/:id/:languageId': { query: { goalId: '103', compliancePolicyId: '1' } },

  // ---- removals ----
  'DELETE search/savedsearches/:id': { params: { id: '101' }, status: 204 },
  'DELETE entityNotes/entitynotes/:id': { params: { id: NOTE_ID }, status: 204 },
  'DELETE documents/documents/internal/:versionId': { params: { versionId: '1000015001' }, status: 204 },
  'DELETE entityReferences/entityreferences/:entityId': { status: 204 },
  'DELETE accountRecords/suppliers/:id/suspensions': { query: { orgUnitIds: '2001' }, status: 204 },
  'DELETE supplyChain/favourites/:id': { status: 204 },
  'DELETE requirement/supplier/:supplierId/productservices/:id': { status: 403 },

  // ---- writes ----
  'PUT claims/users/language': { body: 'fr', bodyType: 'text', status: 204, readBack: { endpoint: 'GET claims/users/settings' } },
  'POST accountSearch/Organisations/units-for-logged-in-user': { body: { Paging: { Page: 1, PageSize: 999 } } },
  'POST documents/documents/internal/upload-to-supplier/:id': {
    body: { tagId: 1, tagName: '', fileName: 'plan.pdf', organisationEntityId: 100001 },
    bodyType: 'multipart',
    readBack: { endpoint: 'GET documents/organisation/:id/documents/internal' },
  },
  'POST documents/packaging-jobs/supplier-profile': { body: { organisationEntityId: 100001, tags: [1, 2] } },
  'POST entityNotes/entitynotes': {
    body: { entityId: 100001, title: 'Site visit', description: 'Met the contracts manager.' },
    status: 201,
    readBack: { endpoint: 'GET entityNotes/entitynotes/:entityId' },
  },
  'PUT entityNotes/entitynotes/:id': {
    params: { id: NOTE_ID },
    body: { title: 'Site visit', description: 'Met the contracts manager.' },
    readBack: { endpoint: 'GET entityNotes/entitynotes/:entityId', params: { entityId: String(NOTES_PROFILE_IDS.many) } },
  },
  'POST entityReferences/entityreferences': {
    body: { entityId: 100001, reference: 'NB-REF-1' },
    readBack: { endpoint: 'GET entityReferences/entityreferences/:entityId' },
  },
  'PUT goals/goals': { body: { Factors: [{ FactorName: 'View', FactorValue: 'FSLevelFilter' }] } },
  'POST invite/supplier': { body: VALID_INVITATION, readBack: { endpoint: 'GET invite/supplier' } },
  'POST accountRecords/suppliers/:id/suspensions': {
    body: { entityId: 100001, orgUnitIds: [2001] },
    status: 204,
    readBack: { endpoint: 'GET accountRecords/suppliers/:id/suspended-org-units' },
  },
  'POST supplyChain/favourites/:id': { status: 204, readBack: { endpoint: 'GET supplier/supplierdetails/:id' } },
  'POST search/savedsearches': {
    body: { name: 'Excavation', orderedFilters: filters, sorting: { name: 'name', order: 'asc' }, pageSize: 25, randomScore: null, replace: false },
    status: 201,
    readBack: { endpoint: 'GET search/savedsearches' },
  },
  'PUT search/savedsearches/:id': { params: { id: '101' }, body: { name: 'Renamed' }, readBack: { endpoint: 'GET search/savedsearches' } },
  'POST search/savedsearches/:id/run': { params: { id: '101' }, body: { onlyNew: true }, status: 201, readBack: { endpoint: 'GET search/savedsearches' } },
  'POST search/session': {
    body: { orderedFilters: filters, sorting: { name: 'name', order: 'asc' }, paging: { page: 1, pageSize: 50 }, randomScore: { seed: 7 } },
    status: 201,
    readBack: { endpoint: 'GET search/search/:sid' },
  },
  'POST search/session/:sid/query': { body: { orderedFilters: filters }, readBack: { endpoint: 'GET search/search/:sid' } },
  'POST search/search/counts': { body: { orderedFilters: filters } },
  'POST search/quicksearch': { body: { QueryText: 'roofing', Paging: { Page: 1, PageSize: 40 }, OrgUnitAccountId: 2001 } },
  'POST trades/ProductService/search': { body: { queryText: 'roof', categoryIdLevel1: 3, size: 50, responseShape: 'flat' } },
  'POST supplier/supplierdetails/:id/locations': { body: { id: 100001, paging: { page: 1, pageSize: 10 }, sorting: { name: 'addressLine1', order: 'asc' } } },
  'POST supplyChain/SupplyChain/:scId/segment': {
    body: { name: 'Riverside frameworks', compliancePolicyId: 4, segmentType: 1, isVisibleToSuppliers: false },
    status: 201,
    readBack: { endpoint: 'GET supplyChain/ListGrouping', query: { orgUnitAccountId: '2001' } },
  },
  'PUT supplyChain/supplyChain/:scId/segments/:segId/suppliers': {
    params: { segId: '4002' },
    body: { supplierIds: [100002], supplierCustomStageId: 7004, segmentStatusId: 1 },
    readBack: { endpoint: 'GET supplyChain/supplychain/:supplyChainId/Segments/:segmentId', params: { segmentId: '4002' } },
  },
  'PUT udf/udf/:entityId': {
    body: { values: [{ itemId: 101, stringValue: 'Fiona McAllister', boolValue: null, dateValue: null, decimalValue: null, integerValue: null, options: [] }] },
    readBack: { endpoint: 'GET udf/udf/:entityId' },
  },
  'PUT compliance/:supplierId/workCategories/:id': { status: 405 },
  ...Object.fromEntries(['PUT', 'POST', 'PATCH'].map((method) => [`${method} requirement/supplier/:supplierId/productservices/:id`, { status: 403 }])),
};
