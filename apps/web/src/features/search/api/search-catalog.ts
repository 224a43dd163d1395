import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS, searchTerm, type SearchResponse } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

/** Public experiences and trips whose name matches `term` (accent- and case-insensitive, 5 of each). */
export function searchCatalog(term: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiGet<SearchResponse>(`/api/search?${new URLSearchParams({ q: term })}`, { signal });
}

/** docs/product.md §2.4: searching starts at 2 characters; shorter terms never reach the server. */
export function isSearchable(term: string): boolean {
  return [...term].length >= SEARCH_MIN_CHARS;
}

/** One search's answer, shared by the search boxes and the results page (the same key, the same cache). */
export const searchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['search', term],
    queryFn: ({ signal }) => searchCatalog(term, signal),
    staleTime: 60_000,
  });

/** What the results page at `?q=…` reads before it renders (app/page-data.ts): its search, when there is one. */
export function searchPageQueries(q: string | null) {
  const term = searchTerm(q);
  return term ? [searchQueryOptions(term)] : [];
}

export function useSearchResults(term: string) {
  return useQuery({
    ...searchQueryOptions(term),
    enabled: isSearchable(term),
    // docs/product.md §2.4: a failed search is only logged and shows no results; retrying would keep 'Buscando...' up.
    retry: false,
    // While the next term loads, keep the last answer on screen instead of flashing an empty list.
    placeholderData: keepPreviousData,
  });
}
