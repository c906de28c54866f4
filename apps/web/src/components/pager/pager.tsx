// Previous and next page buttons around "page n of m", shown only when there is more than one
// page; each is off at its end and while a page loads.
export function Pager({
  pageNo,
  totalPages,
  isBusy,
  onPageChange,
  label,
  previousText,
  nextText,
  positionText,
}: {
  pageNo: number;
  totalPages: number;
  isBusy: boolean;
  /** Takes an update of the page number, as a state setter does. */
  onPageChange: (update: (pageNo: number) => number) => void;
  label: string;
  previousText: string;
  nextText: string;
  /** "Page n of m" in the page's words. */
  positionText: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="mc-pager" aria-label={label}>
      <button
        type="button"
        className="button button--small"
        disabled={pageNo <= 1 || isBusy}
        onClick={() => onPageChange((n) => n - 1)}
      >
        {previousText}
      </button>
      <span>{positionText}</span>
      <button
        type="button"
        className="button button--small"
        disabled={pageNo >= totalPages || isBusy}
        onClick={() => onPageChange((n) => n + 1)}
      >
        {nextText}
      </button>
    </nav>
  );
}
