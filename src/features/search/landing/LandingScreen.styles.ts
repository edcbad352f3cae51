import styled from 'styled-components';

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 960px;
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

export const Intro = styled.div`
  h1 { margin: 0; }
  .sub { margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ul { margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md}; }
  .links { display: flex; gap: ${({ theme }) => theme.space.lg}; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
`;

export const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

/** Holds the place of a lazily loaded field so the page does not jump when it arrives. */
export const FieldPlaceholder = styled.div`
  min-height: 72px;
`;
