import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { SpinnerRing } from '../feedback/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.secondary};
    border-color: ${({ theme }) => theme.colors.secondary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #ffffff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.secondary};
    padding-left: 0;
    padding-right: 0;
    text-decoration: underline;
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $full: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.75rem')};
  padding: ${({ theme, $size }) =>
    $size === 'sm' ? `${theme.space[1]} ${theme.space[3]}` : `${theme.space[2]} ${theme.space[5]}`};
  width: ${({ $full }) => ($full ? '100%' : 'auto')};
  font-weight: 600;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  line-height: 1.2;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  transition: background-color 0.15s ease;
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner beside the label, marks the button busy and blocks repeated clicks. */
  isLoading?: boolean;
  isFullWidth?: boolean;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  isFullWidth = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $full={isFullWidth}
      disabled={Boolean(disabled) || isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading && <SpinnerRing $size={16} aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}
