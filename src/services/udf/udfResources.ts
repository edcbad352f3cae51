import { canEditCustomFields } from '@/platform/auth/profilePolicies';
import { isNotPermitted } from '@/platform/http';
import { defineMutation, defineResource, tag } from '@/platform/resource';
import { selectProfilePolicy } from '@/platform/session/profileSelectors';
import type { UdfSavedValue, UdfSection } from './types';
import { getSupplierUdfValues, getUdfSections, updateSupplierUdfValues } from './udfService';

/** The organisation's custom-field sections (schema) and this supplier's saved values. */
export interface CustomFieldsData {
  sections: UdfSection[];
  values: UdfSavedValue[];
}

export interface CustomFieldsArgs {
  supplierId: number;
  /** The sections come in the buyer's language. */
  languageId: number;
}

/**
 * The organisation's custom-field sections (the search filters' Custom fields group). Their
 * language is an argument: a newly picked language is a new entry, loaded once. A failure is
 * logged: the filters only hide the group (spec 01 §8).
 */
export const udfSections = defineResource({
  name: 'udf/sections',
  load: async ({ languageId }: { languageId: number }) => {
    try {
      return (await getUdfSections(languageId)).items;
    } catch (e) {
      console.warn('Custom-field sections failed to load', e);
      throw e;
    }
  },
});

export const supplierCustomFields = defineResource({
  name: 'udf/supplierCustomFields',
  load: async ({ supplierId, languageId }: CustomFieldsArgs): Promise<CustomFieldsData> => {
    const [sections, saved] = await Promise.all([getUdfSections(languageId), getSupplierUdfValues(supplierId)]);
    return { sections: sections.items, values: saved.values };
  },
  provides: ({ supplierId }) => [tag('customFields', supplierId)],
  transition: true,
});

/**
 * Saves one section's custom fields (spec 02 §4 "Custom fields"); tracked per section. The view
 * shows what the server now holds at once, from the reply (a declared patch, no second round trip);
 * a failure keeps the section in edit with the buyer's values and, unless refused (said in the
 * section itself), a toast says so.
 */
export const saveCustomFields = defineMutation({
  name: 'udf/saveCustomFields',
  run: ({ supplierId, values }: CustomFieldsArgs & { sectionId: number; values: UdfSavedValue[] }) => updateSupplierUdfValues(supplierId, values),
  scope: ({ supplierId, sectionId }) => ({ supplierId, sectionId }),
  // The rule behind Edit: a save that gets past a button shown by mistake is refused too (the section says why).
  rule: selectProfilePolicy(canEditCustomFields),
  patches: [
    {
      resource: supplierCustomFields,
      args: ({ supplierId, languageId }) => ({ supplierId, languageId }),
      update: (data, { values }, reply) => ({ ...data, values: reply.values ?? values }),
    },
  ],
  toasts: {
    succeeded: () => ({ title: { key: 'profileCustomFields:saved' }, tone: 'success' }),
    // A refusal is said in the section itself; "try again" would not help.
    failed: (_args, error) => (isNotPermitted(error) ? null : { title: { key: 'profileCustomFields:saveFailed' }, tone: 'error' }),
  },
});
