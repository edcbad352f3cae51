import { asRasterImage } from '@/lib/rasterImage';
import { defineResource } from '@/platform/resource';
import { getLogo } from './logoService';

/**
 * The logo service's image for an organisation account, as a data URL (serialisable in the store):
 * only a raster image (lib/rasterImage), never an SVG that could carry script (issue 34).
 */
export const organisationLogo = defineResource({
  name: 'logo/organisationLogo',
  load: async ({ orgAccountId }: { orgAccountId: number }) => {
    const raster = await asRasterImage(await getLogo(orgAccountId));
    if (!raster) throw new Error('The logo is not a raster image');
    return blobToDataUrl(raster);
  },
  transition: true,
});

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Logo could not be read'));
    reader.readAsDataURL(blob);
  });
}
