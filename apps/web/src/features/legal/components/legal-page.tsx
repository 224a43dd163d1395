import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Mail } from 'lucide-react';
import { OperatorIdentityBlock } from '@/components/operator-identity.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Message, useT, type MessageId } from '@/lib/i18n.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';

export const CONTACT_EMAIL = 'contacto@hormigaviajera.mx';

// The three documents link to one another; each page lists the other two. `page` names the document's path in `paths`.
const LEGAL_DOCUMENTS = [
  { page: 'terms', title: 'legal.terms.title' },
  { page: 'privacy', title: 'legal.privacy.title' },
  { page: 'cookies', title: 'legal.cookies.title' },
] as const satisfies readonly { page: string; title: MessageId }[];

type LegalDocument = (typeof LEGAL_DOCUMENTS)[number]['page'];

interface LegalPageProps {
  /** Which document this is. */
  page: LegalDocument;
  /** `yyyy-MM-dd`, shown as 'Última actualización: 28 de septiembre de 2025' ('Last updated: September 28, 2025'). */
  updatedAt: string;
  intro: ReactNode;
  /** The document's `LegalSection`s. */
  children: ReactNode;
}

/** The shared layout of the terms, privacy notice and cookie policy: a readable column of numbered sections. */
export function LegalPage({ page, updatedAt, intro, children }: LegalPageProps) {
  const { t, paths, longDate } = useT();
  const title = t(LEGAL_DOCUMENTS.find((doc) => doc.page === page)!.title);
  useDocumentTitle(withBrand(title));
  const otherDocumentsId = useId();

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-bold tracking-widest text-jade-700 uppercase">{t('legal.page.eyebrow')}</p>
        <h1 className="mt-2 font-display text-4xl leading-tight font-bold tracking-tight text-terracotta-950 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-3 text-sm font-medium text-muted-foreground">
          <Message
            id="legal.page.updated"
            values={{ date: longDate(updatedAt) }}
            components={{ 0: <time dateTime={updatedAt} /> }}
          />
        </p>
        <div className="mt-6 text-lg leading-relaxed text-foreground/90">{intro}</div>
      </header>

      <div className="mt-10 grid gap-10 rounded-3xl border border-border bg-card p-5 shadow-card sm:p-10">{children}</div>

      {/* Who is responsible, with the full address (issue 30 item 6). */}
      <OperatorIdentityBlock className="mt-10 rounded-3xl border border-border bg-card p-5 sm:p-7" />

      <aside className="mt-10 flex items-start gap-3 rounded-3xl bg-marigold-50 p-6 leading-relaxed">
        <Mail className="mt-1 size-5 shrink-0 text-terracotta-700" aria-hidden="true" />
        <p>
          <Message id="legal.page.questions" components={{ 0: <EmailLink /> }} />
        </p>
      </aside>

      <nav aria-labelledby={otherDocumentsId} className="mt-10 border-t border-border pt-8">
        <h2 id={otherDocumentsId} className="text-sm font-bold tracking-widest text-muted-foreground uppercase">
          {t('legal.page.otherDocuments')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
          {LEGAL_DOCUMENTS.filter((doc) => doc.page !== page).map((doc) => (
            <li key={doc.page}>
              <Link to={paths[doc.page]} className={legalLinkClass}>
                {t(doc.title)}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          <ArrowLeft aria-hidden="true" />
          {t('legal.page.backHome')}
        </Link>
      </nav>
    </article>
  );
}

const legalLinkClass =
  'inline-flex min-h-11 items-center font-semibold text-terracotta-700 underline underline-offset-4 hover:text-terracotta-900';

interface LegalSectionProps {
  /** Numbered as in the document, e.g. '1. Reservas y Pagos' (a message of the page's own catalogue). */
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

/** An in-text link to another legal document or page of the site (in a message, its words come from the catalogue: `<0>…</0>`). */
export function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
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
