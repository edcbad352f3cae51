import { createResourceHook } from '@/platform/async';
import { supplierGoals } from './goalsResource';

/** The supplier's levels for the compliance tiles: `{status, data, error, retry}`. */
export const useSupplierGoals = createResourceHook(supplierGoals);
