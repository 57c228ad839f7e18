import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { NavLink } from 'react-router';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';

const pages = [
  { path: '/deposit', title: 'deposit' },
  { path: '/withdrawal', title: 'withdrawal' },
  { path: '/bank-details', title: 'bankDetails' },
  { path: '/transaction-history', title: 'transactionHistory' },
  { path: '/statement', title: 'statement' },
  { path: '/inbox', title: 'inbox' },
] as const;

/** The wallet screens' own navigation: one row of tabs that scrolls sideways on a phone. */
export function WalletTabs() {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  return (
    <nav className="wallet-tabs" aria-label={t('walletMenu')}>
      <ul className="wallet-tabs__list">
        {pages.map((page) => (
          <li key={page.path}>
            <NavLink to={localise(page.path)} className="wallet-tabs__link" end>
              {t(page.title)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
