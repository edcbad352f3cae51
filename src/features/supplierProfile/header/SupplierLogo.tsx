import styled from 'styled-components';
import { webUrl } from '@/lib/dataUrls';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { useSupplierLogo } from '../hooks';

export const LOGO_SIZE_PX = 96;

// The frame is there from the first paint, with or without the image: the logo service answers
// after the header has painted, and a logo arriving beside the name would push the name, the
// actions and the tab bar down (on a phone the name wraps under it: 112 px).
const Frame = styled.div`
  flex: none;
  width: ${LOGO_SIZE_PX}px;
  height: ${LOGO_SIZE_PX}px;
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
  &:has(img) { background: ${({ theme }) => theme.colors.surface}; }
  img { display: block; width: 100%; height: 100%; object-fit: contain; }
`;

/**
 * The supplier's logo: its logoURL (only an http(s) address or a path: issue 34), else the logo
 * service's image for its account (spec 02 §2.5). Without one (still loading, none, or the service
 * failed or answered no raster image) the frame stays, empty.
 */
export function SupplierLogo({ details, alt }: { details: SupplierDetailsDto; alt: string }) {
  const fromUrl = webUrl(details.logoURL);
  const fromService = useSupplierLogo(fromUrl ? null : details.orgAccountId);
  const src = fromUrl ?? fromService.data;
  return <Frame>{src && <img src={src} alt={alt} />}</Frame>;
}
