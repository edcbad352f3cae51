export { createI18n, isLanguage, NAMESPACES, DEFAULT_NAMESPACE } from './i18n';
export * from './format';
export { translatePerItem } from './perItem';
