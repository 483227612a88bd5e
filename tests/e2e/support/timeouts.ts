/** Per test: a journey in a real browser against real servers on a shared 2-core machine. */
export const E2E_TEST_TIMEOUT_MS = 120_000;
