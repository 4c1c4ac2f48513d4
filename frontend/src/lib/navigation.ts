/**
 * Full page navigations (with reload). Wrapped in an object so tests can spy on it:
 * `vi.spyOn(navigation, 'assign')`.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
