import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Panel = styled.section`
  max-width: 720px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Honest placeholder for a route whose screen belongs to a later issue. */
export function NotBuiltYet({ screen, headingLevel = 1 }: { screen: string; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  // Inside the supplier profile the page's h1 is the supplier's name: a tab's placeholder is an h2.
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Panel aria-labelledby="not-built-heading">
      <Heading id="not-built-heading">{screen}</Heading>
      <p>{t('notBuilt.message')}</p>
    </Panel>
  );
}
