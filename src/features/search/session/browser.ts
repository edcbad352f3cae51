/**
 * Leaving or reloading the whole page, which the router cannot do. Kept in one object so sagas
 * `call` it and tests can observe it (jsdom does not implement page navigation).
 */
export const browser = {
  leave(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
