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
export function NotBuiltYet({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="not-built-heading">
      <h1 id="not-built-heading">{screen}</h1>
      <p>{t('notBuilt.message')}</p>
    </Panel>
  );
}
