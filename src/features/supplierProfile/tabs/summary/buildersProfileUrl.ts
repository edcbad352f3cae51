/**
 * Where VIEW opens a builders profile: the spec names the id and the link, not the address; read
 * as the product host's builders-profile page for that id.
 */
export const buildersProfileUrl = (productHostUrl: string, builderProfileId: string) =>
  `${productHostUrl.replace(/\/+$/, '')}/builders-profile/${encodeURIComponent(builderProfileId)}`;
