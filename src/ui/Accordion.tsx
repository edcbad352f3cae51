import type { ReactNode } from 'react';
import {
  Button as RACButton, Disclosure, DisclosureGroup, DisclosurePanel, Heading,
  type DisclosureGroupProps, type DisclosureProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { ChevronDownIcon } from './icons';

/** Group of collapsible sections on RAC DisclosureGroup (set allowsMultipleExpanded as needed). */
export const Accordion = styled(DisclosureGroup)`
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;
export type AccordionProps = DisclosureGroupProps;

const Item = styled(Disclosure)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  .chevron { transition: transform 150ms ease; }
  &[data-expanded] .chevron { transform: rotate(180deg); }
`;

const ItemHeading = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Trigger = styled(RACButton)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: -3px; }
`;

const Panel = styled(DisclosurePanel)`
  padding: 0 ${({ theme }) => theme.space.xs};
  &[data-expanded] { padding-bottom: ${({ theme }) => theme.space.md}; }
`;

export interface AccordionItemProps extends Omit<DisclosureProps, 'children'> {
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** One section: the heading contains a button with aria-expanded controlling a region. */
export function AccordionItem({ title, children, headingLevel = 3, ...rest }: AccordionItemProps) {
  return (
    <Item {...rest}>
      <ItemHeading level={headingLevel}>
        <Trigger slot="trigger">
          <span>{title}</span>
          <ChevronDownIcon className="chevron" />
        </Trigger>
      </ItemHeading>
      <Panel>{children}</Panel>
    </Item>
  );
}
