import { createKeyedResource } from '@/platform/async';
import { getSupplierUdfValues, getUdfSections } from '@/services/udf/udfService';
import type { UdfSavedValue, UdfSection } from '@/services/udf/types';
import type { ProfileRoot } from '../../profileRoot';

/** The organisation's custom-field sections (schema) and this supplier's saved values. */
export interface CustomFieldsData {
  sections: UdfSection[];
  values: UdfSavedValue[];
}

/** `supplierId:languageId`: the sections come in the buyer's language. */
export const customFieldsKey = (supplierId: number, languageId: number) => `${supplierId}:${languageId}`;

export const customFieldsResource = createKeyedResource<string, CustomFieldsData, ProfileRoot>({
  name: 'supplierProfile/customFields',
  load: async (key) => {
    const [supplierId, languageId] = key.split(':').map(Number);
    const [sections, saved] = await Promise.all([getUdfSections(languageId), getSupplierUdfValues(supplierId)]);
    return { sections: sections.items, values: saved.values };
  },
});
