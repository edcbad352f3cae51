import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppConfig, CommunityCode, CommunitySettings, ComponentKey, Language } from '../config/types';
import type { Identity } from '../auth/identity';
import type { Permission } from '../auth/permissions';
import { can } from '../auth/can';
import { FLAG_DEFAULTS, type FlagName, type Flags } from '../flags/flags';

/** Who is signed in, in which community and language, with which flags: read by every feature. */
export interface SessionState {
  config: AppConfig | null;
  identity: Identity | null;
  flags: Flags;
  community: CommunityCode;
  language: Language;
  /** Set when "User is not authorised to view this content" is sending the buyer away (spec 01 §8). */
  leavingTo?: string | null;
}

export const initialSessionState: SessionState = {
  config: null,
  identity: null,
  flags: { ...FLAG_DEFAULTS },
  community: 'GB',
  language: 'en',
};

export interface SessionStartedPayload {
  config: AppConfig;
  identity: Identity;
  flags: Flags;
  community: CommunityCode;
  language: Language;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<SessionStartedPayload>) => ({ ...initialSessionState, ...action.payload }),
    flagsReceived(state, action: PayloadAction<Partial<Flags>>) {
      state.flags = { ...state.flags, ...action.payload };
    },
    communityPicked(state, action: PayloadAction<CommunityCode>) {
      state.community = action.payload;
    },
    /** The buyer chose a language; the shell saga stores it and the i18n instance follows. */
    languagePicked(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    /** A failure said the buyer may not see this content; the app is leaving for `url` (platform/auth). */
    notAuthorisedDetected(state, action: PayloadAction<{ url: string }>) {
      state.leavingTo = action.payload.url;
    },
  },
});

export const { sessionStarted, flagsReceived, communityPicked, languagePicked, notAuthorisedDetected } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

type WithSession = { session: SessionState };

export const selectSession = (state: WithSession) => state.session;
export const selectConfig = (state: WithSession) => state.session.config;
export const selectIdentity = (state: WithSession) => state.session.identity;
export const selectLanguage = (state: WithSession) => state.session.language;
export const selectCommunityCode = (state: WithSession) => state.session.community;
export const selectProductHostUrl = (state: WithSession) => state.session.config?.productHostUrl ?? '/';
/** Where a not-authorised failure is sending the buyer, or null: screens say so while the page leaves. */
export const selectLeavingTo = (state: WithSession) => state.session.leavingTo ?? null;
export const selectFlags = (state: WithSession) => state.session.flags;
export const selectFlag = (name: FlagName) => (state: WithSession) => state.session.flags[name];
export const selectCan = (permission: Permission) => (state: WithSession) => can(state.session.identity, permission);

export const selectCommunitySettings = (state: WithSession): CommunitySettings | null =>
  state.session.config?.communities[state.session.community] ?? null;

export const selectComponentVisible = (key: ComponentKey) => (state: WithSession) =>
  selectCommunitySettings(state)?.components[key] ?? false;
