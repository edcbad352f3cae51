/**
 * Certificates, areas of operation and insurances of one supplier, derived by id from its network
 * record and its profile (lazy like the profile itself).
 */
import type { CertificateDto } from '@/services/certificates/types';
import type { AreaOfOperationRecord, InsuranceRecord } from '@/services/requirement/types';
import { getGeography } from '../geo';
import { Rng, mix32 } from '../prng';
import type { SupplierProfileRecord } from './supplierProfile';

const INSURANCE_TYPES = ["Employer's liability", 'Public liability', 'Professional indemnity', 'Contractors all risks'];

const plusDays = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);

export function certificatesOf(profile: SupplierProfileRecord): CertificateDto[] {
  const rng = new Rng(mix32(profile.entityId, 24_001));
  return profile.supplier.dto.goals.map((goal, i) => {
    const verified = goal.status === 'Verified';
    return {
      name: goal.goal,
      isCompliant: verified,
      goalReference: goal.reference,
      status: verified ? 'Verified' : 'Not Verified',
      expiryDate: rng.chance(0.9) ? plusDays(rng.int(-60, 700)) : null,
      // The platform gives the address with its API prefix; the app removes /v1/api (spec 03 §7).
      downloadUrl: `/v1/api/files/${profile.entityId}/${i + 1}/${encodeURIComponent(goal.reference)}.pdf`,
    };
  });
}

export function areasOfOperationOf(profile: SupplierProfileRecord): AreaOfOperationRecord[] {
  const rng = new Rng(mix32(profile.entityId, 24));
  const { byKey } = getGeography();
  return profile.supplier.areaKeys.map((key) => ({
    name: byKey.get(key)?.value ?? key.split('|')[2],
    minimumContractValue: rng.chance(0.85) ? rng.int(1, 200) * 5000 : null,
  }));
}

export function insurancesOf(profile: SupplierProfileRecord): InsuranceRecord[] {
  const rng = new Rng(mix32(profile.entityId, 28));
  return rng.sample(INSURANCE_TYPES, rng.int(0, INSURANCE_TYPES.length)).map((name, i) => ({
    id: profile.entityId * 10 + i,
    insuranceType: { name },
    expiryDate: plusDays(rng.int(-30, 500)),
  }));
}

/** A tiny valid PDF, so a download opens as a document. */
export function pdfOf(title: string): string {
  const text = title.replace(/[()\\]/g, '');
  return `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length ${text.length + 30}>>stream\nBT /F1 18 Tf 72 770 Td (${text}) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF`;
}
