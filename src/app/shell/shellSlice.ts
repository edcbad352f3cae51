import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { finishFailed, finishLoaded, initAsync, startLoading, type AsyncState } from '@/platform/async';
import type { ApiError } from '@/platform/http';
import type { LanguageDto, MenuItemDto, UserSettingsDto } from '@/services/claims';

export interface ShellState {
  menu: AsyncState<MenuItemDto[]>;
  languages: AsyncState<LanguageDto[]>;
  userSettings: AsyncState<UserSettingsDto>;
  /** Object URL of the organisation logo fetched from the logo service. */
  logo: AsyncState<string>;
  languageSave: AsyncState<string>;
}

const initialState: ShellState = {
  menu: initAsync(),
  languages: initAsync(),
  userSettings: initAsync(),
  logo: initAsync(),
  languageSave: initAsync(),
};

const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    shellEntered(state) {
      startLoading(state.menu);
      startLoading(state.languages);
      startLoading(state.userSettings);
    },
    menuLoaded: (state, a: PayloadAction<MenuItemDto[]>) => void finishLoaded(state.menu, a.payload),
    menuLoadFailed: (state, a: PayloadAction<ApiError>) => void finishFailed(state.menu, a.payload),
    languagesLoaded: (state, a: PayloadAction<LanguageDto[]>) => void finishLoaded(state.languages, a.payload),
    languagesLoadFailed: (state, a: PayloadAction<ApiError>) => void finishFailed(state.languages, a.payload),
    userSettingsLoaded: (state, a: PayloadAction<UserSettingsDto>) => void finishLoaded(state.userSettings, a.payload),
    userSettingsLoadFailed: (state, a: PayloadAction<ApiError>) => void finishFailed(state.userSettings, a.payload),
    logoRequested: (state) => void startLoading(state.logo),
    logoLoaded: (state, a: PayloadAction<string>) => void finishLoaded(state.logo, a.payload),
    logoLoadFailed: (state, a: PayloadAction<ApiError>) => void finishFailed(state.logo, a.payload),
    /** The buyer asks again to store a language whose save failed. */
    languageSaveRetried: (state) => void startLoading(state.languageSave),
    languageSaved: (state, a: PayloadAction<string>) => void finishLoaded(state.languageSave, a.payload),
    languageSaveFailed: (state, a: PayloadAction<ApiError>) => void finishFailed(state.languageSave, a.payload),
  },
});

export const shellActions = shellSlice.actions;
export const shellReducer = shellSlice.reducer;

type WithShell = { shell: ShellState };
export const selectMenu = (s: WithShell) => s.shell.menu;
export const selectLanguages = (s: WithShell) => s.shell.languages;
export const selectUserSettings = (s: WithShell) => s.shell.userSettings;
export const selectLogo = (s: WithShell) => s.shell.logo;
export const selectLanguageSave = (s: WithShell) => s.shell.languageSave;
