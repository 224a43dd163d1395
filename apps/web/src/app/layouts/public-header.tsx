import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, Ticket, X } from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo.tsx';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SearchBox } from '@/features/search/components/search-box.tsx';
import { useScrolledPast } from '@/lib/use-scrolled-past.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';
import { useHeaderNavMode } from '../route-handle.ts';
import { HeaderNavLinks } from './header-nav-links.tsx';
import { AccountArea } from '@/features/auth/components/account-area.tsx';

// docs/product.md §2.2: the header's scroll threshold.
const HEADER_SCROLL_THRESHOLD_PX = 50;
const MOBILE_MENU_ID = 'menu-movil';

/**
 * The header of docs/product.md §2.2. From `lg` up: logo, links, search, language and account in one bar. Below, a
 * disclosure menu (toggle with aria-expanded, Escape closes it and returns focus to the
 * toggle) holds the search box, the links (always with 'Inicio'), 'Encuentra tu reserva', the other language and the account button.
 */
export function PublicHeader() {
  const { t, paths } = useT();
  const mode = useHeaderNavMode();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on: any navigation closes it, no effect needed.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const closeMenu = () => setMenuOpenedAt(null);

  return (
    <header
      data-print="hide"
      className={cn(
        'sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur-md transition-shadow',
        scrolled && 'shadow-sm',
      )}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menuOpen || event.defaultPrevented) return;
        closeMenu();
        toggleRef.current?.focus();
      }}
    >
      {/* Full from lg up: on the landing once scrolled (four links), signed out, it fits at 1024 and 1280 px in both
          languages with a few px to spare (measured). Widen something here only by narrowing something else. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-2 lg:px-8">
        {/* Between lg and xl the bar is full: only the ant mark shows, the link keeps its name. */}
        <BrandLogo className="mr-auto shrink-0" nameClassName="lg:max-xl:sr-only" />

        <nav aria-label={t('layout.nav.label')} className="hidden shrink-0 lg:block">
          <HeaderNavLinks mode={mode} layout="bar" showInicio={scrolled} />
        </nav>
        {/* The one part that gives way (down to 8rem) when a signed-in name and `Inicio` fill the bar at 1280 px. */}
        <SearchBox className="hidden w-44 min-w-32 shrink lg:block xl:w-60" />
        {/* Only its icon in the bar (no room for a word at any width); the link keeps its name for screen readers. */}
        <LanguageSwitch iconOnly className="hidden shrink-0 lg:inline-flex" />
        <AccountArea className="hidden shrink-0 lg:inline-flex" />

        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? t('layout.header.closeMenu') : t('layout.header.openMenu')}
          onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
        >
          {menuOpen ? <X className="size-6!" aria-hidden="true" /> : <Menu className="size-6!" aria-hidden="true" />}
        </Button>
      </div>

      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-background lg:hidden"
      >
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-3 px-4 py-4 sm:px-6">
          {/* docs/product.md §2.2: the search box is also inside the mobile menu. */}
          <SearchBox inlineResults onNavigate={closeMenu} />
          <nav aria-label={t('layout.nav.label')}>
            {/* docs/product.md §2.2: on mobile 'Inicio' is always shown. */}
            <HeaderNavLinks mode={mode} layout="menu" showInicio onNavigate={closeMenu} />
          </nav>
          {/* Issue 30: a booking made on a phone is found again from the phone's menu, not only the footer. */}
          <Link
            to={paths.findBooking}
            onClick={closeMenu}
            className="inline-flex min-h-11 w-full items-center gap-2 rounded-full px-4 text-base font-semibold text-foreground transition-colors hover:bg-terracotta-50 hover:text-terracotta-700 focus-visible:outline-3 focus-visible:outline-ring"
          >
            <Ticket className="size-4" aria-hidden="true" />
            {t('layout.nav.findBooking')}
          </Link>
          <LanguageSwitch className="w-full px-4 text-base text-foreground" />
          <AccountArea className="w-full" />
        </div>
      </div>
    </header>
  );
}
