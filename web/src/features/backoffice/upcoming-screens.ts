import type { FileRoutesByTo } from '../../routeTree.gen';

/** A page whose screen a later issue builds: what it will hold, from BACKOFFICE.md §2 (its R-number). */
export interface UpcomingScreen {
  /** The page's h1 (as the route's title in route-meta.json). */
  title: string;
  /** BACKOFFICE.md §2 screen number. */
  screen: `R${number}`;
  /** One line: who the screen is for and why. */
  purpose: string;
  /** Two to four lines on what the screen will show and do. */
  holds: readonly [string, string, ...string[]];
}

/** Signed-in pages that may still show a "coming soon" panel, keyed by path (the ones with an id by their pattern). */
type SignedInPath = Extract<keyof FileRoutesByTo, `/admin/${string}` | `/net30/${string}` | '/profile'>;

/**
 * Every page a later issue fills, in one table (issue 10 item 15: it says what it will hold and links back). A page
 * that gets its real screen drops its entry.
 */
export const upcomingScreens = {
  '/admin/funding-dashboard/view/$id': {
    title: 'Funding Dashboard',
    screen: 'R14',
    purpose: 'A funded deal: repayment progress, commission and renewal timing.',
    holds: [
      'Funded and disbursed amounts, terms, paid to date and remaining, with scheduled against actual repayment.',
      'Transactions (payments, fees, discounts, adjustments), CSV import and reversals.',
      'The commission’s status, and a renewal badge once half is repaid on time.',
    ],
  },
  '/admin/blog': {
    title: 'Blog',
    screen: 'R15',
    purpose: 'The NetFund Brief’s content at a glance.',
    holds: [
      'Counts of draft, scheduled, published and archived articles.',
      'What is scheduled next, your latest drafts, and the most read articles.',
      'SEO warnings: articles without a meta description, cover images without alt text.',
    ],
  },
  '/admin/blog/create-article': {
    title: 'Create Article',
    screen: 'R16',
    purpose: 'Write a new article for The NetFund Brief.',
    holds: [
      'Title, address, excerpt and a Markdown body with a live preview.',
      'A cover image with alt text, tags, category, and SEO fields with advice.',
      'Autosave; save as a draft, publish now, or schedule.',
    ],
  },
  '/admin/blog/edit/$id': {
    title: 'Edit Article',
    screen: 'R17',
    purpose: 'Edit an article of The NetFund Brief.',
    holds: [
      'The article editor with its status: draft, scheduled, published or archived.',
      'Revision history with who changed what, and restoring an earlier revision.',
      'Unpublish, unschedule or archive; your text is kept when someone else saved first.',
    ],
  },
  '/admin/blog/view-articles': {
    title: 'View Articles',
    screen: 'R18',
    purpose: 'Every article of The NetFund Brief.',
    holds: [
      'Each article’s status, author, tags, publish time, views and SEO score.',
      'Filters by status, tag and author; search in titles and text.',
      'Edit, duplicate or archive; archive or unschedule several at once.',
    ],
  },
  '/admin/profile-settings': {
    title: 'Admin Profile Settings',
    screen: 'R5',
    purpose: 'Your admin account, the team, and platform settings.',
    holds: [
      'My account: name, e-mail, password, two-factor authentication, sessions and recent sign-ins.',
      'Team: the admins, and pending invitations.',
      'Platform: time zone, business hours, offer expiry, lender response times and the re-apply waiting period.',
    ],
  },
  '/profile': {
    title: 'Profile Settings',
    screen: 'R29',
    purpose: 'Your account details.',
    holds: [
      'Profile: name, e-mail and phone.',
      'Security: password, two-factor authentication, and the devices you are signed in on.',
      'Notifications, and privacy choices such as how your file is shared with lenders.',
    ],
  },
} as const satisfies { [Path in SignedInPath]?: UpcomingScreen };

export type UpcomingScreenPath = keyof typeof upcomingScreens;
