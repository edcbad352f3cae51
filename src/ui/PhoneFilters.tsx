import type { ReactNode } from 'react';
import { Disclosure, DisclosurePanel } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from './Button';
import { ChevronDownIcon } from './icons';
import { useIsBelow } from './useIsBelow';

export interface PhoneFiltersProps {
  /** The toggle's visible name, e.g. "Filters". */
  label: string;
  /** How many of the filters inside are set: shown on the toggle when above 0. */
  activeCount: number;
  /** The count's words for the toggle, e.g. "2 active" (read with the label: "Filters, 2 active"). */
  activeText: string;
  /** The filter controls, laid out by the caller's bar on wider screens. */
  children: ReactNode;
  /** Starts open on a phone (e.g. a test or a screen whose filters are the point). */
  defaultExpanded?: boolean;
}

/* The disclosure takes no box of its own: in the caller's flex bar the toggle sits in the row beside
   the bar's other controls, and the opened panel breaks onto a full-width line below them. */
const Root = styled(Disclosure)`
  display: contents;
  .chevron { transition: transform 150ms ease; }
  &[data-expanded] .chevron { transform: rotate(180deg); }
`;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.6;
`;

const Panel = styled(DisclosurePanel)`
  order: 1;
  flex: 1 1 100%;
  min-width: 0;
  &[data-expanded] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
  }
  > * { min-width: 0; width: 100%; }
`;

/**
 * A filter bar's filters behind one "Filters" toggle below the tablet breakpoint (issue 38: on a
 * phone stacked filters push a list's first row below the fold), and as they are on wider screens.
 * The toggle is a react-aria disclosure: a button with aria-expanded controlling a labelled group,
 * and it says how many filters are set so a closed panel hides nothing silently. The panel's
 * controls stay mounted while it is closed (their state and URL sync live on).
 */
export function PhoneFilters({ label, activeCount, activeText, children, defaultExpanded = false }: PhoneFiltersProps) {
  const phone = useIsBelow('tablet');
  if (!phone) return <>{children}</>;
  return (
    <Root defaultExpanded={defaultExpanded}>
      {/* Named as one phrase ("Filters, 2 active"): spans would be read with a stray space before the comma. */}
      <Button slot="trigger" variant="secondary" aria-label={activeCount > 0 ? `${label}, ${activeText}` : undefined}>
        <span>{label}</span>
        {activeCount > 0 && <Count>{activeText}</Count>}
        <ChevronDownIcon className="chevron" size={16} />
      </Button>
      <Panel>{children}</Panel>
    </Root>
  );
}
