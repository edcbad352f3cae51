// Saved searches (issue 40): what the app puts into the results toolbar's and the landing's slots.
export { SaveSearchControl } from './SaveSearchControl';
export { SavedSearchesSection } from './SavedSearchesSection';
