import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui';
import { ChevronDownIcon } from '@/ui/icons';

const Section = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  @media print { break-inside: avoid-page; border: 0; padding: 0; }
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  transform: rotate(${({ $open }) => ($open ? 180 : 0)}deg);
`;

export interface DashboardWidgetProps {
  title: string;
  /** Always shown. */
  children: ReactNode;
  /** The detail panel the widget expands to. */
  detail: ReactNode;
  /** Print mode lays everything out: the detail shows and the toggle does not. */
  expanded?: boolean;
  /**
   * The summary is still loading: the toggle comes with it, below it. A toggle shown under the
   * loading line was pushed down by the summary's arrival (a layout shift of 0.024 at 412 px).
   */
  loading?: boolean;
}

/** A dashboard widget (spec 03 §2): a summary that expands to its detail panel. */
export function DashboardWidget({ title, children, detail, expanded = false, loading = false }: DashboardWidgetProps) {
  const { t } = useTranslation('compliance');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const shown = expanded || open;
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
      {!expanded && !loading && (
        <div>
          <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onPress={() => setOpen(!open)}>
            {t(open ? 'dashboard.hideDetail' : 'dashboard.showDetail', { name: title })}
            <Chevron $open={open}><ChevronDownIcon size={18} /></Chevron>
          </Button>
        </div>
      )}
      <div id={panelId} hidden={!shown}>
        {shown && detail}
      </div>
    </Section>
  );
}
