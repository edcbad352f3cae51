import styled from 'styled-components';
import { Button } from '@/ui';

export const Root = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  @media print { display: none; }
  ${({ theme }) => theme.media.down('tablet')} { gap: ${({ theme }) => theme.space.sm}; }
`;

export const TopRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.down('tablet')} {
    /* Back and Close on one line at a tap height that still fits; a long Back label (French) may wrap. */
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    > * { min-height: 32px; min-width: 0; padding-block: 0; font-size: inherit; }
    > button { flex: none; white-space: nowrap; padding-inline: ${({ theme }) => theme.space.xs}; }
  }
`;

export const Identity = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
  min-width: 0;
  > div:last-child { min-width: 0; flex: 1 1 auto; }
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xxl}; overflow-wrap: anywhere; }
  ${({ theme }) => theme.media.down('tablet')} {
    gap: ${({ theme }) => theme.space.md};
    /* The logo's frame shrinks with the heading beside it. */
    > div:first-child { width: 48px; height: 48px; }
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.lg};
      line-height: 1.3;
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
    }
  }
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  ${({ theme }) => theme.media.up('tablet')} { flex-wrap: wrap; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  /* On a tablet a long label ("Ajouter à la chaîne d'approvisionnement") wraps inside its button. */
  > button { max-width: 100%; white-space: normal; }
  ${({ theme }) => theme.media.down('tablet')} { flex-wrap: nowrap; }
`;

/** Below 768 px the header's actions keep one row: Add to supply chain is then in the "…" menu only. */
export const HeaderAddButton = styled(Button)`
  ${({ theme }) => theme.media.down('tablet')} { display: none; }
`;
