import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { useReturnAddress, type ReturnParam } from './useReturnAddress';

function Probe({ param }: { param: ReturnParam }) {
  return <output aria-label="return address">{JSON.stringify(useReturnAddress(param))}</output>;
}

const read = async (param: ReturnParam, value: string) => {
  await renderWithProviders(<Probe param={param} />, { route: `/supplier/7/overview?${new URLSearchParams({ [param]: value })}` });
  return JSON.parse((await screen.findByRole('status', { name: 'return address' })).textContent ?? 'undefined');
};

const origin = window.location.origin;

describe('useReturnAddress (src, returnUrl, backTo in the page query)', () => {
  it('gives a page of this app as a router path', async () => {
    expect(await read('src', `${origin}/findsuppliers/source-supplier/search-results?sid=abc`)).toEqual({
      inApp: '/source-supplier/search-results?sid=abc',
    });
  });

  it('gives another page on this host as a full address', async () => {
    expect(await read('returnUrl', `${origin}/onboarding/home`)).toEqual({ page: `${origin}/onboarding/home` });
  });

  it.each(['https://evil.example.net/findsuppliers/source-supplier', '//evil.example.net/x', 'javascript:alert(1)'])(
    'gives null for a refused %s, so the caller uses its default',
    async (url) => {
      expect(await read('backTo', url)).toBeNull();
    },
  );
});
