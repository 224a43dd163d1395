import { Link } from 'react-router';
import { ArrowLeft, House } from 'lucide-react';
import { paths } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import type { HeaderNavMode } from '../route-handle.ts';

// docs/product.md §2.2: the landing page's sections, reachable from every page that shows anchors.
const LANDING_ANCHORS = [
  { id: 'inicio', label: 'Inicio' },
  { id: 'experiencias', label: 'Experiencias' },
  { id: 'renta-transporte', label: 'Renta de Transporte' },
  { id: 'reviews', label: 'Reseñas' },
] as const;

interface HeaderNavLinksProps {
  mode: HeaderNavMode;
  layout: 'bar' | 'menu';
  /** docs/product.md §2.2: on desktop 'Inicio' appears only after scrolling more than 50 px. */
  showInicio: boolean;
  onNavigate?: () => void;
}

export function HeaderNavLinks({ mode, layout, showInicio, onNavigate }: HeaderNavLinksProps) {
  const linkClass = cn(
    'inline-flex min-h-11 items-center gap-2 rounded-full font-semibold whitespace-nowrap text-foreground transition-colors',
    'hover:bg-terracotta-50 hover:text-terracotta-700 focus-visible:outline-3 focus-visible:outline-ring',
    layout === 'bar' ? 'px-3 text-sm' : 'w-full px-4 text-base',
  );

  if (mode === 'back-to-experiences') {
    return (
      <Link to={paths.experiences} className={linkClass} onClick={onNavigate}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Volver a experiencias
      </Link>
    );
  }

  if (mode === 'home-link') {
    return (
      <Link to={paths.home} className={linkClass} onClick={onNavigate}>
        <House className="size-4" aria-hidden="true" />
        Página principal
      </Link>
    );
  }

  const anchors = LANDING_ANCHORS.filter((a) => a.id !== 'inicio' || showInicio);
  return (
    <ul className={cn(layout === 'bar' ? 'flex items-center gap-0.5' : 'flex flex-col gap-1')}>
      {anchors.map((anchor) => (
        <li key={anchor.id}>
          <Link to={{ pathname: paths.home, hash: `#${anchor.id}` }} className={linkClass} onClick={onNavigate}>
            {anchor.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
