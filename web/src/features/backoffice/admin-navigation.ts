import type { FileRoutesByTo } from '../../routeTree.gen';

/** A back-office route without a path parameter: the side bar can link it. */
export type AdminPath = Extract<keyof FileRoutesByTo, `/admin/${string}`>;

export interface AdminNavLink {
  label: string;
  to: AdminPath;
  /**
   * Pages that are not in the side bar (their path has an id) but belong under this link: their path starts with
   * one of these, so the link shows as the parent of the open page.
   */
  parentOf?: readonly string[];
}

export interface AdminNavGroup {
  title: string;
  links: readonly AdminNavLink[];
}

/** Every admin route of SPEC §2, grouped by the work it serves (BACKOFFICE.md §2, R1–R19). */
export const adminNavGroups: readonly AdminNavGroup[] = [
  { title: 'Overview', links: [{ label: 'Dashboard', to: '/admin/dashboard' }] },
  {
    title: 'Clients & applications',
    links: [
      { label: 'Client overview', to: '/admin/client-management' },
      {
        label: 'All clients & applications',
        to: '/admin/client-management/view',
        parentOf: ['/admin/applications/view/', '/admin/funding-dashboard/view/'],
      },
      { label: 'New application', to: '/admin/client-management/create-application' },
    ],
  },
  {
    title: 'Lenders & matrix',
    links: [
      { label: 'Lender overview', to: '/admin/lender-management' },
      { label: 'All lenders', to: '/admin/lender-management/view', parentOf: ['/admin/lender-management/view/'] },
      { label: 'Add lender', to: '/admin/lender-management/add' },
      { label: 'Funding matrix', to: '/admin/funding-matrix' },
      { label: 'View programs', to: '/admin/funding-matrix/view' },
      { label: 'Add criteria', to: '/admin/funding-matrix/add-criteria' },
    ],
  },
  {
    title: 'Content',
    links: [
      { label: 'Blog overview', to: '/admin/blog' },
      { label: 'All articles', to: '/admin/blog/view-articles', parentOf: ['/admin/blog/edit/'] },
      { label: 'New article', to: '/admin/blog/create-article' },
    ],
  },
  { title: 'Trade credit', links: [{ label: 'Net30 accounts', to: '/admin/net30' }] },
  { title: 'Settings', links: [{ label: 'Profile & settings', to: '/admin/profile-settings' }] },
];

/** How a side-bar link relates to the open page: it is the page, it is the page's parent, or neither. */
export type NavLinkState = 'page' | 'parent' | undefined;

/** The link that is the open page, or else the one whose `parentOf` covers it; at most one link is marked. */
export function currentAdminLink(pathname: string): { to: AdminPath; state: 'page' | 'parent' } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const links = adminNavGroups.flatMap((group) => group.links);
  const page = links.find((link) => link.to === path);
  if (page) return { to: page.to, state: 'page' };
  const parent = links.find((link) => link.parentOf?.some((prefix) => path.startsWith(prefix)));
  return parent ? { to: parent.to, state: 'parent' } : undefined;
}
