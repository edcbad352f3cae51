import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { resolveLocalSession } from '@/platform/auth/localSession';
import type { PersonaId } from '@/platform/auth/personas';
import { testConfig } from '@/test/testConfig';
import { sessionReducer } from './sessionSlice';
import { useCanAddToSupplyChain } from './hooks';

// The one rule segments, search and the profile gate "Add to supply chain" on (moved here from segments).
describe('useCanAddToSupplyChain (spec 01 §6)', () => {
  const canAdd = (persona: PersonaId, addToSupplyChain = true) => {
    const config = testConfig();
    config.communities.GB.components.addToSupplyChain = addToSupplyChain;
    // A store without sagas: the rule is a pure read of the session.
    const store = configureStore({
      reducer: { session: sessionReducer },
      preloadedState: { session: resolveLocalSession(config, { persona, flags: {} }) },
    });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return renderHook(() => useCanAddToSupplyChain(), { wrapper }).result.current;
  };

  it.each([
    ['full-buyer', true],
    ['supplychain-readonly', false],
    ['readonly-sourcing', false],
    ['french-limited', false],
  ] as const)('%s → %s', (persona, expected) => {
    expect(canAdd(persona)).toBe(expected);
  });

  it('is off when the community hides add to supply chain', () => {
    expect(canAdd('full-buyer', false)).toBe(false);
  });
});
