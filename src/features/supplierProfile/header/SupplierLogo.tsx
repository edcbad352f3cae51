import styled from 'styled-components';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { useSupplierLogo } from '../hooks';

const Img = styled.img`
  width: 96px;
  height: 96px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The supplier's logo: its logoURL, else the logo service's image for its account (spec 02 §2.5). */
export function SupplierLogo({ details, alt }: { details: SupplierDetailsDto; alt: string }) {
  const fromService = useSupplierLogo(details.logoURL ? null : details.orgAccountId);
  const src = details.logoURL ?? fromService.data;
  return src ? <Img src={src} alt={alt} /> : null;
}
