/**
 * The profile's remote data besides the supplier's details, each held per key (platform/async
 * keyed resources): the buyer's reference, suspended units, the buyer's own units, certificates,
 * print data (areas of operation, insurances, the COVID-19 questionnaire), the off-platform company and the logo.
 */
import { asRasterImage } from '@/lib/rasterImage';
import { createKeyedResource } from '@/platform/async';
import { isNotAuthorised } from '@/platform/auth/notAuthorised';
import { toApiError } from '@/platform/http';
import { getSuspendedOrgUnits } from '@/services/accountRecords/accountRecordsService';
import type { SuspendedOrgUnitDto } from '@/services/accountRecords/types';
import { getUserOrganisationUnits } from '@/services/admin/adminService';
import { getCovidQuestionnaire } from '@/services/analytics/covidService';
import type { CovidRequirementDto } from '@/services/analytics/covidTypes';
import { getCertificates } from '@/services/certificates/certificatesService';
import type { CertificateDto } from '@/services/certificates/types';
import { getOffPlatformCompany } from '@/services/companySearch/offPlatformService';
import type { OffPlatformCompanyDto } from '@/services/companySearch/offPlatformTypes';
import { getPublicProfile, type PublicProfileDto } from '@/services/publicProfile';
import { getSupplierReference } from '@/services/entityReferences/entityReferencesService';
import type { SupplierReferenceDto } from '@/services/entityReferences/types';
import { getLogo } from '@/services/logo';
import { getAreasOfOperation, getInsurances } from '@/services/requirement/requirementService';
import type { AreaOfOperationRecord, InsuranceRecord } from '@/services/requirement/types';
import type { ProfileRoot } from './profileRoot';

/**
 * The buyer's reference for the supplier; null when none. A load failure clears it and is logged
 * (spec 02 §8 "load failure clears the reference (logged only)"), never swallowed silently; a 401
 * (and the not-authorised answer) still fails the load, so the resource's not-authorised rule sends
 * the buyer away as everywhere else (issue 37 item 12). The HTTP layer's 401 sign-out runs before.
 */
export const supplierReference = createKeyedResource<number, SupplierReferenceDto | null, ProfileRoot>({
  name: 'supplierProfile/reference',
  load: (id) =>
    getSupplierReference(id).catch((caught: unknown) => {
      const error = toApiError(caught);
      console.warn('Supplier reference failed to load', error);
      if (error.status === 401 || isNotAuthorised(error)) throw caught;
      return null;
    }),
});

export const suspendedUnits = createKeyedResource<number, SuspendedOrgUnitDto[], ProfileRoot>({
  name: 'supplierProfile/suspendedUnits',
  load: (id, signal) => getSuspendedOrgUnits(id, signal),
});

/** The organisation units the buyer can access (one key: the buyer). */
export const MY_UNITS = 'mine';
export const myUnits = createKeyedResource<string, { accountId: number; name: string }[], ProfileRoot>({
  name: 'supplierProfile/myUnits',
  load: async () => (await getUserOrganisationUnits()).organisations.map(({ accountId, name }) => ({ accountId, name })),
});

export const certificates = createKeyedResource<number, CertificateDto[], ProfileRoot>({
  name: 'supplierProfile/certificates',
  load: (id, signal) => getCertificates(id, signal),
});

export const areasOfOperation = createKeyedResource<number, AreaOfOperationRecord[], ProfileRoot>({
  name: 'supplierProfile/areasOfOperation',
  load: (id, signal) => getAreasOfOperation(id, signal),
});

export const insurances = createKeyedResource<number, InsuranceRecord[], ProfileRoot>({
  name: 'supplierProfile/insurances',
  load: (id, signal) => getInsurances(id, signal),
});

/**
 * The print view's COVID-19 section: the questionnaire the compliance area's COVID-19 page shows, through the same
 * service call, keyed by the customer reference number it is found by.
 */
export const covidQuestionnaire = createKeyedResource<string, CovidRequirementDto[], ProfileRoot>({
  name: 'supplierProfile/covid',
  load: (reference, signal) => getCovidQuestionnaire(reference, signal),
});

export const offPlatformCompany = createKeyedResource<string, OffPlatformCompanyDto, ProfileRoot>({
  name: 'supplierProfile/offPlatform',
  load: (id, signal) => getOffPlatformCompany(id, signal),
});

/**
 * The limited profile's public details (spec 02 §2.15 "It shows public details"; §3 public profile):
 * GET {public profile}/profiles/{id} with the limited profile's own id, shown beside the register's record.
 */
export const offPlatformPublicProfile = createKeyedResource<string, PublicProfileDto, ProfileRoot>({
  name: 'supplierProfile/offPlatformPublic',
  load: (id, signal) => getPublicProfile(id, signal),
});

/**
 * The logo service's image for an organisation account, as a data URL (serialisable in the store):
 * only a raster image (lib/rasterImage), never an SVG that could carry script (issue 34).
 */
export const supplierLogo = createKeyedResource<number, string, ProfileRoot>({
  name: 'supplierProfile/logo',
  load: async (orgAccountId) => {
    const raster = await asRasterImage(await getLogo(orgAccountId));
    if (!raster) throw new Error('The logo is not a raster image');
    return blobToDataUrl(raster);
  },
});

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Logo could not be read'));
    reader.readAsDataURL(blob);
  });
}
