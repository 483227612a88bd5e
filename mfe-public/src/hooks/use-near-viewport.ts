import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (one viewport height by default),
 * or once the visitor presses Tab: a keyboard user's focus must find what loads here already
 * there. Stays true. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '100%'): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const reveal = () => setIsNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: `${margin} 0px` },
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
  }, [isNear, ref, margin]);

  return isNear;
}
