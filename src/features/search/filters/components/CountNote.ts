import styled from 'styled-components';

/**
 * Under a Show / Apply button: says when the number of results could not be counted. Empty, it
 * takes no room but stays in the accessibility tree, so its text is announced when it appears.
 */
export const CountNote = styled.p`
  flex-basis: 100%;
  margin: 0;
  text-align: right;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:empty { position: absolute; }
`;
