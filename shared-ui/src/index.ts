export { theme, breakpoints, media, type AppTheme, type Breakpoint } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { UiProvider, type UiProviderProps } from './theme/ui-provider';
export { Container, Card, PageHeading, Stack } from './layout/layout';
export { VisuallyHidden, visuallyHidden } from './layout/visually-hidden';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './buttons/button';
export { Spinner, FullScreenSpinner, type SpinnerProps } from './feedback/spinner';
export { FormNotice, type FormNoticeProps } from './feedback/form-notice';
export { NoScriptNotice } from './feedback/no-script-notice';
export { TextField, type TextFieldProps } from './fields/text-field';
export { TextAreaField, type TextAreaFieldProps } from './fields/text-area-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './fields/select-field';
export { CheckboxField, type CheckboxFieldProps } from './fields/checkbox-field';
export {
  useNotify,
  NotificationsProvider,
  TOAST_DURATION_MS,
  type Notify,
} from './notifications/notifications-provider';
export {
  useConfirm,
  ConfirmProvider,
  type Confirm,
  type ConfirmOptions,
} from './confirm/confirm-provider';
export { Modal, type ModalProps } from './confirm/modal';
export { formatPrice, formatPriceShort, formatIndianNumber } from './format/price';
export { usePageTitle } from './hooks/use-page-title';
export { useHasHydrated } from './hooks/use-has-hydrated';
export { PAGE_NOT_FOUND_TITLE, PageNotFound } from './layout/page-not-found';
