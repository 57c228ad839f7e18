import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { SiteLink } from '#app/features/routing/site-link.tsx';
import { useLocalisedPath } from './parts/use-localised-path.ts';

/** What the header shows of a logged-in player; amounts are already formatted for display. */
export interface AccountSummary {
  fullName: string;
  /** Wallet balance as display text, e.g. '1,234.50'. */
  balance: string;
  currency: string;
  /** Minigame token balance as display text. */
  tokens: string;
}

const AccountSummaryContext = createContext<AccountSummary | null>(null);

/**
 * The session feature provides the logged-in player's summary here (in root, around the layout);
 * without a provider every frame shows the guest state.
 */
export function AccountSummaryProvider({
  value,
  children,
}: {
  value: AccountSummary | null;
  children: ReactNode;
}) {
  return <AccountSummaryContext.Provider value={value}>{children}</AccountSummaryContext.Provider>;
}

/** The logged-in player's summary, or null for a guest. */
export function useAccountSummary(): AccountSummary | null {
  return useContext(AccountSummaryContext);
}

/** Header account area: Log in / Sign up for guests; balance, deposit and account for players. */
export function AccountArea({ className }: { className?: string }) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const summary = useAccountSummary();
  const classes = ['account-area', summary ? 'account-area--player' : 'account-area--guest', className]
    .filter(Boolean)
    .join(' ');

  if (!summary) {
    return (
      <div className={classes}>
        <SiteLink to={localise('/login')} className="btn btn--ghost account-area__login">
          {t('logIn')}
        </SiteLink>
        <SiteLink to={localise('/register')} className="btn btn--primary account-area__signup">
          {t('signUp')}
        </SiteLink>
      </div>
    );
  }
  return (
    <div className={classes}>
      <SiteLink to={localise('/account')} className="account-area__wallet" title={summary.fullName}>
        <span className="account-area__label">{t('balance')}</span>
        <span className="account-area__balance">
          <span className="account-area__currency">{summary.currency}</span> {summary.balance}
        </span>
      </SiteLink>
      <SiteLink to={localise('/deposit')} className="btn btn--primary account-area__deposit">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="account-area__deposit-label">{t('deposit')}</span>
      </SiteLink>
    </div>
  );
}
