// @ts-check
/**
 * The message of something thrown: an Error's message, or the thing itself as text.
 * @param {unknown} error
 */
export function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}
