import { defineResource } from '@/platform/resource';
import { IN_BUYER_LANGUAGE } from '../buyerLanguage';
import { getLevel1Categories } from './tradesService';

/** The level-1 work categories, named in the buyer's language. */
export const level1Categories = defineResource({
  name: 'trades/level1Categories',
  load: (_args: Record<string, never>) => getLevel1Categories(),
  provides: () => [IN_BUYER_LANGUAGE],
});
