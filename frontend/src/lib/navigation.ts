/**
 * Full page navigations (with reload) and a delayed new tab. Wrapped in an object so tests
 * can spy on it: `vi.spyOn(navigation, 'assign')`.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Same as assign, but replaces the current history entry (no extra Back step). */
  replace(url: string): void {
    window.location.replace(url);
  },
  openInNewTab(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
};
