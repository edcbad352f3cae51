/** What the mock platform lends the development panel (passed in by main.tsx, never imported). */
export interface MockControls {
  resetData: () => void | Promise<void>;
  /** Resolves once the mock platform answers calls: the app renders before, its calls wait for it. */
  ready?: Promise<unknown>;
}
