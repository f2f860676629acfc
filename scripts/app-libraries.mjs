// The app's libraries, by the family a failure names: a static page (issue 28) has no use for any of them. One list
// for the two checks that enforce it: scripts/check-bundle-size.mjs (enhance.ts's chunks, from the build) and
// tests/e2e/page-weight.e2e.test.ts (what a static page really loads from the server).

/** @type {[family: string, pattern: RegExp][]} */
export const APP_LIBRARIES = [
  ['react', /^react$/],
  ['react-dom', /^react-dom$/],
  ['scheduler', /^scheduler$/],
  ['@chakra-ui', /^@chakra-ui\//],
  ['@emotion', /^@emotion\//],
  ['@tanstack', /^@tanstack\//],
  ['@apollo', /^@apollo\//],
  ['framer-motion', /^framer-motion$/],
];

/** The npm package a module id of the build belongs to (`../node_modules/@chakra-ui/react/dist/…` → `@chakra-ui/react`). */
export function packageOf(moduleId) {
  return /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/?]+)\//.exec(moduleId)?.[1];
}

/** The app library family of a package name, or undefined for a package of none. */
export function libraryFamilyOf(packageName) {
  return APP_LIBRARIES.find(([, pattern]) => pattern.test(packageName))?.[0];
}
