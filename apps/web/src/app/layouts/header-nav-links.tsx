import { Link } from 'react-router';
import { ArrowLeft, House } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT, type MessageId } from '@/lib/i18n.tsx';
import type { HeaderNavMode } from '../route-handle.ts';

// docs/product.md §2.2: the landing page's sections, reachable from every page that shows anchors.
// The section ids stay the same in both languages (they are the landing's element ids).
const LANDING_ANCHORS = [
  { id: 'inicio', label: 'layout.nav.home' },
  { id: 'experiencias', label: 'layout.nav.experiences' },
  { id: 'renta-transporte', label: 'layout.nav.transport' },
  { id: 'reviews', label: 'layout.nav.reviews' },
] as const satisfies readonly { id: string; label: MessageId }[];

interface HeaderNavLinksProps {
  mode: HeaderNavMode;
  layout: 'bar' | 'menu';
  /** docs/product.md §2.2: on desktop 'Inicio' appears only after scrolling more than 50 px. */
  showInicio: boolean;
  onNavigate?: () => void;
}

export function HeaderNavLinks({ mode, layout, showInicio, onNavigate }: HeaderNavLinksProps) {
  const { t, paths } = useT();
  const linkClass = cn(
    'inline-flex min-h-11 items-center gap-2 rounded-full font-semibold whitespace-nowrap text-foreground transition-colors',
    'hover:bg-terracotta-50 hover:text-terracotta-700 focus-visible:outline-3 focus-visible:outline-ring',
    layout === 'bar' ? 'px-2 text-sm' : 'w-full px-4 text-base',
  );

  if (mode === 'back-to-experiences') {
    return (
      <Link to={paths.experiences} className={linkClass} onClick={onNavigate}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('layout.nav.backToExperiences')}
      </Link>
    );
  }

  if (mode === 'home-link') {
    return (
      <Link to={paths.home} className={linkClass} onClick={onNavigate}>
        <House className="size-4" aria-hidden="true" />
        {t('layout.nav.homePage')}
      </Link>
    );
  }

  const anchors = LANDING_ANCHORS.filter((a) => a.id !== 'inicio' || showInicio);
  return (
    <ul className={cn(layout === 'bar' ? 'flex items-center gap-0.5' : 'flex flex-col gap-1')}>
      {anchors.map((anchor) => (
        <li key={anchor.id}>
          <Link to={{ pathname: paths.home, hash: `#${anchor.id}` }} className={linkClass} onClick={onNavigate}>
            {t(anchor.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
