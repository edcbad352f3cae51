import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './Button.styles';

/**
 * Navigation goes through RAC Link so that a RAC `RouterProvider` (set up by the app with
 * react-router's navigate/useHref) handles client-side routing for every link in the kit.
 */
export type LinkProps = RACLinkProps;

const StyledLink = styled(RACLink)`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  cursor: pointer;
  &[data-hovered] { text-decoration-thickness: 2px; }
  /* An icon link underlines its words only, not the space between the icon and them (issue 38). */
  &:has(> svg) { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export function Link(props: LinkProps) {
  return <StyledLink {...props} />;
}

export interface LinkButtonProps extends RACLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const StyledLinkButton = styled(RACLink)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A link (navigates, role link) that looks like a button, e.g. "Start a new search". */
export function LinkButton({ variant = 'primary', size = 'md', fullWidth, ...rest }: LinkButtonProps) {
  return <StyledLinkButton $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}
