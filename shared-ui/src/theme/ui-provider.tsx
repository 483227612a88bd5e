import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ConfirmProvider } from '../confirm/confirm-provider';
import { TitleSuffixContext } from '../hooks/use-page-title';
import { NotificationsProvider } from '../notifications/notifications-provider';
import { GlobalStyle } from './global-style';
import { theme as defaultTheme, type AppTheme } from './theme';

export interface UiProviderProps {
  children?: ReactNode;
  /** Appended to every page title: 'About | <titleSuffix>'. */
  titleSuffix?: string;
  theme?: AppTheme;
}

/** Theme, global styles, notifications and the confirm dialog; the host mounts it once. */
export function UiProvider({ children, titleSuffix, theme = defaultTheme }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <TitleSuffixContext value={titleSuffix}>
        <NotificationsProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </NotificationsProvider>
      </TitleSuffixContext>
    </ThemeProvider>
  );
}
