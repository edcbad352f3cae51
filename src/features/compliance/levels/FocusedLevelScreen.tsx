import { NotBuiltYetHere } from '../NotBuiltYetHere';

/** /compliance/{goalId}: one level with its requirement table (spec 03 §2, §4). Issue 16. */
export function FocusedLevelScreen() {
  return <NotBuiltYetHere screen="level" />;
}
