import { Message, useT } from '@/lib/i18n.tsx';
import { EmailLink, LegalLink, LegalPage, LegalSection } from './legal-page.tsx';

/** The terms page (docs/product.md §2.8): five numbered sections, last updated 28 September 2025, 'Volver al inicio'. */
export function TermsPage() {
  const { t, paths } = useT('terms');
  return (
    <LegalPage page="terms" updatedAt="2025-09-28" intro={<p>{t('legal.terms.intro')}</p>}>
      <LegalSection title={t('legal.terms.s1.title')}>
        <p>{t('legal.terms.s1.p1')}</p>
        <p>{t('legal.terms.s1.p2')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.s2.title')}>
        <p>
          <Message id="legal.terms.s2.p1" components={{ 0: <strong /> }} />
        </p>
        <p>{t('legal.terms.s2.p2')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.s3.title')}>
        <p>{t('legal.terms.s3.intro')}</p>
        <ul>
          <li>{t('legal.terms.s3.item1')}</li>
          <li>{t('legal.terms.s3.item2')}</li>
          <li>{t('legal.terms.s3.item3')}</li>
        </ul>
        <p>{t('legal.terms.s3.p2')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.s4.title')}>
        <p>{t('legal.terms.s4.p1')}</p>
        <p>{t('legal.terms.s4.p2')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.s5.title')}>
        <p>{t('legal.terms.s5.p1')}</p>
        <p>
          <Message id="legal.terms.s5.p2" components={{ 0: <LegalLink to={paths.privacy} />, 1: <EmailLink /> }} />
        </p>
      </LegalSection>
    </LegalPage>
  );
}
