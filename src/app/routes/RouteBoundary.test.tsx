import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '@/platform/async';
import { renderWithProviders } from '@/test/renderWithProviders';
import { RouteBoundary } from './RouteBoundary';

const CHUNK_URL = 'http://localhost:4342/findsuppliers/assets/DocumentsScreen-Do8COQuE.js';

describe('RouteBoundary', () => {
  it("says in the buyer's language that the page's code could not be fetched, never the browser's English naming a file, and Try again loads it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const factory = vi
      .fn<() => Promise<{ Documents: () => ReactElement }>>()
      .mockRejectedValueOnce(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`))
      .mockResolvedValue({ Documents: () => <h2>Documents</h2> });
    const Documents = lazyScreen(factory, 'Documents');
    const { user } = await renderWithProviders(
      <RouteBoundary>
        <Documents />
      </RouteBoundary>,
      { language: 'fr' },
    );
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent("Une erreur s'est produite sur cet écran");
    expect(panel).toHaveTextContent("Cette page n'a pas pu être chargée. Vérifiez votre connexion et réessayez.");
    expect(panel).not.toHaveTextContent(/Failed to fetch|DocumentsScreen|http/);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
  });

  it("shows a screen's crash in the buyer's language, not its English message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Crashing(): ReactElement {
      throw new TypeError("Cannot read properties of undefined (reading 'name')");
    }
    await renderWithProviders(
      <RouteBoundary>
        <Crashing />
      </RouteBoundary>,
      { language: 'nl' },
    );
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Er is iets misgegaan op dit scherm');
    expect(panel).toHaveTextContent('Probeer het opnieuw. Blijft dit gebeuren, laad de pagina dan opnieuw.');
    expect(panel).not.toHaveTextContent(/Cannot read/);
  });
});
