/** Stores created by the test harness; each is stopped after its test so no saga outlives it. */
const liveStores: Array<{ stopSagas: () => void }> = [];

export function trackTestStore(store: { stopSagas: () => void }): void {
  liveStores.push(store);
}

/** Called after each test (src/test/setup.ts): no saga of a finished test may still fire requests. */
export function stopTestStores(): void {
  liveStores.splice(0).forEach((store) => store.stopSagas());
}
