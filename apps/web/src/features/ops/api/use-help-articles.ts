// The help section's articles, a page at a time from the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listHelpArticles } from '@wps/contracts/content/ops-help';
import type { QueryOf } from '@wps/contracts/http';
import { callOps } from './call-ops';

/** Every page sits under this key: a write refreshes them all. */
export const helpKey = ['ops', 'help'] as const;

export const helpQueryOptions = (query: QueryOf<typeof listHelpArticles>) =>
  queryOptions({
    queryKey: [...helpKey, query],
    queryFn: () => callOps(listHelpArticles, { query }),
    placeholderData: keepPreviousData,
  });

export function useHelpArticles(query: QueryOf<typeof listHelpArticles>) {
  return useQuery(helpQueryOptions(query));
}
