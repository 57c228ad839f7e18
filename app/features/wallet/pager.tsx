import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paginate } from './pagination.ts';

/**
 * Spec §9 pagination: 10 items a page, at most 5 page buttons centred on the current page, with
 * previous and next. Each button is a link (`hrefOf(page)`), so the page is in the address and
 * survives a reload or the back button. Nothing shows for a single page.
 */
export function Pager({
  total,
  page,
  hrefOf,
  perPage = 10,
}: {
  total: number;
  page: number;
  hrefOf: (page: number) => string;
  perPage?: number;
}) {
  const { t } = useTranslation('ui');
  const at = paginate(total, page, { perPage });
  if (at.pages <= 1) return null;
  return (
    <nav className="wallet-pager" aria-label={t('pagination')}>
      <p className="wallet-pager__range">{t('pageRange', { from: at.from, to: at.to, total })}</p>
      <ul className="wallet-pager__list">
        <li>
          {at.page > 1 ? (
            <Link
              className="wallet-pager__button"
              to={hrefOf(at.page - 1)}
              rel="prev"
              aria-label={t('previousPage')}
            >
              ‹
            </Link>
          ) : (
            <span className="wallet-pager__button" aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {at.buttons.map((number) => (
          <li key={number}>
            <Link
              className="wallet-pager__button"
              to={hrefOf(number)}
              aria-current={number === at.page ? 'page' : undefined}
              aria-label={t('pageNumber', { page: number })}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {at.page < at.pages ? (
            <Link
              className="wallet-pager__button"
              to={hrefOf(at.page + 1)}
              rel="next"
              aria-label={t('nextPage')}
            >
              ›
            </Link>
          ) : (
            <span className="wallet-pager__button" aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
