import { Message, useT } from '@/lib/i18n.tsx';
import { EmailLink, LegalLink, LegalPage, LegalSection } from './legal-page.tsx';

/** What the site stores in the browser: only the strictly necessary session cookies. */
export function CookiesPage() {
  const { t, paths } = useT('cookies');
  return (
    <LegalPage page="cookies" updatedAt="2025-09-28" intro={<p>{t('legal.cookies.intro')}</p>}>
      <LegalSection title={t('legal.cookies.s1.title')}>
        <p>{t('legal.cookies.s1.p1')}</p>
      </LegalSection>

      <LegalSection title={t('legal.cookies.s2.title')}>
        <p>
          <Message id="legal.cookies.s2.p1" components={{ 0: <strong /> }} />
        </p>
      </LegalSection>

      <LegalSection title={t('legal.cookies.s3.title')}>
        <ul>
          <li>{t('legal.cookies.s3.item1')}</li>
          <li>{t('legal.cookies.s3.item2')}</li>
          <li>{t('legal.cookies.s3.item3')}</li>
        </ul>
        <p>{t('legal.cookies.s3.p1')}</p>
      </LegalSection>

      <LegalSection title={t('legal.cookies.s4.title')}>
        <p>{t('legal.cookies.s4.p1')}</p>
      </LegalSection>

      <LegalSection title={t('legal.cookies.s5.title')}>
        <p>
          <Message id="legal.cookies.s5.p1" components={{ 0: <LegalLink to={paths.privacy} />, 1: <EmailLink /> }} />
        </p>
      </LegalSection>
    </LegalPage>
  );
}
