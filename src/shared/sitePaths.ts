/**
 * The site's route table as data (docs/product.md §2, §2.1), shared by the client's
 * router and the server: the server answers 404 for any other path and builds sitemap.xml from the
 * pages marked `inSitemap`. Matching ignores case and a trailing slash.
 */
export const SITE_PAGES = [
  { path: '/', inSitemap: true },
  // Shows the main landing page again: / is its canonical address.
  { path: '/original', inSitemap: false },
  { path: '/landing', inSitemap: true },
  { path: '/modern', inSitemap: true },
  { path: '/ai', inSitemap: true },
  { path: '/neural', inSitemap: true },
  { path: '/animated-text', inSitemap: true },
  { path: '/image', inSitemap: false },
  { path: '/test', inSitemap: false },
  { path: '/josh2', inSitemap: true },
  { path: '/joshua', inSitemap: true },
  { path: '/synapse', inSitemap: true },
  { path: '/direct-synapse', inSitemap: false },
  // The waitlist loop's pages (issue 13), reached from e-mails; `:token` is any one segment.
  { path: '/confirm/:token', inSitemap: false },
  { path: '/status/:token', inSitemap: false },
  { path: '/invite/:token', inSitemap: false },
  { path: '/welcome', inSitemap: false },
  // The /api/v1 reference (issue 15), rendered from its OpenAPI document.
  { path: '/docs/api', inSitemap: true },
  // The public leaderboard of referrers (issue 29); it says so when LEADERBOARD is off.
  { path: '/leaderboard', inSitemap: false },
  // The tablet booth (issue 27): an installable web app for trade shows, paired from the admin.
  { path: '/booth', inSitemap: false },
  { path: '/admin', inSitemap: false },
  { path: '/admin/login', inSitemap: false },
  { path: '/admin-login', inSitemap: false },
  // The admin's old single page: it now leads to the overview (issue 28).
  { path: '/admin/dashboard', inSitemap: false },
  // The admin's sections (issue 28, docs/product.md §22 "Admin app"): each has its own address.
  { path: '/admin/overview', inSitemap: false },
  { path: '/admin/people', inSitemap: false },
  { path: '/admin/people/:id', inSitemap: false },
  { path: '/admin/messages', inSitemap: false },
  { path: '/admin/referrals', inSitemap: false },
  { path: '/admin/booths', inSitemap: false },
  { path: '/admin/integrations', inSitemap: false },
  { path: '/admin/security', inSitemap: false },
  { path: '/admin/settings', inSitemap: false },
  // The team (issue 40): the owners' Team section, and the page an invitation's link opens.
  { path: '/admin/team', inSitemap: false },
  { path: '/admin/join/:token', inSitemap: false },
] as const satisfies readonly { path: string; inSitemap: boolean }[];

export type SitePath = (typeof SITE_PAGES)[number]['path'];

/** "/Admin/Dashboard/" -> "/admin/dashboard"; the form every lookup of the table uses. */
export function normalizeSitePath(pathname: string): string {
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Each path as a pattern: ":name" matches one non-empty segment, as in React Router. */
const PATTERNS = SITE_PAGES.map(
  ({ path }) =>
    new RegExp(
      `^${path
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    ),
);

export function isSitePath(pathname: string): boolean {
  const path = normalizeSitePath(pathname);
  return PATTERNS.some((pattern) => pattern.test(path));
}

export function sitemapPaths(): string[] {
  return SITE_PAGES.filter((page) => page.inSitemap).map((page) => page.path);
}

/**
 * Pages rendered to HTML at build time (scripts/build/prerender.mjs), by the path they answer and
 * the file under the web root. Every other page is served the plain shell (index.html). A path
 * with several files has variants (src/lib/pageVariant.ts): the server sends one at random.
 */
export const PRERENDERED_PAGES: readonly { path: string; file: string; variant?: string }[] = [
  { path: '/', file: 'pages/home.html' },
  { path: '/original', file: 'pages/home.html' },
  // Issue 42, item 5: the console's boot screen paints before its 400 KB of script arrive.
  { path: '/josh2', file: 'pages/josh2.html' },
  // The neon page's boot screen, in each of its two looks (docs/product.md §2: 50/50).
  { path: '/landing', file: 'pages/landing-wopr.html', variant: 'wopr' },
  { path: '/landing', file: 'pages/landing-neural.html', variant: 'neural' },
];
/**
 * The not-found page (docs/product.md §2.1), served with status 404 for every path outside the
 * table.
 */
export const NOT_FOUND_PAGE = { path: '/404', file: 'pages/not-found.html' } as const;
