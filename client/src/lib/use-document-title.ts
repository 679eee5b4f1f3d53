import { useEffect } from 'react';

const BRAND = 'Pawnbook';

/** Sets the tab title for a page, so screen-reader users hear where a navigation landed. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : `${BRAND}: loans and pawn lending in Jamaica`;
  }, [title]);
}
