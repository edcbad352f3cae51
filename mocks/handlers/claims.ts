import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import { LANGUAGES, type Language } from '@/platform/config/types';
import { getDb, saveDb } from '../db';
import { say } from '../data/localise';
import { MENU_TEXT } from '../data/referenceText';
import { endpoint } from './endpoint';
import { requestLanguage } from './support';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español', nl: 'Nederlands' };

const MENU_ITEMS = [
  { id: 'dashboard', label: 'Dashboard', url: '/dashboard', limited: true },
  { id: 'find-suppliers', label: 'Find suppliers', url: '/findsuppliers/source-supplier', limited: true },
  { id: 'supply-chain', label: 'Supply chain', url: '/supplychain', limited: false },
  { id: 'reports', label: 'Reports', url: '/reports', limited: false },
  { id: 'download-manager', label: 'Download manager', url: '/download-manager', limited: true },
];

/** The longest language value worth reading: every known one is two letters. */
const MAX_LANGUAGE_BODY = 32;

// The shell's calls: every buyer makes them on every page, the landing page included.
export const claimsHandlers = [
  endpoint({ method: 'get', kind: 'claims', path: '/menu/:userId', rule: anyBuyer, landing: true }, ({ request }) => {
    const language = requestLanguage(request);
    return HttpResponse.json({
      items: MENU_ITEMS.map((item) => ({ ...item, label: say(language, item.label, MENU_TEXT[item.id]) })),
    });
  }),

  endpoint({ method: 'get', kind: 'claims', path: '/languages', rule: anyBuyer, landing: true }, () =>
    HttpResponse.json(LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))),
  ),

  // Spec 01 §7: the language value is sent as text.
  endpoint({ method: 'put', kind: 'claims', path: '/users/language', rule: anyBuyer, landing: true, textBody: true }, async ({ request, persona }) => {
    const text = await request.text();
    const value = text.length > MAX_LANGUAGE_BODY ? text.slice(0, MAX_LANGUAGE_BODY) : text.replace(/"/g, '').trim();
    if (!(LANGUAGES as readonly string[]).includes(value)) {
      return HttpResponse.json({ isSuccess: false, message: `Unknown language: ${value}`, field: 'language' }, { status: 400 });
    }
    getDb().userLanguages[persona.identity.userAccountId] = value as Language;
    saveDb();
    return new HttpResponse(null, { status: 204 });
  }),

  // User settings: path not shown in the spec; defined here and in services/claims.
  endpoint({ method: 'get', kind: 'claims', path: '/users/settings', rule: anyBuyer, landing: true }, ({ persona }) => {
    const { userAccountId, firstName, lastName, language } = persona.identity;
    return HttpResponse.json({
      userAccountId,
      firstName,
      lastName,
      language: getDb().userLanguages[userAccountId] ?? language,
    });
  }),
];
