import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from '../theme/ui-provider';

/** Renders inside the real `UiProvider` and returns a user-event instance too. */
export function renderWithUi(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { titleSuffix?: string } = {},
) {
  const { titleSuffix, ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider titleSuffix={titleSuffix}>{children}</UiProvider>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...rest }) };
}
