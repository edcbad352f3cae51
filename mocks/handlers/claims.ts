import { http, HttpResponse } from 'msw';
import { LANGUAGES, type Language } from '@/platform/config/types';
import { personaFromToken } from '@/platform/auth/personas';
import { getDb, saveDb } from '../db';
import { mockPath } from '../paths';
import { say } from '../data/localise';
import { MENU_TEXT } from '../data/referenceText';
import { requestLanguage } from './support';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español', nl: 'Nederlands' };

const MENU_ITEMS = [
  { id: 'dashboard', label: 'Dashboard', url: '/dashboard', limited: true },
  { id: 'find-suppliers', label: 'Find suppliers', url: '/findsuppliers/source-supplier', limited: true },
  { id: 'supply-chain', label: 'Supply chain', url: '/supplychain', limited: false },
  { id: 'reports', label: 'Reports', url: '/reports', limited: false },
  { id: 'download-manager', label: 'Download manager', url: '/download-manager', limited: true },
];

const unauthorised = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });

export const claimsHandlers = [
  http.get(mockPath('claims', '/menu/:userId'), ({ request }) => {
    if (!personaFromToken(request.headers.get('Authorization'))) return unauthorised();
    const language = requestLanguage(request);
    return HttpResponse.json({
      items: MENU_ITEMS.map((item) => ({ ...item, label: say(language, item.label, MENU_TEXT[item.id]) })),
    });
  }),

  http.get(mockPath('claims', '/languages'), () =>
    HttpResponse.json(LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))),
  ),

  http.put(mockPath('claims', '/users/language'), async ({ request }) => {
    const persona = personaFromToken(request.headers.get('Authorization'));
    if (!persona) return unauthorised();
    const value = (await request.text()).replace(/"/g, '').trim();
    if (!(LANGUAGES as readonly string[]).includes(value)) {
      return HttpResponse.json({ isSuccess: false, message: `Unknown language: ${value}` }, { status: 400 });
    }
    getDb().userLanguages[persona.identity.userAccountId] = value as Language;
    saveDb();
    return new HttpResponse(null, { status: 204 });
  }),

  // User settings: path not shown in the spec; defined here and in services/claims.
  http.get(mockPath('claims', '/users/settings'), ({ request }) => {
    const persona = personaFromToken(request.headers.get('Authorization'));
    if (!persona) return unauthorised();
    const { userAccountId, firstName, lastName, language } = persona.identity;
    return HttpResponse.json({
      userAccountId,
      firstName,
      lastName,
      language: getDb().userLanguages[userAccountId] ?? language,
    });
  }),
];
