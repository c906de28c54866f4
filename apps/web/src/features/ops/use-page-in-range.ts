// Keeps a paged console list's page in range (issue 20): a write (a delete) that leaves the page
// shown past the end of the list moves it back to the last page.
import { useEffect } from 'react';

export function usePageInRange(
  page: number,
  totalPages: number | undefined,
  setPage: (page: number) => void,
): void {
  useEffect(() => {
    if (totalPages !== undefined && page > Math.max(1, totalPages)) {
      setPage(Math.max(1, totalPages));
    }
  }, [page, totalPages, setPage]);
}
