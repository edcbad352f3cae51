import styled from 'styled-components';
import type { SupplierDetailsDto } from '@/services/supplier/types';

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xxl}; overflow-wrap: anywhere; }
`;

/** The supplier's header (spec 02 §2.5): trade name as the page's h1; the menu joins it. */
export function ProfileHeader({ details }: { supplierId: number; details: SupplierDetailsDto }) {
  return (
    <Root>
      <div>
        <h1>{details.tradeName}</h1>
        {details.location && <p>{details.location}</p>}
      </div>
    </Root>
  );
}
