export { browser } from './browser';
