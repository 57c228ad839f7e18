import type { ReactNode } from 'react';
import { AccountNav } from './account-nav.tsx';
import { useAccountGroups } from './use-account-groups.ts';

/** The frame of the logged-in account screens: title, the account navigation and the content. */
export function AccountScreen({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  useAccountGroups();
  return (
    <div className="page account-page">
      <h1 className="page__title account-page__title">{title}</h1>
      {lead ? <p className="account-page__lead">{lead}</p> : null}
      <div className="account-page__grid">
        <AccountNav />
        <div className="account-page__content">{children}</div>
      </div>
    </div>
  );
}
