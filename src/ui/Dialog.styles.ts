import { Dialog as RACDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled, { css } from 'styled-components';

// 620: the profile's side panels (spec 02 §2.14, §9).
export type DialogWidth = 480 | 560 | 620 | 640 | 1100;
export type DialogPlacement = 'center' | 'right';

export const Overlay = styled(ModalOverlay)<{ $placement: DialogPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  display: flex;
  align-items: ${({ $placement }) => ($placement === 'right' ? 'stretch' : 'center')};
  justify-content: ${({ $placement }) => ($placement === 'right' ? 'flex-end' : 'center')};
  padding: ${({ $placement, theme }) => ($placement === 'right' ? '0' : theme.space.lg)};
`;

export const StyledModal = styled(Modal)<{ $width: DialogWidth; $placement: DialogPlacement }>`
  z-index: ${({ theme }) => theme.zIndices.modal};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  display: flex;
  flex-direction: column;
  outline: none;
  ${({ $placement, theme }) =>
    $placement === 'right'
      ? css`
          height: 100%;
          max-height: 100dvh;
        `
      : css`
          border-radius: ${theme.radii.lg};
          max-height: calc(100dvh - ${theme.space.xxl});
        `}
`;

export const StyledDialog = styled(RACDialog)`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

export const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Body = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  overflow-y: auto;
  flex: 1 1 auto;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;
