import type { Language } from '@/platform/config/types';

/**
 * English a buyer must not meet in another language: the platform menu, reference data the mock
 * platform sends (sizes, segment types, stages, policies, reason codes, levels, custom fields)
 * and the design system's English defaults. Segment, supplier and unit names are the buyer's own
 * data and are not listed.
 */
export const KNOWN_ENGLISH = [
  // platform menu
  'Dashboard', 'Find suppliers', 'Supply chain', 'Reports', 'Download manager',
  // company sizes
  'Micro', 'Small', 'Medium', 'Large',
  // segment types
  'Segment', 'Project', 'Building', 'Site', 'Asset', 'DPS', 'Framework', 'Marketplace', 'Shared profile', 'Island marketplace',
  // stages
  'Invited', 'Pre-qualification', 'Approved supplier', 'Expression of interest', 'Tender', 'Awarded', 'Mobilised',
  'Registered', 'Under review', 'Approved', 'Not Approved',
  // compliance policies
  'Standard subcontractor', 'Gold: principal contractor works', 'High-risk works (working at height, asbestos)',
  'Public sector framework', 'Higher-risk buildings (Building Safety Act)',
  // invitation reason codes
  'New supplier for an upcoming project', 'Existing supplier not yet on the platform', 'Framework or DPS application',
  'Recommended by a site team', 'Other',
  // levels and their groups (SSIP scheme names are brands and stay)
  'Silver', 'Gold', 'Platinum', 'Membership level', 'Health and safety', 'Environment and sustainability', 'Social value',
  'Building safety', 'Health and safety – standard', 'Health and safety – enhanced', 'Environmental management',
  'Carbon reduction plan', 'Modern slavery statement', 'Building Safety Act competence',
  // custom fields
  'Supplier management', 'Frameworks and compliance', 'Account manager', 'Preferred supplier', 'Risk rating', 'Payment terms',
  'Regions served', 'On approved list', 'Low', 'High',
  // segment visibility, search types
  'Visible to suppliers', 'Hidden from suppliers', 'All Suppliers', 'Suppliers in my supply chain',
  // design-system defaults
  'Loading', 'Close', 'Try again', 'Clear search', 'Remove',
];

/** Words that are also the right word in that language. */
const SAME_WORD: Partial<Record<Language, string[]>> = {
  fr: ['Segment'],
  nl: ['Segment', 'Project'],
};

/** The words and names on the page: each text node, and the names and hints in attributes. */
function pageTexts(root: ParentNode): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of Array.from(root.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * The known English words shown whole (a text or a name equal to one), so company and segment names
 * that contain English words are not mistaken for leftovers.
 */
export function englishLeftovers(language: Language, root: ParentNode = document.body): string[] {
  const allowed = new Set(SAME_WORD[language] ?? []);
  const known = new Set(KNOWN_ENGLISH.filter((word) => !allowed.has(word)));
  return [...new Set(pageTexts(root).filter((text) => known.has(text)))];
}
