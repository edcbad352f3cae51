import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Disclosure, DisclosurePanel, Button as RACButton, Heading } from 'react-aria-components';
import { Badge, Button, media, useIsBelow } from '@/ui';
import { CloseIcon } from '@/ui/icons';
import { useBasket } from './hooks';
import { useEntryLabel } from './components/useEntryLabel';
import { ItemList, Item } from './groups/groups.styles';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ${media.down('tablet')} { border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle}; }
`;

const Toggle = styled(RACButton)`
  width: 100%;
  padding: ${({ theme }) => theme.space.md} 0;
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  cursor: pointer;
  &[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.colors.focus}; }
`;

function BasketList() {
  const { t } = useTranslation('searchFilters');
  const { entries, remove } = useBasket();
  const label = useEntryLabel();
  if (!entries.length) return <p>{t('basket.empty')}</p>;
  return (
    <ItemList aria-label={t('basket.heading')}>
      {entries.map(({ key, entry, isNew }) => (
        <Item key={key}>
          <span className="grow">{label(entry)}</span>
          {isNew && <Badge>{t('basket.new')}</Badge>}
          <Button variant="ghost" size="sm" aria-label={t('basket.remove', { label: label(entry) })} onPress={() => remove(key)}>
            <CloseIcon size={16} aria-hidden />
          </Button>
        </Item>
      ))}
    </ItemList>
  );
}

/** The chosen filters with NEW on the unapplied ones; a collapsed panel below the tablet breakpoint. */
export function FilterBasket() {
  const { t } = useTranslation('searchFilters');
  const { entries } = useBasket();
  const small = useIsBelow('tablet');
  if (small) {
    return (
      <Root>
        <Disclosure>
          <Heading level={2}>
            <Toggle slot="trigger">{t('basket.toggle', { count: entries.length })}</Toggle>
          </Heading>
          <DisclosurePanel>
            <BasketList />
          </DisclosurePanel>
        </Disclosure>
      </Root>
    );
  }
  return (
    <Root aria-labelledby="filter-basket-heading">
      <h2 id="filter-basket-heading">{t('basket.heading')}</h2>
      <BasketList />
    </Root>
  );
}
