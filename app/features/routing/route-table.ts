/**
 * Every client route of spec §2, the module that renders it, the middleware it lists and the
 * layout it names. routes.ts builds the router from this table, each path also under `/:lang`.
 */
export type MiddlewareName = 'auth' | 'guest' | 'loginPage' | 'playGame';
type LayoutName = 'default' | 'minigame';

export interface RouteEntry {
  path: `/${string}`;
  /** Message key of the page title in the `ui` group. */
  title: string;
  file: string;
  middleware?: MiddlewareName[];
  layout?: LayoutName;
}

const games = 'routes/games-page.tsx';
const content = 'routes/content-page.tsx';

export const routeTable: RouteEntry[] = [
  { path: '/', title: 'home', file: 'routes/home.tsx' },
  { path: '/about', title: 'about', file: content },
  { path: '/account', title: 'account', file: 'routes/account-page.tsx', middleware: ['auth'] },
  { path: '/add-bank', title: 'addBank', file: 'routes/add-bank-page.tsx', middleware: ['auth'] },
  { path: '/arcade', title: 'arcade', file: games },
  { path: '/bank-details', title: 'bankDetails', file: 'routes/bank-details-page.tsx', middleware: ['auth'] },
  { path: '/banking', title: 'banking', file: content },
  { path: '/bet-history', title: 'betHistory', file: 'routes/bet-history-page.tsx', middleware: ['auth'] },
  { path: '/bingo', title: 'bingo', file: games },
  { path: '/casino', title: 'casino', file: games },
  {
    path: '/change-password',
    title: 'changePassword',
    file: 'routes/change-password-page.tsx',
    middleware: ['auth'],
  },
  { path: '/contact-us', title: 'contactUs', file: 'routes/contact-page.tsx' },
  { path: '/crash', title: 'crash', file: games },
  { path: '/deposit', title: 'deposit', file: 'routes/deposit-page.tsx', middleware: ['auth'] },
  { path: '/download', title: 'download', file: 'routes/download-page.tsx' },
  { path: '/edit-profile', title: 'editProfile', file: 'routes/edit-profile-page.tsx', middleware: ['auth'] },
  { path: '/faqs', title: 'faqs', file: content },
  { path: '/fairness', title: 'fairness', file: 'routes/fairness-page.tsx' },
  { path: '/fishing', title: 'fishing', file: games },
  {
    path: '/forgot-password',
    title: 'forgotPassword',
    file: 'routes/forgot-password-page.tsx',
    middleware: ['guest'],
  },
  { path: '/hash-game', title: 'hashGame', file: games },
  { path: '/horse-racing', title: 'horseRacing', file: games },
  { path: '/house/play', title: 'houseGame', file: 'routes/house-play-page.tsx', layout: 'default' },
  { path: '/hot', title: 'hot', file: games },
  { path: '/inbox', title: 'inbox', file: 'routes/inbox-page.tsx', middleware: ['auth'] },
  { path: '/leaderboard', title: 'leaderboard', file: 'routes/leaderboard-page.tsx' },
  { path: '/login', title: 'login', file: 'routes/login-page.tsx', middleware: ['guest', 'loginPage'] },
  { path: '/lottery', title: 'lottery', file: games },
  {
    path: '/minigame',
    title: 'minigame',
    file: 'routes/minigame-page.tsx',
    middleware: ['auth'],
    layout: 'minigame',
  },
  { path: '/mission', title: 'mission', file: 'routes/mission-page.tsx', middleware: ['auth'] },
  { path: '/news', title: 'news', file: 'routes/news-page.tsx' },
  { path: '/playnow', title: 'playnow', file: 'routes/playnow-page.tsx', middleware: ['playGame'] },
  { path: '/poker', title: 'poker', file: games },
  { path: '/preloader', title: 'preloader', file: 'routes/preloader-page.tsx' },
  { path: '/privacy-policy', title: 'privacyPolicy', file: content },
  { path: '/profile', title: 'profile', file: 'routes/profile-page.tsx', middleware: ['auth'] },
  { path: '/promotions', title: 'promotions', file: 'routes/promotions-page.tsx' },
  { path: '/referral', title: 'referral', file: 'routes/referral-page.tsx', middleware: ['auth'] },
  { path: '/register', title: 'register', file: 'routes/register-page.tsx', middleware: ['guest'] },
  { path: '/responsible-gaming', title: 'responsibleGaming', file: content },
  { path: '/sabong', title: 'sabong', file: games },
  { path: '/security', title: 'security', file: 'routes/security-page.tsx', middleware: ['auth'] },
  { path: '/slots', title: 'slots', file: games },
  { path: '/spin', title: 'spin', file: 'routes/spin-page.tsx', middleware: ['auth'] },
  { path: '/sports', title: 'sports', file: 'routes/sports-page.tsx' },
  { path: '/statement', title: 'statement', file: 'routes/statement-page.tsx', middleware: ['auth'] },
  { path: '/term-condition', title: 'termCondition', file: content },
  {
    path: '/transaction-history',
    title: 'transactionHistory',
    file: 'routes/transaction-history-page.tsx',
    middleware: ['auth'],
  },
  { path: '/vip', title: 'vip', file: 'routes/vip-page.tsx' },
  { path: '/withdrawal', title: 'withdrawal', file: 'routes/withdrawal-page.tsx', middleware: ['auth'] },
];

/** Route id of a table entry, e.g. `page:slots`, `page:home`. */
export function routeId(entry: RouteEntry): string {
  return `page:${entry.path === '/' ? 'home' : entry.path.slice(1)}`;
}

const byId = new Map(routeTable.map((entry) => [routeId(entry), entry]));

export function routeEntryById(id: string): RouteEntry | undefined {
  return byId.get(id);
}
