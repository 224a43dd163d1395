import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { BRAND_NAME, todayInMexico } from '@hv/shared';
import { BrandLogo } from '@/components/brand-logo.tsx';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { OperatorLine } from '@/components/operator-identity.tsx';
import { useT, type MessageId } from '@/lib/i18n.tsx';
import { useWhatsAppNumber } from '@/lib/use-public-config.ts';
import { formatPhoneForDisplay, telHref } from '@/lib/whatsapp.ts';
import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from './social-icons.tsx';

// Footer anchors (docs/product.md §2.2): top of the landing, experiences, transport, contact.
const FOOTER_ANCHORS = [
  { hash: '#', label: 'layout.nav.home' },
  { hash: '#experiencias', label: 'layout.nav.experiences' },
  { hash: '#renta-transporte', label: 'layout.nav.transport' },
  { hash: '#contacto', label: 'layout.footer.contact' },
] as const satisfies readonly { hash: string; label: MessageId }[];

const LEGAL_LINKS = [
  { page: 'terms', label: 'layout.footer.terms' },
  { page: 'privacy', label: 'layout.footer.privacy' },
  { page: 'cookies', label: 'layout.footer.cookies' },
] as const satisfies readonly { page: string; label: MessageId }[];

const SOCIAL_LINKS: { href: string; network: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { href: 'https://www.facebook.com/hormigaviajera', network: 'Facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/hormigaviajera', network: 'Instagram', Icon: InstagramIcon },
  { href: 'https://www.tiktok.com/@hormigaviajera', network: 'TikTok', Icon: TikTokIcon },
  { href: 'https://www.youtube.com/@hormigaviajera', network: 'YouTube', Icon: YouTubeIcon },
];

export const CONTACT_EMAIL = 'contacto@hormigaviajera.mx';

const footerLinkClass =
  'inline-flex min-h-11 items-center rounded-md text-terracotta-100 hover:text-white hover:underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-marigold-300';

const headingClass = 'mb-2 text-sm font-bold tracking-wider text-marigold-300 uppercase';

export function PublicFooter() {
  // The operator's year (the server renders in UTC; a visitor's browser may be elsewhere).
  const year = todayInMexico().slice(0, 4);
  const { t, paths } = useT();
  const { pathname } = useLocation();
  const onLanding = pathname === paths.home;
  const phone = useWhatsAppNumber();

  return (
    <footer data-print="hide" className="mt-16 bg-terracotta-950 text-terracotta-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 pt-14 pb-10 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1.4fr] lg:px-8">
        <div className="col-span-2 space-y-5 lg:col-span-1">
          <BrandLogo className="text-white" />
          <p className="max-w-sm text-sm leading-relaxed text-terracotta-100">{t('layout.footer.tagline')}</p>
          <ul className="flex gap-2" aria-label={t('layout.footer.social')}>
            {SOCIAL_LINKS.map(({ href, network, Icon }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('layout.footer.socialLink', { brand: BRAND_NAME, network })}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-marigold-400 hover:text-terracotta-950 focus-visible:outline-3 focus-visible:outline-marigold-300"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={t('layout.footer.nav')}>
          <h2 className={headingClass}>{t('layout.footer.explore')}</h2>
          <ul className="grid gap-0.5 text-sm">
            {FOOTER_ANCHORS.map((anchor) => (
              <li key={anchor.hash}>
                {/* On the landing page the anchors are in-page jumps; elsewhere they lead to the landing's sections. */}
                {onLanding ? (
                  <a href={anchor.hash} className={footerLinkClass}>
                    {t(anchor.label)}
                  </a>
                ) : (
                  <Link to={anchor.hash === '#' ? paths.home : `${paths.home}${anchor.hash}`} className={footerLinkClass}>
                    {t(anchor.label)}
                  </Link>
                )}
              </li>
            ))}
            <li>
              {/* docs/product.md §6.13: a booking found again by its reference and e-mail. */}
              <Link to={paths.findBooking} className={footerLinkClass}>
                {t('layout.footer.findBooking')}
              </Link>
            </li>
            <li>
              <Link to={paths.invoice} className={footerLinkClass}>
                {t('layout.footer.invoice')}
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-label={t('layout.footer.legal')}>
          <h2 className={headingClass}>{t('layout.footer.legal')}</h2>
          <ul className="grid gap-0.5 text-sm">
            {LEGAL_LINKS.map((link) => (
              <li key={link.page}>
                <Link to={paths[link.page]} className={footerLinkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section id="contacto" aria-labelledby="footer-contacto" className="col-span-2 scroll-mt-20 lg:col-span-1">
          <h2 id="footer-contacto" className={headingClass}>
            {t('layout.footer.contact')}
          </h2>
          <address className="grid gap-1 text-sm not-italic">
            <ContactLine icon={<MapPin />}>
              <span className="py-2.5">
                {t('layout.footer.addressStreet')}
                <br />
                {t('layout.footer.addressCity')}
              </span>
            </ContactLine>
            <ContactLine icon={<Phone />}>
              <a href={telHref(phone)} className={footerLinkClass}>
                {formatPhoneForDisplay(phone)}
              </a>
            </ContactLine>
            <ContactLine icon={<Mail />}>
              <a href={`mailto:${CONTACT_EMAIL}`} className={footerLinkClass}>
                {CONTACT_EMAIL}
              </a>
            </ContactLine>
          </address>
          <p className="mt-2 text-sm text-terracotta-200">{t('layout.footer.hours')}</p>
        </section>
      </div>

      <div className="border-t border-white/10">
        {/* Extra room at the bottom on phones, where the floating WhatsApp button sits. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 px-4 pt-3 pb-22 sm:px-6 sm:pb-3 lg:px-8">
          <p className="py-2 text-sm text-terracotta-200">{t('layout.footer.copyright', { year, brand: BRAND_NAME })}</p>
          <LanguageSwitch className="-ml-3 text-terracotta-100 hover:text-white focus-visible:ring-marigold-300 sm:ml-0" />
          {/* The operator's legal identity, as the law asks tour operators to display it (issue 30 item 6). */}
          <OperatorLine className="w-full pb-2 text-xs leading-relaxed text-terracotta-200" />
        </div>
      </div>
    </footer>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2.5">
      <span aria-hidden="true" className="mt-3 shrink-0 text-marigold-300 [&_svg]:size-4">
        {icon}
      </span>
      {children}
    </p>
  );
}
