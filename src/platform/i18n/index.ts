export { createI18n, isLanguage, NAMESPACES, DEFAULT_NAMESPACE } from './i18n';
export { startI18n, takeI18n } from './headStart';
export * from './format';
export { translatePerItem } from './perItem';
export { formatApiError, useErrorText, type ErrorTextOptions } from './errorText';
export { bootText, browserLanguage, signInFailedText } from './bootText';
