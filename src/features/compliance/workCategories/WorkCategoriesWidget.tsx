import { NotBuiltYetHere } from '../NotBuiltYetHere';

/** The dashboard's Work Categories widget, expanding to its table (spec 03 §2). CONTRACT: props { supplierId }. */
export function WorkCategoriesWidget({ supplierId }: { supplierId: number }) {
  void supplierId;
  return <NotBuiltYetHere screen="workCategoriesWidget" />;
}
