/** Claims service DTOs (spec 01 §7: menu, languages, set language; user settings per §3). */
export interface MenuItemDto {
  id: string;
  label: string;
  url: string;
  /** Shown in the limited menu too. */
  limited: boolean;
}

export interface MenuDto {
  items: MenuItemDto[];
}

export interface LanguageDto {
  value: string;
  label: string;
}

/** Spec 01 §3 "User settings": userAccountId, firstName, lastName (+ the stored language). */
export interface UserSettingsDto {
  userAccountId: number;
  firstName: string;
  lastName: string;
  language?: string;
}
