import { useCallback, useEffect, useMemo, useState } from 'react';

export interface AsyncData<T> {
  /** The latest answer (kept while the next one loads, so a table does not flash empty). */
  data: T | undefined;
  /** The failure of the latest call, or null. */
  error: unknown;
  isLoading: boolean;
  /** Loads again with the current loader (after a change on the server). */
  reload: () => void;
  /** A local edit that the next load replaces (e.g. a deleted row). */
  updateData: (update: (current: T) => T) => void;
}

interface Result<T> {
  request: object | null;
  data: T | undefined;
  error: unknown;
}

/**
 * Runs `load` whenever it changes (wrap it in useCallback with its inputs) and keeps only the
 * answer of the latest call, so a slow answer for page 2 never overwrites page 3.
 */
export function useAsyncData<T>(load: () => Promise<T>): AsyncData<T> {
  const [generation, setGeneration] = useState(0);
  // A fresh object per load: the identity tells which call an answer belongs to.
  const request = useMemo(() => ({ load, generation }), [load, generation]);
  const [result, setResult] = useState<Result<T>>({ request: null, data: undefined, error: null });

  useEffect(() => {
    let isCurrent = true;
    request.load().then(
      (data) => {
        if (isCurrent) setResult({ request, data, error: null });
      },
      (error: unknown) => {
        if (isCurrent) setResult((previous) => ({ request, data: previous.data, error }));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [request]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const updateData = useCallback((update: (current: T) => T) => {
    setResult((previous) =>
      previous.data === undefined ? previous : { ...previous, data: update(previous.data) },
    );
  }, []);

  return {
    data: result.data,
    error: result.request === request ? result.error : null,
    isLoading: result.request !== request,
    reload,
    updateData,
  };
}
