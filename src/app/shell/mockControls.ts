/** What the mock platform lends the development panel (passed in by main.tsx, never imported). */
export interface MockControls {
  resetData: () => void | Promise<void>;
}
