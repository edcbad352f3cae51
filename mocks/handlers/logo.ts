import { http, HttpResponse } from 'msw';
import { mockPath } from '../paths';

/** A small generated SVG logo per organisation, returned as a blob as the real service does. */
function logoSvg(orgAccountId: string): string {
  const hue = (Number(orgAccountId) * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32"><rect width="120" height="32" rx="4" fill="hsl(${hue},55%,30%)"/><text x="60" y="21" font-family="sans-serif" font-size="13" fill="#fff" text-anchor="middle">Northbridge</text></svg>`;
}

export const logoHandlers = [
  http.get(mockPath('logo', '/logo/:orgAccountId'), ({ params }) =>
    new HttpResponse(logoSvg(String(params.orgAccountId)), { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
];
