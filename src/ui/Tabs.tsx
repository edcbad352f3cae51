import {
  Tab as RACTab, TabList as RACTabList, TabPanel as RACTabPanel, Tabs as RACTabs,
} from 'react-aria-components';
import styled from 'styled-components';

/**
 * Styled RAC tabs. For route tabs (profile tabs are routes) give each Tab an `href` and control
 * `selectedKey` from the current path; RAC navigates through the app's RouterProvider.
 */
export const Tabs = styled(RACTabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const TabList = styled(RACTabList)`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  overflow-x: auto;
` as typeof RACTabList;

export const Tab = styled(RACTab)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  &[data-hovered] { color: ${({ theme }) => theme.colors.text}; }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-disabled] { color: ${({ theme }) => theme.colors.disabledText}; cursor: not-allowed; }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

export const TabPanel = styled(RACTabPanel)`
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
