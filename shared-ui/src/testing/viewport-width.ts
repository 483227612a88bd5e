/**
 * Makes `matchMedia` answer width queries (`max-width`, `min-width` in px) as a window of this
 * width would (jsdom has no `matchMedia`). Returns the undo.
 */
export function setViewportWidth(width: number): () => void {
  const original: unknown = Reflect.get(window, 'matchMedia');
  const matchesWidth = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    const min = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
    if (max === undefined && min === undefined) return false;
    return (
      (max === undefined || width <= Number(max)) && (min === undefined || width >= Number(min))
    );
  };
  window.matchMedia = (query: string) =>
    ({
      matches: matchesWidth(query),
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
