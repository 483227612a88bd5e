import { createContext, use, useEffect } from 'react';

/** The text after ' | ' in every page title (the broker's name), given to `UiProvider`. */
export const TitleSuffixContext = createContext<string | undefined>(undefined);

/** Sets `document.title` to `title | suffix` (suffix from the argument or `UiProvider`). */
export function usePageTitle(title: string, suffix?: string): void {
  const contextSuffix = use(TitleSuffixContext);
  const finalSuffix = suffix ?? contextSuffix;
  useEffect(() => {
    document.title = finalSuffix ? `${title} | ${finalSuffix}` : title;
  }, [title, finalSuffix]);
}
