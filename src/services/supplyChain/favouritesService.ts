import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';

/** POST {supplychain}/favourites/{id} (spec 02 §7): the answer is not shown, so none is read. */
export async function addFavourite(entityId: number): Promise<void> {
  await clientFor('supplyChain').post(apiPath`/favourites/${entityId}`, { entityId, isFavourite: true }, { allowEmptyBody: true });
}

/** DELETE {supplychain}/favourites/{id}. */
export async function removeFavourite(entityId: number): Promise<void> {
  await clientFor('supplyChain').delete(apiPath`/favourites/${entityId}`, { data: { entityId, isFavourite: false }, allowEmptyBody: true });
}
