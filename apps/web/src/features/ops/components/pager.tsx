// Previous and next under a paged console list, with 'page n of m'; nothing for a single page.
import { useTranslation } from 'react-i18next';

export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="ops-actions" aria-label={t('ops.pages')}>
      <button
        type="button"
        className="ops-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('ops.previous')}
      </button>
      <span>{t('ops.pageOf', { page, total: totalPages })}</span>
      <button
        type="button"
        className="ops-button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('ops.next')}
      </button>
    </nav>
  );
}
