// Previous and next for a paged list, with 'page n of m'.
import { useTranslation } from 'react-i18next';

export function Pager({
  pageNo,
  totalPages,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pay-pager" aria-label={t('payments.pager.label')}>
      <button
        type="button"
        className="button button--small"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t('payments.pager.previous')}
      </button>
      <span>{t('payments.pager.page', { pageNo, totalPages })}</span>
      <button
        type="button"
        className="button button--small"
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('payments.pager.next')}
      </button>
    </nav>
  );
}
