import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // Interface merging is the only way styled-components exposes for typing `props.theme`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
