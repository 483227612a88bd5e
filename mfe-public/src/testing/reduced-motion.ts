/** Makes `matchMedia('(prefers-reduced-motion: reduce)')` answer `matches` (jsdom has none). */
export function setReducedMotion(matches: boolean): () => void {
  const original: unknown = Reflect.get(window, 'matchMedia');
  window.matchMedia = (query: string) =>
    ({
      matches: matches && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    Reflect.set(window, 'matchMedia', original);
  };
}
