import { Message, useT } from '@/lib/i18n.tsx';
import { EmailLink, LegalLink, LegalPage, LegalSection } from './legal-page.tsx';

/** A privacy notice in the form Mexico's data-protection law (LFPDPPP) asks for. */
export function PrivacyPage() {
  const { t, paths } = useT('privacy');
  const email = { 0: <EmailLink /> };
  const strong = { 0: <strong /> };
  return (
    <LegalPage
      page="privacy"
      updatedAt="2025-09-28"
      intro={
        <p>
          {/* The English text names the law in Spanish too: <0> marks it as Spanish for screen readers. */}
          <Message id="legal.privacy.intro" components={{ 0: <span lang="es" /> }} />
        </p>
      }
    >
      <LegalSection title={t('legal.privacy.s1.title')}>
        <p>
          <Message id="legal.privacy.s1.p1" components={email} />
        </p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.s2.title')}>
        <p>{t('legal.privacy.s2.intro')}</p>
        <ul>
          <li>
            <Message id="legal.privacy.s2.item1" components={strong} />
          </li>
          <li>
            <Message id="legal.privacy.s2.item2" components={strong} />
          </li>
          <li>
            <Message id="legal.privacy.s2.item3" components={strong} />
          </li>
        </ul>
        <p>{t('legal.privacy.s2.p2')}</p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.s3.title')}>
        <p>{t('legal.privacy.s3.intro')}</p>
        <ul>
          <li>{t('legal.privacy.s3.item1')}</li>
          <li>{t('legal.privacy.s3.item2')}</li>
          <li>{t('legal.privacy.s3.item3')}</li>
          <li>{t('legal.privacy.s3.item4')}</li>
          <li>{t('legal.privacy.s3.item5')}</li>
        </ul>
        <p>
          <Message id="legal.privacy.s3.p2" components={email} />
        </p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.s4.title')}>
        <p>{t('legal.privacy.s4.p1')}</p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.s5.title')}>
        <p>
          <Message id="legal.privacy.s5.p1" components={strong} />
        </p>
        <p>
          <Message id="legal.privacy.s5.p2" components={email} />
        </p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.s6.title')}>
        <p>
          <Message id="legal.privacy.s6.p1" components={{ 0: <LegalLink to={paths.cookies} /> }} />
        </p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.s7.title')}>
        <p>{t('legal.privacy.s7.p1')}</p>
      </LegalSection>
    </LegalPage>
  );
}
