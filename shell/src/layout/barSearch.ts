/** Home carries the large search box in its hero; every other page gets the bar's compact one. */
export function showsBarSearch(pathname: string): boolean {
  return pathname !== '/' && pathname !== '';
}
