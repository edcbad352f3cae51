/**
 * A supplier handed from one feature to another: a result row, a selection, the profile's supplier.
 * `id` is the supplier's entity id (search results' entityID, the profile's supplier id), the number
 * every supply-chain call takes; `name` is what dialogs and toasts call it.
 */
export interface SupplierRef {
  id: number;
  name: string;
}
