import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import { FIRST_ENTITY_ID, FIRST_SUPPLIER_ACCOUNT_ID } from '../data/generate';
import { endpoint } from './endpoint';
import { logoPng } from './logoPng';
import { supplierProfile } from './profileState';
import { InputError } from './support';

/** The buyers' organisations of the mock platform share one brand. */
const BUYER_BRAND = 'Northbridge';

/** What a logo says: a supplier's own initials (so a supplier never wears the buyer's brand). */
export function logoText(orgAccountId: number): string {
  const supplier = orgAccountId >= FIRST_SUPPLIER_ACCOUNT_ID ? supplierProfile(orgAccountId - FIRST_SUPPLIER_ACCOUNT_ID + FIRST_ENTITY_ID) : null;
  if (!supplier) return BUYER_BRAND;
  const words = supplier.tradeName.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words.slice(0, 3).map((word) => word[0].toUpperCase()).join('') || '?';
}

/** A small generated PNG logo per organisation, returned as a blob as the real service does. */
function logoImage(orgAccountId: number): Uint8Array {
  return logoPng(logoText(orgAccountId), (orgAccountId * 47) % 360);
}

// The shell shows the buyer's logo on every page, the landing page included.
export const logoHandlers = [
  endpoint({ method: 'get', kind: 'logo', path: '/logo/:orgAccountId', rule: anyBuyer, landing: true }, ({ params }) => {
    if (!/^\d{1,12}$/.test(params.orgAccountId)) throw new InputError('orgAccountId must be an organisation account id', 'orgAccountId');
    return new HttpResponse(logoImage(Number(params.orgAccountId)), { headers: { 'Content-Type': 'image/png', 'X-Content-Type-Options': 'nosniff' } });
  }),
];
