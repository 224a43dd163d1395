import { useState } from 'react';
import { useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useScrolledPast } from '@/lib/use-scrolled-past.ts';
import { useHeaderNavMode } from '../route-handle.ts';
import { HeaderNavLinks } from './header-nav-links.tsx';
import { AccountButton } from './account-button.tsx';

// SPEC §9: header scroll threshold.
const HEADER_SCROLL_THRESHOLD_PX = 50;
const MOBILE_MENU_ID = 'menu-movil';

export function PublicHeader() {
  const mode = useHeaderNavMode();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation closes it, no effect needed.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const closeMenu = () => setMenuOpenedAt(null);

  return (
    <header
      className={
        'sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur-md transition-shadow ' +
        (scrolled ? 'shadow-sm' : '')
      }
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) closeMenu();
      }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLogo className="mr-auto" />

        <nav aria-label="Principal" className="hidden md:block">
          <HeaderNavLinks mode={mode} layout="bar" showInicio={scrolled} />
        </nav>
        <AccountButton className="hidden md:inline-flex" />

        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
        >
          {menuOpen ? <X className="size-6!" aria-hidden="true" /> : <Menu className="size-6!" aria-hidden="true" />}
        </Button>
      </div>

      <div id={MOBILE_MENU_ID} hidden={!menuOpen} className="border-t border-border bg-background md:hidden">
        {/* search box (SPEC §2: also inside the mobile menu): search issue */}
        <nav aria-label="Principal" className="mx-auto max-w-7xl px-4 py-3">
          {/* SPEC §2: on mobile 'Inicio' is always shown. */}
          <HeaderNavLinks mode={mode} layout="menu" showInicio onNavigate={closeMenu} />
        </nav>
        <div className="mx-auto max-w-7xl px-4 pb-4">
          <AccountButton className="w-full" />
        </div>
      </div>
    </header>
  );
}
