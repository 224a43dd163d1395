import { paths } from '@hv/shared';
import { EmailLink, LegalLink, LegalPage, LegalSection } from './legal-page.tsx';

/** What the site stores in the browser: only the strictly necessary session cookies. */
export function CookiesPage() {
  return (
    <LegalPage
      title="Política de Cookies"
      updatedAt="2025-09-28"
      intro={
        <p>
          Queremos que sepas exactamente qué guarda Hormiga Viajera en tu navegador. La respuesta corta: solo lo indispensable
          para que puedas iniciar sesión y reservar. No te rastreamos ni usamos cookies de publicidad.
        </p>
      }
    >
      <LegalSection title="1. ¿Qué son las cookies?">
        <p>
          Las cookies son pequeños archivos de texto que un sitio web guarda en tu navegador para recordar información entre una
          página y otra, por ejemplo, que ya iniciaste sesión.
        </p>
      </LegalSection>

      <LegalSection title="2. Cookies que utilizamos">
        <p>
          Solo utilizamos <strong>cookies estrictamente necesarias</strong> para la sesión: se crean cuando inicias sesión, te
          mantienen identificado mientras navegas y protegen tu cuenta frente a accesos indebidos. Caducan por sí solas o se
          eliminan cuando cierras sesión. Sin ellas no es posible entrar a tu cuenta ni a tu perfil.
        </p>
      </LegalSection>

      <LegalSection title="3. Cookies que no utilizamos">
        <ul>
          <li>No usamos cookies de analítica ni de medición de audiencia.</li>
          <li>No usamos cookies de publicidad ni de seguimiento entre sitios.</li>
          <li>No instalamos cookies de redes sociales ni de otros terceros al navegar por el sitio.</li>
        </ul>
        <p>
          Si eliges pagar con PayPal, la ventana de pago pertenece a PayPal y se rige por sus propias políticas de privacidad y de
          cookies.
        </p>
      </LegalSection>

      <LegalSection title="4. Almacenamiento local">
        <p>
          Cuando envías una solicitud de renta de transporte, además de recibirla nosotros para atenderla, tu navegador guarda una
          copia en su almacenamiento local. Esa copia se queda en tu dispositivo y puedes borrarla cuando quieras desde la
          configuración de tu navegador.
        </p>
      </LegalSection>

      <LegalSection title="5. Cómo gestionar las cookies">
        <p>
          Como solo usamos cookies necesarias, no te pedimos un consentimiento adicional. Aun así, puedes bloquearlas o borrarlas
          desde la configuración de tu navegador; ten en cuenta que, si lo haces, no podrás iniciar sesión. Para saber cómo
          tratamos tus datos personales, consulta nuestro <LegalLink to={paths.privacy}>Aviso de Privacidad</LegalLink> o
          escríbenos a <EmailLink />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
