import { useEffect } from 'react';
import { pageTitle } from '@shop/shared-contracts';

/** Sets `document.title` to "<title> | Angling Prizes" while the screen is shown. An empty title waits. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
