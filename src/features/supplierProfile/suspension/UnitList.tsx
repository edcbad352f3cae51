import styled from 'styled-components';
import { Button } from '@/ui';
import type { Unit } from './suspensionModel';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 288px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle}; }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

interface UnitListProps {
  id: string;
  heading: string;
  units: Unit[];
  emptyText: string;
  /** Label of each unit's move button, e.g. "Suspend North"; none for a read-only list. */
  actionLabel?: (unit: Unit) => string;
  actionText?: string;
  onAction?: (unit: Unit) => void;
}

/** One of the suspension modal's two lists; each unit moves to the other list with its button. */
export function UnitList({ id, heading, units, emptyText, actionLabel, actionText, onAction }: UnitListProps) {
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {units.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <List aria-labelledby={id}>
          {units.map((unit) => (
            <li key={unit.accountId}>
              <span>{unit.name}</span>
              {onAction && actionLabel && (
                <Button variant="secondary" size="sm" aria-label={actionLabel(unit)} onPress={() => onAction(unit)}>
                  {actionText}
                </Button>
              )}
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
