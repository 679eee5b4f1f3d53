import { useEffect } from 'react';
import { useShopName } from './use-shop-settings';

/**
 * Sets the tab title for a page, so screen-reader users hear where a navigation landed; it names
 * the shop (Shop Settings), as the nav bar does.
 */
export function useDocumentTitle(title: string): void {
  const shopName = useShopName();
  useEffect(() => {
    document.title = title ? `${title} | ${shopName}` : `${shopName}: loans and pawn lending in Jamaica`;
  }, [title, shopName]);
}
