import { describe, expect, it } from 'vitest';
import { getConfig, render, screen } from '@testing-library/react';

describe('a query that finds nothing still says why, with the page printed', () => {
  it('getBy: the message and the print of the DOM, as Testing Library words them', () => {
    render(<p>Only this paragraph</p>);
    let caught: unknown;
    try {
      screen.getByRole('button', { name: 'Save' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    const error = caught as Error;
    expect(error.name).toBe('TestingLibraryElementError');
    expect(error.message).toMatch(/^Unable to find an accessible element with the role "button" and name "Save"/);
    expect(error.message).toContain('Ignored nodes: comments, script, style');
    expect(error.message).toContain('Only this paragraph');
  });

  it('findBy: the last attempt\'s message, printed when it times out', async () => {
    render(<p>Still only this</p>);
    await expect(screen.findByText('Never there', {}, { timeout: 50 })).rejects.toThrow(/Unable to find an element with the text: Never there[\s\S]*Still only this/);
  });

  it('prints the page only when the message is read (a findBy makes one such error per failed attempt)', () => {
    const page = document.createElement('div');
    page.textContent = 'A long page';
    let printed = 0;
    const outerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'outerHTML')!;
    Object.defineProperty(page, 'outerHTML', { get: () => { printed += 1; return outerHTML.get!.call(page) as string; } });
    const error = getConfig().getElementError('Unable to find it', page);
    expect(printed).toBe(0);
    expect(error.message).toContain('A long page');
    expect(printed).toBeGreaterThan(0);
  });
});
