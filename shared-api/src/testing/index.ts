// `shared-api/testing`: the test kit of every front end. Imported only by tests and `src/testing/`
// helpers (lint enforces it), so it never reaches a production bundle.
export {
  httpError,
  stubApi,
  type ApiStub,
  type StubHandler,
  type StubReply,
  type StubRequest,
} from './api-stub';
export { TEST_ADMIN, TEST_AGENT, TEST_API_BASE_URL, TEST_RUNTIME_CONFIG } from './fixtures';
export { forgetSessionRefused } from '../auth/session-end';
export { withQueryClient } from './query-wrapper';
