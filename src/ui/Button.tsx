import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  ref?: React.Ref<HTMLButtonElement>;
}

const StyledButton = styled(RACButton)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** RAC Button: unifies mouse/touch/keyboard presses (`onPress`) and exposes `isDisabled`/`isPending`. */
export function Button({ variant = 'primary', size = 'md', fullWidth, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} $size={size} $fullWidth={fullWidth} type={type} {...rest} />;
}
