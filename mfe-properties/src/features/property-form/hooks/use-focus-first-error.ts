import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Moves focus to the first invalid control of the form, in the order the user reads it, once the
 * error messages have rendered. Works across react-hook-form fields and the file inputs beside it.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [request, formRef]);

  return useCallback(() => setRequest((count) => count + 1), []);
}
