import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
} from 'react-aria-components';
import styled from 'styled-components';
import type { ToastTone } from './toastQueue';

export const Region = styled(RACToastRegion)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  bottom: ${({ theme }) => theme.space.lg};
  right: ${({ theme }) => theme.space.lg};
  left: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column-reverse;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
  outline: none;
  ${({ theme }) => theme.media.up('tablet')} {
    left: auto;
  }
` as typeof RACToastRegion;

const stripe = { success: '#3fb45a', error: '#f06a60', info: '#5aa5f0' } as const;

export const StyledToast = styled(RACToast)<{ $tone: ToastTone }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  width: min(420px, 100%);
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 6px solid ${({ $tone }) => stripe[$tone]};
  background: ${({ theme }) => theme.colors.toastBg};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Content = styled(RACToastContent)`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const ToastTitle = styled(Text)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const ToastDescription = styled(Text)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
