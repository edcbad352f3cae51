import { configure, getConfig, prettyDOM } from '@testing-library/react';

/**
 * Testing Library's "Unable to find …" error, with its print of the DOM made only when the message is
 * read. A findBy or waitFor makes one such error on every failed attempt and reads only the last
 * (when it times out), and the default builds each one's print of the whole page at once: 3 % of a
 * screen test file's CPU in a profile, for prints no one saw. Same wording as the default.
 */
export function printDomOnlyWhenRead() {
  configure({
    getElementError(message, container) {
      const error = new Error();
      error.name = 'TestingLibraryElementError';
      let text: string | undefined;
      Object.defineProperty(error, 'message', {
        configurable: true,
        get: () => (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n')),
        set: (value: string) => {
          text = value;
        },
      });
      return error;
    },
  });
}
