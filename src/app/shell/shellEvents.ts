import { createAction } from '@reduxjs/toolkit';

/** The buyer asks again to store a language whose save failed (LanguageNotSaved). */
export const languageSaveRetried = createAction('shell/languageSaveRetried');
