import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { BRAND_NAME, paths } from '@hv/shared';
import { BrandLogo } from '@/components/brand-logo.tsx';

// SPEC §2 footer anchors: top of the landing, experiences, transport, contact.
const FOOTER_ANCHORS = [
  { hash: '', label: 'Inicio' },
  { hash: '#experiencias', label: 'Experiencias' },
  { hash: '#renta-transporte', label: 'Renta de Transporte' },
  { hash: '#contacto', label: 'Contacto' },
] as const;

const footerLink =
  'inline-flex min-h-11 items-center rounded-md text-terracotta-100 hover:text-white hover:underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-marigold-300';

export function PublicFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 bg-terracotta-950 text-terracotta-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div className="space-y-4">
          <BrandLogo className="text-white" />
          <p className="max-w-sm text-sm leading-relaxed text-terracotta-100">
            Experiencias, viajes y transporte por todo México, organizados con cariño por gente local.
          </p>
        </div>

        <nav aria-label="Pie de página">
          <h2 className="mb-2 text-sm font-bold tracking-wider text-marigold-300 uppercase">Explora</h2>
          <ul className="grid gap-0.5 text-sm">
            {FOOTER_ANCHORS.map((anchor) => (
              <li key={anchor.label}>
                <Link to={{ pathname: paths.home, hash: anchor.hash }} className={footerLink}>
                  {anchor.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.terms} className={footerLink}>
                Términos y condiciones
              </Link>
            </li>
          </ul>
        </nav>

        <section id="contacto" aria-labelledby="footer-contacto">
          <h2 id="footer-contacto" className="mb-3 text-sm font-bold tracking-wider text-marigold-300 uppercase">
            Contacto
          </h2>
          <address className="grid gap-3 text-sm not-italic">
            <p className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-marigold-300" aria-hidden="true" />
              Ciudad de México, México
            </p>
            {/* phone and e-mail: from server config (WHATSAPP_NUMBER) once it is exposed */}
          </address>
        </section>
      </div>

      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-terracotta-200 sm:px-6 lg:px-8">
          © {year} {BRAND_NAME}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
