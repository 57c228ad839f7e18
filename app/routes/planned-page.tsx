import { useTranslation } from 'react-i18next';
import { routeEntryById } from '../features/routing/route-table.ts';
import { pageMeta } from '../features/routing/page-meta.ts';
import type { Route } from './+types/planned-page';

/**
 * A page whose content belongs to a later issue: it renders inside the real frame and tells the
 * player what it will hold. Each such route moves to its own module when its issue lands.
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const entry = routeEntryById(matches.at(-1)?.id ?? '');
  return pageMeta(matches, entry?.title ?? 'home');
};

export default function PlannedPage({ matches }: Route.ComponentProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const entry = routeEntryById(matches.at(-1)?.id ?? '');
  const key = entry?.title ?? 'home';
  return (
    <div className="page page--planned">
      <h1 className="page__title">{t(key)}</h1>
      <p className="page__lead">{t(`pageAbout.${key}`, { ns: 'ui', defaultValue: t('pageAboutDefault') })}</p>
    </div>
  );
}
