import { paths } from '@hv/shared';
import { EmailLink, LegalLink, LegalPage, LegalSection } from './legal-page.tsx';

/** A privacy notice in the form Mexico's data-protection law (LFPDPPP) asks for. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Aviso de Privacidad"
      updatedAt="2025-09-28"
      intro={
        <p>
          En Hormiga Viajera cuidamos la información que nos confías. Este aviso explica qué datos personales recabamos, para qué
          los usamos, con quién los compartimos y cómo puedes ejercer tus derechos, conforme a la Ley Federal de Protección de
          Datos Personales en Posesión de los Particulares.
        </p>
      }
    >
      <LegalSection title="1. Responsable del tratamiento">
        <p>
          Hormiga Viajera, con domicilio en la Ciudad de México, México, es responsable del tratamiento de tus datos personales y
          de su protección. Para cualquier asunto relacionado con este aviso puedes escribirnos a <EmailLink />.
        </p>
      </LegalSection>

      <LegalSection title="2. Datos personales que recabamos">
        <p>Recabamos los datos que tú nos proporcionas al crear una cuenta, reservar o solicitar un servicio:</p>
        <ul>
          <li>
            <strong>Identificación y contacto:</strong> nombre completo, correo electrónico, teléfono, país y ciudad.
          </li>
          <li>
            <strong>Cuenta:</strong> contraseña (guardada de forma cifrada), foto de perfil si decides subirla y tu saldo de
            semillas del programa de recompensas.
          </li>
          <li>
            <strong>Reservas y solicitudes:</strong> experiencia o viaje elegido, fechas, número de pasajeros y, en las
            solicitudes de transporte, destino, horarios, tipo de vehículo, itinerario y peticiones especiales.
          </li>
        </ul>
        <p>
          No solicitamos datos personales sensibles. Los pagos en línea se procesan a través de PayPal: Hormiga Viajera no recibe
          ni guarda los datos completos de tu tarjeta.
        </p>
      </LegalSection>

      <LegalSection title="3. Finalidades del tratamiento">
        <p>Usamos tus datos para las siguientes finalidades, necesarias para el servicio que nos pides:</p>
        <ul>
          <li>Crear y administrar tu cuenta, y permitirte iniciar sesión de forma segura.</li>
          <li>Procesar tus reservas y pagos, y enviarte las confirmaciones correspondientes.</li>
          <li>Contactarte para coordinar tu experiencia, viaje o traslado y avisarte de cualquier cambio.</li>
          <li>Registrar las semillas que ganas con tus compras.</li>
          <li>Atender tus preguntas, solicitudes y aclaraciones.</li>
        </ul>
        <p>
          De manera adicional, y solo si no te opones, podemos usarlos para invitarte a responder encuestas de satisfacción y para
          mejorar nuestro servicio. Si no deseas que tus datos se usen para estos fines, escríbenos a <EmailLink />; tu negativa
          no afectará tus reservas.
        </p>
      </LegalSection>

      <LegalSection title="4. Transferencias de datos">
        <p>
          Compartimos tus datos únicamente con los prestadores que hacen posible tu experiencia o viaje, como guías,
          transportistas, hoteles, aerolíneas y el procesador de pagos, en la medida necesaria para prestarte el servicio, y con
          las autoridades cuando la ley nos lo exija. No vendemos tu información ni la cedemos con fines publicitarios.
        </p>
      </LegalSection>

      <LegalSection title="5. Derechos ARCO y revocación del consentimiento">
        <p>
          Tienes derecho a <strong>Acceder</strong> a tus datos personales, <strong>Rectificarlos</strong> si son inexactos o
          están incompletos, <strong>Cancelarlos</strong> cuando consideres que no se requieren para las finalidades de este aviso
          y <strong>Oponerte</strong> a su uso para fines específicos (derechos ARCO). También puedes revocar el consentimiento
          que nos hayas otorgado.
        </p>
        <p>
          Para ejercer estos derechos envía un correo a <EmailLink /> con tu nombre completo, una copia de tu identificación
          oficial, la descripción clara de los datos y del derecho que deseas ejercer, y un medio para responderte. Te
          responderemos en un plazo máximo de 20 días hábiles. Muchos de tus datos también puedes consultarlos y corregirlos
          directamente en tu perfil.
        </p>
      </LegalSection>

      <LegalSection title="6. Cookies">
        <p>
          Usamos solo las cookies estrictamente necesarias para mantener tu sesión. Consulta el detalle en nuestra{' '}
          <LegalLink to={paths.cookies}>Política de Cookies</LegalLink>.
        </p>
      </LegalSection>

      <LegalSection title="7. Cambios a este aviso">
        <p>
          Podemos actualizar este aviso por cambios en la ley o en nuestros servicios. Publicaremos siempre la versión vigente en
          esta página, con la fecha de su última actualización.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
