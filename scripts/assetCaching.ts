/**
 * The build's assets carry a hash of their content in their names (assets/core-DaTTFeBM.js), so a
 * file under a name never changes: a browser may keep it a year and never ask again. A returning
 * buyer's deep link then loads only index.html, config.json and the supplier's data (issue 39: LCP
 * 5.0 s → 2.5 s under Lighthouse's mobile throttling). index.html, config.json and the files of
 * public/ keep their names across releases, so they never get this header: the browser asks each time.
 */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
