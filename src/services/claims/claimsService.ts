import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { LanguageDto, MenuDto, UserSettingsDto } from './types';

export async function getMenu(userId: string): Promise<MenuDto> {
  const { data } = await clientFor('claims').get<MenuDto>(apiPath`/menu/${userId}`);
  return data;
}

export async function getLanguages(): Promise<LanguageDto[]> {
  const { data } = await clientFor('claims').get<LanguageDto[]>('/languages');
  return data;
}

/** The language value is sent as plain text (spec 01 §7). */
export async function setLanguage(language: string): Promise<void> {
  await clientFor('claims').put('/users/language', language, {
    headers: { 'Content-Type': 'text/plain' },
    allowEmptyBody: true,
  });
}

/** Path not shown in the spec; the mock platform serves it at /users/settings. */
export async function getUserSettings(): Promise<UserSettingsDto> {
  const { data } = await clientFor('claims').get<UserSettingsDto>('/users/settings');
  return data;
}
