// `shared-ui/testing`: the test kit of every front end. Imported only by tests and `src/testing/`
// helpers (lint enforces it), so it never reaches a production bundle.
export {
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export { expectNotification } from './notifications';
export { setViewportWidth } from './viewport-width';
