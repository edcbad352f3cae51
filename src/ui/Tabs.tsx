import {
  Tab as RACTab, TabList as RACTabList, TabPanel as RACTabPanel, Tabs as RACTabs,
} from 'react-aria-components';
import styled, { css } from 'styled-components';

/**
 * Styled RAC tabs. For route tabs (profile tabs are routes) give each Tab an `href` and control
 * `selectedKey` from the current path; RAC navigates through the app's RouterProvider.
 */
export const Tabs = styled(RACTabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  /* React Aria marks the whole tabs block while a tab in it has keyboard focus: the tab shows the ring, not the block. */
  &[data-focus-visible] { outline: none; }
`;

/** The row's look, shared with a static place that stands in for it (tabListPlace below). */
const tabListLook = css`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  overflow-x: auto;
`;

export const TabList = styled(RACTabList)`
  ${tabListLook}
` as typeof RACTabList;

/** A tab's look; `[data-selected]` marks the current one in the tabs and in their static place alike. */
const tabLook = css`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &[data-selected] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * A row of tabs as plain elements, with no behaviour: it holds the tabs' place (the same look and
 * size) while the interactive tabs are on their way, so nothing moves when they come. Hidden from
 * assistive technology and out of reach of the keyboard.
 */
export const TabListPlace = styled.div.attrs({ 'aria-hidden': true, inert: true })`
  ${tabListLook}
`;
export const TabPlace = styled.span`
  ${tabLook}
`;

export const Tab = styled(RACTab)`
  ${tabLook}
  cursor: pointer;
  outline: none;
  &[data-hovered] { color: ${({ theme }) => theme.colors.text}; }
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
