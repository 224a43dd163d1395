import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Mail } from 'lucide-react';
import { formatLongDate, paths } from '@hv/shared';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';

export const CONTACT_EMAIL = 'contacto@hormigaviajera.mx';

// The three documents link to one another; each page lists the other two.
const LEGAL_DOCUMENTS = [
  { to: paths.terms, label: 'Términos y Condiciones' },
  { to: paths.privacy, label: 'Aviso de Privacidad' },
  { to: paths.cookies, label: 'Política de Cookies' },
] as const;

interface LegalPageProps {
  title: (typeof LEGAL_DOCUMENTS)[number]['label'];
  /** `yyyy-MM-dd`, shown as 'Última actualización: 28 de septiembre de 2025'. */
  updatedAt: string;
  intro: ReactNode;
  /** The document's `LegalSection`s. */
  children: ReactNode;
}

/** The shared layout of the terms, privacy notice and cookie policy: a readable column of numbered sections. */
export function LegalPage({ title, updatedAt, intro, children }: LegalPageProps) {
  useDocumentTitle(withBrand(title));
  const otherDocumentsId = useId();

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-bold tracking-widest text-jade-700 uppercase">Información legal</p>
        <h1 className="mt-2 font-display text-4xl leading-tight font-bold tracking-tight text-terracotta-950 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-3 text-sm font-medium text-muted-foreground">
          Última actualización: <time dateTime={updatedAt}>{formatLongDate(updatedAt)}</time>
        </p>
        <div className="mt-6 text-lg leading-relaxed text-foreground/90">{intro}</div>
      </header>

      <div className="mt-10 grid gap-10 rounded-3xl border border-border bg-card p-5 shadow-card sm:p-10">{children}</div>

      <aside className="mt-10 flex items-start gap-3 rounded-3xl bg-marigold-50 p-6 leading-relaxed">
        <Mail className="mt-1 size-5 shrink-0 text-terracotta-700" aria-hidden="true" />
        <p>
          ¿Tienes dudas sobre este documento? Escríbenos a <EmailLink /> y te responderemos a la brevedad.
        </p>
      </aside>

      <nav aria-labelledby={otherDocumentsId} className="mt-10 border-t border-border pt-8">
        <h2 id={otherDocumentsId} className="text-sm font-bold tracking-widest text-muted-foreground uppercase">
          Otros documentos legales
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
          {LEGAL_DOCUMENTS.filter((doc) => doc.label !== title).map((doc) => (
            <li key={doc.to}>
              <Link to={doc.to} className={legalLinkClass}>
                {doc.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          <ArrowLeft aria-hidden="true" />
          Volver al inicio
        </Link>
      </nav>
    </article>
  );
}

const legalLinkClass =
  'inline-flex min-h-11 items-center font-semibold text-terracotta-700 underline underline-offset-4 hover:text-terracotta-900';

interface LegalSectionProps {
  /** Numbered as in the document, e.g. '1. Reservas y Pagos'. */
  title: string;
  children: ReactNode;
}

/** One numbered section of a legal document; paragraphs and lists inside get the reading styles. */
export function LegalSection({ title, children }: LegalSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl leading-snug font-bold text-terracotta-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-foreground/90 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-terracotta-500">
        {children}
      </div>
    </section>
  );
}

/** An in-text link to another legal document or page of the site. */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-terracotta-700 underline underline-offset-4 hover:text-terracotta-900">
      {children}
    </Link>
  );
}

export function EmailLink() {
  return (
    <a
      href={`mailto:${CONTACT_EMAIL}`}
      className="font-semibold break-words text-terracotta-700 underline underline-offset-4 hover:text-terracotta-900"
    >
      {CONTACT_EMAIL}
    </a>
  );
}
