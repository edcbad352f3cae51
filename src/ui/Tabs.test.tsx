import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('switches panels with the keyboard', async () => {
    renderWithTheme(
      <Tabs>
        <TabList aria-label="Supplier profile">
          <Tab id="overview">Overview</Tab>
          <Tab id="compliance">Compliance</Tab>
        </TabList>
        <TabPanel id="overview">Overview content</TabPanel>
        <TabPanel id="compliance">Compliance content</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Supplier profile' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Overview content');
    await userEvent.click(screen.getByRole('tab', { name: 'Compliance' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Compliance content');
  });

  it('renders route tabs as links', () => {
    renderWithTheme(
      <Tabs selectedKey="/p/1/contacts">
        <TabList aria-label="Profile sections">
          <Tab id="/p/1" href="/p/1">Overview</Tab>
          <Tab id="/p/1/contacts" href="/p/1/contacts">Contacts</Tab>
        </TabList>
        <TabPanel id="/p/1">a</TabPanel>
        <TabPanel id="/p/1/contacts">b</TabPanel>
      </Tabs>,
    );
    const tab = screen.getByRole('tab', { name: 'Contacts' });
    expect(tab).toHaveAttribute('href', '/p/1/contacts');
    expect(tab).toHaveAttribute('aria-selected', 'true');
  });
});
