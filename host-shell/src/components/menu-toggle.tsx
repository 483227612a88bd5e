import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  color: inherit;
  background: transparent;
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
`;

type MenuToggleProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> & {
  isOpen: boolean;
  /** id of the panel the button opens. */
  controls: string;
};

/** The hamburger button of a slide-out menu; its state is announced through aria-expanded. */
export function MenuToggle({ isOpen, controls, ...buttonProps }: MenuToggleProps) {
  return (
    <Toggle
      type="button"
      aria-label="Menu"
      aria-expanded={isOpen}
      aria-controls={controls}
      {...buttonProps}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {isOpen ? (
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" />
        ) : (
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2.5" />
        )}
      </svg>
    </Toggle>
  );
}
