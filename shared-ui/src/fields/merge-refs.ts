import type { Ref, RefCallback } from 'react';

/** One callback ref that feeds several refs (the caller's, e.g. react-hook-form's, and ours). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
