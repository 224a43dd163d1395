import { paths } from '@hv/shared';
import { EmailLink, LegalLink, LegalPage, LegalSection } from './legal-page.tsx';

/** The terms page (docs/product.md §2.8): five numbered sections, last updated 28 September 2025, 'Volver al inicio'. */
export function TermsPage() {
  return (
    <LegalPage
      title="Términos y Condiciones"
      updatedAt="2025-09-28"
      intro={
        <p>
          Estos términos regulan las reservas de experiencias, viajes y servicios de transporte que haces con Hormiga Viajera. Al
          confirmar una reserva aceptas las condiciones que se describen a continuación, por lo que te pedimos leerlas con calma
          antes de pagar.
        </p>
      }
    >
      <LegalSection title="1. Reservas y Pagos">
        <p>
          Todas las reservas están sujetas a disponibilidad. Tu lugar queda confirmado únicamente cuando recibimos el pago total
          del servicio o el anticipo que te indiquemos al reservar; mientras tanto, la solicitud no garantiza un espacio en la
          experiencia o el viaje.
        </p>
        <p>
          Los precios se expresan en pesos mexicanos (MXN) por persona, salvo que se indique otra cosa, y pueden cambiar sin
          previo aviso. Una vez confirmada tu reserva, respetamos el precio que pagaste aunque la tarifa publicada cambie después.
        </p>
      </LegalSection>

      <LegalSection title="2. Cancelaciones y Reembolsos">
        <p>
          Por lo general, puedes cancelar sin costo hasta <strong>48 horas antes</strong> de la fecha y hora de inicio del
          servicio; en ese caso te reembolsamos lo que hayas pagado por el mismo medio de pago. Algunos viajes que incluyen
          vuelos, hospedaje o boletos de terceros tienen condiciones propias, que te daremos a conocer antes de que pagues.
        </p>
        <p>
          Las cancelaciones hechas con menos de 48 horas de anticipación, así como no presentarse el día y a la hora de salida,
          pueden implicar la pérdida total del pago, porque para entonces ya no es posible liberar los servicios contratados con
          guías, transportistas y hoteles.
        </p>
      </LegalSection>

      <LegalSection title="3. Responsabilidad del Viajero">
        <p>Cada viajero es responsable de:</p>
        <ul>
          <li>
            Llevar una identificación oficial vigente y, cuando el viaje lo requiera, pasaporte, visas, permisos o cualquier otro
            documento necesario, así como presentarse a tiempo en el punto de encuentro.
          </li>
          <li>Seguir en todo momento las indicaciones de seguridad de nuestros guías, coordinadores y choferes.</li>
          <li>
            Mantener un comportamiento respetuoso con el grupo, con el personal, con las comunidades que visitamos y con el medio
            ambiente.
          </li>
        </ul>
        <p>
          Podemos suspender la participación de quien ponga en riesgo su seguridad o la de los demás. Hormiga Viajera no se hace
          responsable por la pérdida, el robo o el daño de objetos personales durante las experiencias, los traslados o los
          viajes, por lo que te recomendamos cuidar tus pertenencias y no llevar objetos de valor innecesarios.
        </p>
      </LegalSection>

      <LegalSection title="4. Cambios en el Itinerario">
        <p>
          Por razones de seguridad, condiciones del clima o causas de fuerza mayor, como cierres de carreteras, disposiciones de
          las autoridades o fenómenos naturales, podemos modificar el orden de las actividades, los horarios o los puntos de
          encuentro, o sustituir una actividad por otra de características similares.
        </p>
        <p>
          Siempre que sea posible te avisaremos con anticipación por correo electrónico o por teléfono. Si un cambio afecta de
          manera importante el servicio que contrataste, te ofreceremos una alternativa equivalente, una nueva fecha o el
          reembolso que corresponda.
        </p>
      </LegalSection>

      <LegalSection title="5. Privacidad de Datos">
        <p>
          Los datos personales que nos compartes, como tu nombre, correo electrónico, teléfono y los detalles de tu reserva, se
          utilizan únicamente para procesar tu reserva y mejorar nuestro servicio. No vendemos tu información ni la compartimos
          con terceros con fines publicitarios.
        </p>
        <p>
          Conoce con detalle cómo tratamos tus datos y cómo ejercer tus derechos en nuestro{' '}
          <LegalLink to={paths.privacy}>Aviso de Privacidad</LegalLink>. Para cualquier duda sobre estos términos, escríbenos a{' '}
          <EmailLink />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
