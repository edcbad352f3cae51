import { describe, it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { Accordion, AccordionItem } from './Accordion';
import { Badge } from './Badge';
import { Divider } from './Divider';
import { EmptyState } from './EmptyState';
import { ErrorPanel } from './ErrorPanel';
import { Loader } from './Loader';
import { TagGroup } from './Tag';
import { Button } from './Button';

describe('display components', () => {
  it('Accordion expands a section from its heading button', async () => {
    renderWithTheme(
      <Accordion>
        <AccordionItem id="a" title="Insurance">Public liability £5m</AccordionItem>
      </Accordion>,
    );
    const trigger = screen.getByRole('button', { name: 'Insurance' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Public liability £5m')).toBeVisible();
  });

  it('Loader is a named progress indicator', () => {
    renderWithTheme(<Loader label="Chargement" />);
    expect(screen.getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
  });

  it('EmptyState shows heading, advice and action', () => {
    renderWithTheme(<EmptyState heading="No results" advice="Try fewer filters" action={<Button>Clear filters</Button>} />);
    expect(screen.getByRole('heading', { name: 'No results', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Try fewer filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('ErrorPanel is an alert with a retry action', async () => {
    const onAction = vi.fn();
    renderWithTheme(<ErrorPanel heading="Could not load" message="Server error" onAction={onAction} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onAction).toHaveBeenCalled();
  });

  it('Badge and Divider render their text', () => {
    renderWithTheme(<><Badge>New</Badge><Divider>or</Divider><Divider /></>);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('TagGroup removes a chip via its named button', async () => {
    const onRemove = vi.fn();
    renderWithTheme(
      <TagGroup label="Applied filters" items={[{ id: 'roof', label: 'Roofing' }]} onRemove={onRemove} />,
    );
    expect(screen.getByRole('grid', { name: 'Applied filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Roofing' }));
    expect(onRemove).toHaveBeenCalledWith(new Set(['roof']));
  });
});
