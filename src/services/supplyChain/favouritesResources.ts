import { defineMutation } from '@/platform/resource';
import { isNotPermitted } from '@/platform/http';
import { supplierDetails } from '../supplier/supplierResources';
import { addFavourite, removeFavourite } from './favouritesService';

/**
 * The profile's favourite star (spec 02 §4): the star changes at once (optimistic, on the supplier's
 * loaded details) and goes back if the call fails; a toast says which. `name` is the supplier's
 * trade name, for the toast.
 */
export const setFavourite = defineMutation({
  name: 'supplyChain/setFavourite',
  run: ({ supplierId, isFavourite }: { supplierId: number; isFavourite: boolean; name: string }) =>
    isFavourite ? addFavourite(supplierId) : removeFavourite(supplierId),
  scope: ({ supplierId }) => ({ supplierId }),
  optimistic: {
    resource: supplierDetails,
    args: ({ supplierId }) => ({ supplierId }),
    update: (details, { isFavourite }) => ({ ...details, isFavourite }),
  },
  toasts: {
    succeeded: ({ isFavourite, name }) => ({
      title: { key: isFavourite ? 'supplierProfile:favourite.added' : 'supplierProfile:favourite.removed', values: { name } },
      tone: 'success',
    }),
    // A refusal says so ("try again" would not help).
    failed: ({ name }, error) => ({
      title: isNotPermitted(error) ? { key: 'common:apiErrors.notPermitted' } : { key: 'supplierProfile:favourite.failed', values: { name } },
      tone: 'error',
    }),
  },
});
