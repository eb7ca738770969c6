/**
 * A company's theme colour kept locally per subdomain (docs/product/company-portal.md#states), so a reload paints the
 * company's colour before its theme look-up answers. The server's value always wins once it arrives.
 */
const keyFor = (subdomain: string) => `themeColor:${subdomain}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function storedThemeColor(subdomain: string): string | null {
  return storage()?.getItem(keyFor(subdomain)) ?? null;
}

export function storeThemeColor(subdomain: string, color: string): void {
  try {
    storage()?.setItem(keyFor(subdomain), color);
  } catch {
    // A full or blocked storage only costs the early colour on the next load.
  }
}
