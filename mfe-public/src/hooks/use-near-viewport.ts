import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport an element counts as near: one viewport height. */
const NEAR_MARGIN = '100% 0px';

/**
 * True once the element comes within one viewport height of the viewport,
 * or once the visitor presses Tab: a keyboard user's focus must find what loads here already
 * there. Stays true. False in the server's HTML and the render that hydrates it (the server has
 * no viewport); without IntersectionObserver it is true from the first effect.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const reveal = () => setIsNear(true);
    if (typeof IntersectionObserver === 'undefined') {
      reveal();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') reveal();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [isNear, ref]);

  return isNear;
}
