import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import { FIRST_ENTITY_ID, FIRST_SUPPLIER_ACCOUNT_ID } from '../data/generate';
import { endpoint } from './endpoint';
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

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small generated SVG logo per organisation, returned as a blob as the real service does. */
function logoSvg(orgAccountId: number): string {
  const hue = (orgAccountId * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32"><rect width="120" height="32" rx="4" fill="hsl(${hue},55%,30%)"/><text x="60" y="21" font-family="sans-serif" font-size="13" fill="#fff" text-anchor="middle">${escapeXml(logoText(orgAccountId))}</text></svg>`;
}

// The shell shows the buyer's logo on every page, the landing page included.
export const logoHandlers = [
  endpoint({ method: 'get', kind: 'logo', path: '/logo/:orgAccountId', rule: anyBuyer, landing: true }, ({ params }) => {
    if (!/^\d{1,12}$/.test(params.orgAccountId)) throw new InputError('orgAccountId must be an organisation account id', 'orgAccountId');
    return new HttpResponse(logoSvg(Number(params.orgAccountId)), { headers: { 'Content-Type': 'image/svg+xml', 'X-Content-Type-Options': 'nosniff' } });
  }),
];
