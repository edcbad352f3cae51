import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface Slot<Props> {
  /** The app puts a component into the slot for everything below it. */
  Provider: (props: { component: ComponentType<Props> | null; children: ReactNode }) => ReactNode;
  /** The component in the slot, or null when the app provides none (the caller then offers nothing). */
  useSlot: () => ComponentType<Props> | null;
}

/**
 * A typed place where one feature's component is handed to another. A feature never imports
 * another feature: the consumer declares what it needs (the props), the app fills the slot.
 */
export function createSlot<Props>(name: string): Slot<Props> {
  const Context = createContext<ComponentType<Props> | null>(null);
  Context.displayName = `${name}Slot`;
  return {
    Provider: ({ component, children }) => <Context.Provider value={component}>{children}</Context.Provider>,
    useSlot: () => useContext(Context),
  };
}
