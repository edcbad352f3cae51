import styled from 'styled-components';

/** A risk widget: a titled card of the summary dashboard and the overview's risk summary. */
export const WidgetCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 220px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; }
`;

export const Widgets = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export const BigNumber = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
