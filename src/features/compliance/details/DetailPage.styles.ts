import styled from 'styled-components';
import { media } from '@/ui';

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  /* The heading takes focus by script when the page opens (tabindex -1): a ring there marks nothing to act on. */
  h2:focus { outline: none; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Label and value pairs; long words wrap anywhere so a 300-character name never widens the page. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: minmax(160px, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  > div { display: contents; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
  dd[data-missing] { color: ${({ theme }) => theme.colors.textMuted}; font-style: italic; }
  ${media.down('tablet')} {
    grid-template-columns: minmax(0, 1fr);
    dd { margin-bottom: ${({ theme }) => theme.space.sm}; }
  }
`;
