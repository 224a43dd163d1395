import { useMatches } from 'react-router';

/**
 * The header (docs/product.md §2.2): detail pages show only 'Volver a experiencias', the list only
 * 'Página principal', every other page the landing anchors. Routes declare which in their
 * `handle`, so the rule lives beside the route table instead of in path string checks.
 */
export type HeaderNavMode = 'anchors' | 'home-link' | 'back-to-experiences';

export interface RouteHandle {
  headerNav?: HeaderNavMode;
}

export function useHeaderNavMode(): HeaderNavMode {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.headerNav) return handle.headerNav;
  }
  return 'anchors';
}
