import { useCallback, useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/**
 * State and focus handling of a slide-out menu behind a toggle button: opening moves focus into
 * the panel, Escape closes it and gives focus back to the toggle, a click outside or on a link
 * closes it.
 */
export function useSlideOutMenu<TPanel extends HTMLElement>() {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<TPanel>(null);

  const toggle = useCallback(() => setIsOpen((open) => !open), []);

  const close = useCallback(() => {
    setIsOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') close();
    }
    function handlePointerDown(event: PointerEvent) {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setIsOpen(false);
    }
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [isOpen, close]);

  // A chosen link closes the menu; focus then belongs to the page it opens.
  const handleLinkClick = useCallback(() => setIsOpen(false), []);

  return { isOpen, toggle, close, toggleRef, panelRef, handleLinkClick };
}
