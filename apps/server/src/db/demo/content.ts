// Demo catalogue and promotions for a fresh install (the entities of docs/product.md §5.1, §8.1
// and §9; the demo data: docs/architecture.md §9). Plain data only; `scene` names the cover
// illustration drawn by ./art.ts.
import type { GuideLanguage, MexicoTimeZone, Pickup, Season, TravellerType } from '@hv/shared';
import type { SceneKey } from './art.ts';

export type DemoCatalogStatus = 'Público' | 'Borrador' | 'Terminado' | 'Cancelado' | 'Próximamente';
export type DemoCouponStatus = 'Activo' | 'Pausado' | 'Terminado' | 'En espera';

export interface DemoExperience {
  code: string;
  type: string;
  name: string;
  slug: string;
  capacity: number;
  max_capacity: number;
  price: number;
  /** Its traveller types (docs/decisions/0228-traveller-types.md); absent: one `Persona` at `price`. */
  traveller_types?: TravellerType[];
  /** Its pickup points (docs/decisions/0233-pickups.md); absent: only the meeting point. */
  pickups?: Pickup[];
  /** Staff enter the duration as values (docs/decisions/0215-durations-stored-as-values.md). */
  duration_hours: number;
  description: string;
  bullets: string[];
  responsible_name: string;
  responsible_phone: string;
  responsible_email: string;
  address: string;
  /** 'HH:MM' start times and where to meet (docs/product.md §6.10). */
  start_times: string[];
  meeting_point: string;
  meeting_point_url: string;
  website: string;
  /** The optional English text (docs/decisions/0158-english-content-beside-spanish.md). */
  name_en?: string;
  description_en?: string;
  bullets_en?: string[];
  meeting_point_en?: string;
  /** Hours before the start a booking may be cancelled free (docs/product.md §15.1); 48 when left out. */
  free_cancellation_hours?: number;
  /** The languages the guide speaks (GUIDE_LANGUAGES in @hv/shared); Spanish only when left out. */
  guide_languages?: GuideLanguage[];
  /** The place's IANA zone (docs/decisions/0200-a-time-zone-per-item.md); Mexico City's when left out. */
  time_zone?: MexicoTimeZone;
  /** When in the year it runs (docs/decisions/0208-experience-seasons-and-weekdays.md); all year when left out. */
  seasons?: Season[];
  status: DemoCatalogStatus;
  is_active: boolean;
  scene: SceneKey;
}

export interface DemoTrip {
  destination: string;
  slug: string;
  price_mxn: number;
  price_usd: number | null;
  /** yyyy-MM-dd */
  departure_date: string;
  /** HH:mm:ss */
  departure_time: string;
  return_date: string | null;
  return_time: string | null;
  description: string | null;
  bullets: string[];
  capacity: number;
  max_capacity: number;
  duration_days: number | null;
  duration_nights: number | null;
  responsible_name: string;
  responsible_phone: string;
  address: string;
  website: string | null;
  status: DemoCatalogStatus;
  /** The optional English text (docs/decisions/0158-english-content-beside-spanish.md). */
  destination_en?: string;
  description_en?: string;
  bullets_en?: string[];
  /** The IANA zone of the departure's place (docs/decisions/0200-a-time-zone-per-item.md); Mexico City's when left out. */
  time_zone?: MexicoTimeZone;
  is_active: boolean;
  scene: SceneKey;
}

export interface DemoCoupon {
  code: string;
  discount_percentage: number;
  quantity: number;
  /** yyyy-MM-dd */
  valid_until: string;
  status: DemoCouponStatus;
}

export interface DemoGiftCard {
  /** 12 characters, A–Z and 0–9 */
  series: string;
  credit: number;
  currency: 'MXN' | 'USD';
  /** yyyy-MM-dd */
  expiry_date: string;
}

export interface DemoTraveller {
  email: string;
  full_name: string;
  phone: string;
  country: 'México';
  city: string;
  seeds: number;
}

// ---------------------------------------------------------------- experiences

export const demoExperiences: DemoExperience[] = [
  {
    code: 'EXP-001',
    type: 'Aventura',
    name: 'Snorkel en los cenotes de Tulum',
    slug: 'snorkel-cenotes-tulum',
    capacity: 2,
    max_capacity: 12,
    price: 1450,
    duration_hours: 5,
    description:
      'Nada en las aguas cristalinas de dos cenotes a las afueras de Tulum, entre estalactitas y rayos de luz que se cuelan por la bóveda de roca. Un guía certificado te acompaña en todo momento y te cuenta la importancia sagrada de los cenotes para el pueblo maya.',
    bullets: [
      'Transporte redondo desde Tulum centro',
      'Equipo de snorkel y chaleco salvavidas',
      'Guía certificado bilingüe',
      'Entradas a los dos cenotes',
      'Fruta de temporada y agua purificada',
    ],
    responsible_name: 'Itzel Canul Pech',
    responsible_phone: '+52 984 118 2043',
    responsible_email: 'operaciones@hormigaviajera.mx',
    address: 'Carretera Federal 307 km 230, Tulum, Quintana Roo',
    time_zone: 'America/Cancun',
    start_times: ['08:30'],
    meeting_point: 'Estacionamiento del cenote Dos Ojos, carretera Tulum–Cobá km 8',
    meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Cenote%20Dos%20Ojos%20Tulum',
    website: 'https://hormigaviajera.mx/experiencia/snorkel-cenotes-tulum',
    name_en: 'Cenote snorkelling in Tulum',
    description_en:
      'Swim in the crystal-clear water of two cenotes just outside Tulum, among stalactites and shafts of light falling through the rock vault. A certified guide stays with you all the way and tells you why the cenotes were sacred to the Maya.',
    bullets_en: [
      'Round-trip transport from downtown Tulum',
      'Snorkel gear and life jacket',
      'Certified bilingual guide',
      'Entrance to both cenotes',
      'Seasonal fruit and purified water',
    ],
    meeting_point_en: 'Dos Ojos cenote car park, Tulum–Cobá road km 8',
    // Hotel-zone pickups on the way to the cenotes, in route order (docs/decisions/0233-pickups.md).
    pickups: [
      {
        id: 'zh-cancun',
        name: 'Zona Hotelera Cancún',
        nameEn: 'Cancún Hotel Zone',
        minutesBefore: 135,
        charge: 250,
        sortOrder: 0,
      },
      {
        id: 'playa-quinta',
        name: 'Playa del Carmen, Quinta Avenida',
        nameEn: 'Playa del Carmen, Fifth Avenue',
        minutesBefore: 75,
        charge: 150,
        sortOrder: 1,
      },
      { id: 'tulum-centro', name: 'Tulum centro', nameEn: 'Downtown Tulum', minutesBefore: 30, charge: 0, sortOrder: 2 },
    ],
    guide_languages: ['es', 'en'],
    status: 'Público',
    is_active: true,
    scene: 'cenote',
  },
  {
    code: 'EXP-002',
    type: 'Cultural',
    name: 'Chichén Itzá al amanecer',
    slug: 'chichen-itza-al-amanecer',
    capacity: 4,
    max_capacity: 16,
    price: 2890,
    traveller_types: [
      {
        id: 'nacional',
        name: 'Nacional',
        nameEn: 'Mexican resident',
        price: 2890,
        minAge: null,
        maxAge: null,
        takesPlace: true,
        sortOrder: 0,
      },
      {
        id: 'extranjero',
        name: 'Extranjero',
        nameEn: 'Foreign visitor',
        price: 3390,
        minAge: null,
        maxAge: null,
        takesPlace: true,
        sortOrder: 1,
      },
    ],
    duration_hours: 10,
    description:
      'Llega a Chichén Itzá antes que las multitudes y contempla cómo el sol ilumina El Castillo en la primera luz del día. Recorre el Juego de Pelota y el Cenote Sagrado con un arqueólogo local, y cierra la jornada con comida yucateca en Valladolid.',
    bullets: [
      'Transporte con aire acondicionado desde Mérida',
      'Acceso anticipado a la zona arqueológica',
      'Guía arqueólogo certificado por el INAH',
      'Desayuno ligero y comida en Valladolid',
    ],
    responsible_name: 'Mauricio Chan Uc',
    responsible_phone: '+52 999 214 7785',
    responsible_email: 'coordinador@example.com',
    address: 'Zona Arqueológica de Chichén Itzá, Tinúm, Yucatán',
    time_zone: 'America/Merida',
    start_times: ['05:30'],
    meeting_point: 'Lobby del Hotel Casa de las Lilas, Valladolid (salida en camioneta)',
    meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Valladolid%20Yucat%C3%A1n%20centro',
    website: 'https://hormigaviajera.mx/experiencia/chichen-itza-al-amanecer',
    name_en: 'Chichén Itzá at sunrise',
    description_en:
      'Reach Chichén Itzá before the crowds and watch the first light of day fall on El Castillo. Walk the Ball Court and the Sacred Cenote with a local archaeologist, and end the day with Yucatecan food in Valladolid.',
    bullets_en: [
      'Air-conditioned transport from Mérida',
      'Early access to the archaeological site',
      'Archaeologist guide certified by INAH',
      'Light breakfast and lunch in Valladolid',
    ],
    meeting_point_en: 'Lobby of Hotel Casa de las Lilas, Valladolid (departure by van)',
    guide_languages: ['es', 'en', 'fr'],
    status: 'Público',
    is_active: true,
    scene: 'pyramid',
  },
  {
    code: 'EXP-003',
    type: 'Cultural',
    name: 'Trajinera por los canales de Xochimilco',
    slug: 'trajinera-xochimilco',
    capacity: 2,
    max_capacity: 20,
    price: 850,
    duration_hours: 3,
    description:
      'Navega en una trajinera de colores por los canales de Xochimilco, entre chinampas en flor y ahuejotes. Disfruta de música de mariachi, antojitos tradicionales y una parada en un vivero para conocer cómo se cultiva desde la época prehispánica.',
    bullets: [
      'Trajinera privada para el grupo',
      'Antojitos y aguas frescas',
      'Serenata de mariachi de tres canciones',
      'Visita a una chinampa productiva',
    ],
    responsible_name: 'Rosa Elena Quintero',
    responsible_phone: '+52 55 3012 6649',
    responsible_email: 'proveedor@example.com',
    address: 'Embarcadero Nuevo Nativitas, Xochimilco, Ciudad de México',
    start_times: ['10:00', '14:00'],
    meeting_point: 'Embarcadero Nuevo Nativitas, Xochimilco',
    meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Embarcadero%20Nuevo%20Nativitas%20Xochimilco',
    website: 'https://hormigaviajera.mx/experiencia/trajinera-xochimilco',
    name_en: 'Trajinera ride on the canals of Xochimilco',
    description_en:
      'Glide along the canals of Xochimilco in a brightly painted trajinera boat, between flowering chinampas and ahuejote trees. Enjoy mariachi music and traditional snacks, and stop at a plant nursery to see how crops have been grown here since pre-Hispanic times.',
    bullets_en: [
      'A private trajinera for your group',
      'Traditional snacks and fresh fruit drinks',
      'A three-song mariachi serenade',
      'A visit to a working chinampa',
    ],
    meeting_point_en: 'Nuevo Nativitas pier, Xochimilco',
    status: 'Público',
    is_active: true,
    scene: 'lake',
  },
  {
    code: 'EXP-004',
    type: 'Gastronomía',
    name: 'Mezcal y cocina tradicional en Oaxaca',
    slug: 'mezcal-y-cocina-oaxaca',
    capacity: 2,
    max_capacity: 10,
    price: 1950,
    duration_hours: 7,
    description:
      'Visita un palenque familiar en Santiago Matatlán y aprende cómo se cuece, muele y destila el agave espadín. Después cocina un mole negro junto a una cocinera tradicional zapoteca y disfruta la comida con una cata guiada de cinco mezcales artesanales.',
    bullets: [
      'Visita guiada a un palenque artesanal',
      'Clase de cocina de mole negro',
      'Cata de cinco mezcales',
      'Comida completa con bebidas',
      'Transporte desde el centro de Oaxaca',
    ],
    responsible_name: 'Gerardo Santiago Hernández',
    responsible_phone: '+52 951 187 3320',
    responsible_email: 'proveedor@example.com',
    address: 'Carretera Internacional 190 km 46, Santiago Matatlán, Oaxaca',
    start_times: ['09:00'],
    meeting_point: 'Fuente de las Siete Regiones, Oaxaca de Juárez',
    meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Fuente%20de%20las%20Siete%20Regiones%20Oaxaca',
    website: 'https://hormigaviajera.mx/experiencia/mezcal-y-cocina-oaxaca',
    name_en: 'Mezcal and traditional cooking in Oaxaca',
    description_en:
      'Visit a family palenque in Santiago Matatlán and learn how espadín agave is roasted, crushed and distilled. Then cook a black mole beside a traditional Zapotec cook and enjoy the meal with a guided tasting of five small-batch mezcals.',
    bullets_en: [
      'Guided visit to a small-batch palenque',
      'Black mole cooking class',
      'Tasting of five mezcals',
      'Full meal with drinks',
      'Transport from downtown Oaxaca',
    ],
    meeting_point_en: 'Fountain of the Seven Regions, Oaxaca city',
    guide_languages: ['es', 'en'],
    status: 'Público',
    is_active: true,
    scene: 'agave',
  },
  {
    code: 'EXP-005',
    type: 'Naturaleza',
    name: 'Avistamiento de ballenas en Bahía Magdalena',
    slug: 'ballenas-bahia-magdalena',
    capacity: 4,
    max_capacity: 8,
    price: 3200,
    traveller_types: [
      { id: 'adulto', name: 'Adulto', nameEn: 'Adult', price: 3200, minAge: 12, maxAge: null, takesPlace: true, sortOrder: 0 },
      {
        id: 'nino',
        name: 'Niño (3 a 11 años)',
        nameEn: 'Child (3 to 11)',
        price: 2400,
        minAge: 3,
        maxAge: 11,
        takesPlace: true,
        sortOrder: 1,
      },
      {
        id: 'infante',
        name: 'Infante (0 a 2)',
        nameEn: 'Infant (0 to 2)',
        price: 0,
        minAge: 0,
        maxAge: 2,
        takesPlace: false,
        sortOrder: 2,
      },
      {
        id: 'inapam',
        name: 'Adulto mayor (INAPAM)',
        nameEn: 'Senior (INAPAM)',
        price: 2600,
        minAge: 60,
        maxAge: null,
        takesPlace: true,
        sortOrder: 3,
      },
    ],
    duration_hours: 6,
    description:
      'Entre enero y marzo la ballena gris llega a las lagunas de Baja California Sur para tener a sus crías. A bordo de una panga con capitán local te acercarás de forma respetuosa a madres y ballenatos, siempre siguiendo las normas de observación responsable.',
    bullets: [
      'Paseo de dos horas en panga con capitán local',
      'Chalecos salvavidas y briefing de seguridad',
      'Comida de mariscos en Puerto San Carlos',
      'Permiso de acceso al área natural protegida',
    ],
    responsible_name: 'Ramón Aguilar Geraldo',
    responsible_phone: '+52 613 105 4471',
    responsible_email: 'operaciones@hormigaviajera.mx',
    address: 'Malecón de Puerto San Carlos, Comondú, Baja California Sur',
    time_zone: 'America/Mazatlan',
    // The grey whales come between January and March, as its text says (issue 30 item 7).
    seasons: [{ from: '01-01', to: '03-31' }],
    start_times: ['07:00', '11:00'],
    meeting_point: 'Muelle turístico de Puerto San Carlos, B. C. S.',
    meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Puerto%20San%20Carlos%20muelle',
    website: 'https://hormigaviajera.mx/experiencia/ballenas-bahia-magdalena',
    name_en: 'Whale watching in Magdalena Bay',
    description_en:
      'From January to March grey whales come to the lagoons of Baja California Sur to give birth. Aboard a panga boat with a local captain you will respectfully approach mothers and calves, always following the rules of responsible whale watching.',
    bullets_en: [
      'Two-hour panga ride with a local captain',
      'Life jackets and a safety briefing',
      'Seafood lunch in Puerto San Carlos',
      'Entry permit to the protected natural area',
    ],
    meeting_point_en: 'Tourist pier of Puerto San Carlos, Baja California Sur',
    guide_languages: ['es', 'en'],
    status: 'Público',
    is_active: true,
    scene: 'whale',
  },
  {
    code: 'EXP-006',
    type: 'Naturaleza',
    name: 'Lancha por el Cañón del Sumidero',
    slug: 'lancha-canon-del-sumidero',
    capacity: 2,
    max_capacity: 14,
    price: 1150,
    duration_hours: 4,
    description:
      'Recorre en lancha los 30 kilómetros del Cañón del Sumidero, con paredes de más de mil metros de altura. Verás cocodrilos, monos araña y el famoso Árbol de Navidad, una caída de agua cubierta de musgo, antes de comer en Chiapa de Corzo.',
    bullets: [
      'Recorrido en lancha con chaleco salvavidas',
      'Guía naturalista',
      'Entrada al Parque Nacional',
      'Tiempo libre en Chiapa de Corzo',
    ],
    responsible_name: 'Lucía Gómez Pérez',
    responsible_phone: '+52 961 220 9318',
    responsible_email: 'coordinador@example.com',
    address: 'Embarcadero Cahuaré, Chiapa de Corzo, Chiapas',
    start_times: ['09:00', '12:00'],
    meeting_point: 'Embarcadero Cahuaré, Chiapa de Corzo',
    meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Embarcadero%20Cahuar%C3%A9%20Chiapa%20de%20Corzo',
    website: 'https://hormigaviajera.mx/experiencia/lancha-canon-del-sumidero',
    name_en: 'Boat ride through the Sumidero Canyon',
    description_en:
      'Travel by boat along the 30 kilometres of the Sumidero Canyon, whose walls rise more than a thousand metres. You will see crocodiles, spider monkeys and the famous Christmas Tree, a moss-covered waterfall, before lunch in Chiapa de Corzo.',
    bullets_en: [
      'Boat ride with life jacket',
      'Naturalist guide',
      'Entrance to the national park',
      'Free time in Chiapa de Corzo',
    ],
    meeting_point_en: 'Cahuaré pier, Chiapa de Corzo',
    status: 'Público',
    is_active: true,
    scene: 'canyon',
  },
  {
    code: 'EXP-007',
    type: 'Aventura',
    name: 'Vuelo en globo sobre Teotihuacán',
    slug: 'globo-teotihuacan',
    capacity: 2,
    max_capacity: 12,
    price: 4200,
    duration_hours: 5,
    description:
      'Despega al amanecer y flota sobre las pirámides del Sol y de la Luna mientras el valle se llena de globos de colores. Al aterrizar te espera un brindis tradicional, certificado de vuelo y un desayuno buffet en una terraza con vista a la zona arqueológica.',
    bullets: [
      'Vuelo de 45 a 60 minutos con piloto certificado',
      'Seguro de viajero',
      'Brindis y certificado de vuelo',
      'Desayuno buffet',
      'Transporte opcional desde la Ciudad de México',
    ],
    responsible_name: 'Alejandro Vázquez Mora',
    responsible_phone: '+52 594 956 0127',
    responsible_email: 'reservas@hormigaviajera.mx',
    address: 'Camino a San Martín de las Pirámides s/n, Teotihuacán, Estado de México',
    start_times: ['06:00'],
    meeting_point: 'Base de globos junto a la Puerta 5 de la zona arqueológica de Teotihuacán',
    meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Teotihuac%C3%A1n%20Puerta%205',
    website: 'https://hormigaviajera.mx/experiencia/globo-teotihuacan',
    name_en: 'Hot-air balloon over Teotihuacán',
    description_en:
      'Take off at dawn and float over the Pyramids of the Sun and the Moon while the valley fills with colourful balloons. After landing: a traditional toast, a flight certificate and a buffet breakfast on a terrace overlooking the site.',
    bullets_en: [
      '45 to 60 minute flight with a certified pilot',
      'Travel insurance',
      'Toast and flight certificate',
      'Buffet breakfast',
      'Optional transport from Mexico City',
    ],
    meeting_point_en: 'Balloon base next to Gate 5 of the Teotihuacán archaeological site',
    free_cancellation_hours: 24,
    guide_languages: ['es', 'en', 'fr'],
    status: 'Público',
    is_active: true,
    scene: 'balloon',
  },
  {
    code: 'EXP-008',
    type: 'Cultural',
    name: 'Callejoneada nocturna en Guanajuato',
    slug: 'callejoneada-guanajuato',
    capacity: 2,
    max_capacity: 20,
    price: 650,
    duration_hours: 2,
    description:
      'Sigue a la estudiantina por los callejones de Guanajuato entre canciones, leyendas y versos. Pasarás por el Callejón del Beso, la Plaza de San Roque y el Jardín de la Unión, con jarrito de barro incluido para brindar con el grupo.',
    bullets: ['Recorrido con estudiantina tradicional', 'Jarrito de barro de recuerdo', 'Leyendas contadas por un guía local'],
    responsible_name: 'Fernanda Ríos Lozano',
    responsible_phone: '+52 473 102 5580',
    responsible_email: 'operaciones@hormigaviajera.mx',
    address: 'Jardín de la Unión, Zona Centro, Guanajuato, Guanajuato',
    start_times: ['19:00', '21:00'],
    meeting_point: 'Escalinatas del Teatro Juárez, Guanajuato',
    meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Teatro%20Ju%C3%A1rez%20Guanajuato',
    website: 'https://hormigaviajera.mx/experiencia/callejoneada-guanajuato',
    name_en: 'Night callejoneada in Guanajuato',
    description_en:
      'Follow the estudiantina minstrels through the alleys of Guanajuato among songs, legends and verses. You will pass the Alley of the Kiss, San Roque Square and the Jardín de la Unión, with a clay jarrito included to toast with the group.',
    bullets_en: ['Walk with a traditional estudiantina', 'A clay jarrito to take home', 'Legends told by a local guide'],
    meeting_point_en: 'Steps of the Juárez Theatre, Guanajuato',
    free_cancellation_hours: 0,
    status: 'Público',
    is_active: true,
    scene: 'city',
  },
  {
    code: 'EXP-009',
    type: 'Aventura',
    name: 'Snorkel en Isla Mujeres desde Cancún',
    slug: 'snorkel-isla-mujeres-desde-cancun',
    capacity: 2,
    max_capacity: 18,
    price: 1690,
    duration_hours: 8,
    description:
      'Zarpa en catamarán desde Cancún rumbo a Isla Mujeres y haz snorkel en el arrecife El Farito, entre peces de colores y corales. Después tendrás tiempo libre en Playa Norte, barra libre nacional a bordo y comida en un club de playa.',
    bullets: [
      'Catamarán con barra libre nacional',
      'Equipo de snorkel',
      'Comida en club de playa',
      'Impuesto de muelle incluido',
      'Traslado desde la zona hotelera de Cancún',
    ],
    responsible_name: 'Karla Peniche Rosado',
    responsible_phone: '+52 998 247 6612',
    responsible_email: 'reservas@hormigaviajera.mx',
    address: 'Marina Aquatours, Boulevard Kukulcán km 6.5, Zona Hotelera, Cancún, Quintana Roo',
    time_zone: 'America/Cancun',
    start_times: ['09:30'],
    meeting_point: 'Muelle de Playa Tortugas, Cancún',
    meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Playa%20Tortugas%20Canc%C3%BAn',
    website: 'https://hormigaviajera.mx/experiencia/snorkel-isla-mujeres-desde-cancun',
    name_en: 'Isla Mujeres snorkelling from Cancún',
    description_en:
      'Sail by catamaran from Cancún to Isla Mujeres and snorkel on El Farito reef among colourful fish and corals. Then enjoy free time on Playa Norte, an open bar of local drinks on board and lunch at a beach club.',
    bullets_en: [
      'Catamaran with open bar (local drinks)',
      'Snorkel gear',
      'Lunch at a beach club',
      'Dock fee included',
      'Transfer from the Cancún hotel zone',
    ],
    meeting_point_en: 'Playa Tortugas pier, Cancún',
    guide_languages: ['es', 'en', 'pt'],
    status: 'Público',
    is_active: true,
    scene: 'beach',
  },
  {
    code: 'EXP-010',
    type: 'Aventura',
    name: 'Ascenso al Nevado de Toluca',
    slug: 'ascenso-nevado-de-toluca',
    capacity: 4,
    max_capacity: 12,
    price: 1290,
    duration_hours: 9,
    description:
      'Sube a más de 4,200 metros de altitud hasta el cráter del Xinantécatl y camina junto a las lagunas del Sol y de la Luna. Una ruta de dificultad media con guías de montaña certificados, ideal para quienes ya tienen experiencia en caminatas de altura.',
    bullets: [
      'Guía de montaña certificado',
      'Transporte desde Toluca',
      'Entrada al Área de Protección de Flora y Fauna',
      'Lunch de montaña',
    ],
    responsible_name: 'Óscar Medina Becerril',
    responsible_phone: '+52 722 309 1184',
    responsible_email: 'operaciones@hormigaviajera.mx',
    address: 'Parque de los Venados, Carretera Toluca–Sultepec km 18, Zinacantepec, Estado de México',
    start_times: ['06:30'],
    meeting_point: 'Parque de los Venados, Toluca (salida en camioneta)',
    meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Toluca%20Parque%20de%20los%20Venados',
    website: 'https://hormigaviajera.mx/experiencia/ascenso-nevado-de-toluca',
    name_en: 'Climb of the Nevado de Toluca',
    description_en:
      'Climb above 4,200 metres to the crater of the Xinantécatl volcano and walk beside the Sun and Moon lakes. A route of medium difficulty with certified mountain guides, ideal for hikers who already have experience at altitude.',
    bullets_en: [
      'Certified mountain guide',
      'Transport from Toluca',
      'Entrance to the flora and fauna protected area',
      'Packed mountain lunch',
    ],
    meeting_point_en: 'Parque de los Venados, Toluca (departure by van)',
    status: 'Borrador',
    is_active: true,
    scene: 'mountains',
  },
  {
    code: 'EXP-011',
    type: 'Cultural',
    name: 'Recorrido a pie por San Miguel de Allende',
    slug: 'recorrido-san-miguel-de-allende',
    capacity: 2,
    max_capacity: 15,
    price: 720,
    duration_hours: 3,
    description:
      'Camina por las calles empedradas de San Miguel de Allende, desde la Parroquia de San Miguel Arcángel hasta el mirador, descubriendo casonas coloniales, talleres de artesanos y la historia de la Independencia. Incluye degustación en una chocolatería local.',
    bullets: ['Guía historiador local', 'Degustación de chocolate artesanal', 'Visita a un taller de hojalata'],
    responsible_name: 'Patricia Olvera Nieto',
    responsible_phone: '+52 415 152 8093',
    responsible_email: 'operaciones@hormigaviajera.mx',
    address: 'Jardín Allende, Zona Centro, San Miguel de Allende, Guanajuato',
    start_times: ['10:00', '16:00'],
    meeting_point: 'Jardín Principal, frente a la Parroquia de San Miguel Arcángel',
    meeting_point_url:
      'https://www.google.com/maps/search/?api=1&query=Parroquia%20San%20Miguel%20Arc%C3%A1ngel%20San%20Miguel%20de%20Allende',
    website: 'https://hormigaviajera.mx/experiencia/recorrido-san-miguel-de-allende',
    name_en: 'Walking tour of San Miguel de Allende',
    description_en:
      'Walk the cobbled streets of San Miguel de Allende, from the Parish Church of Saint Michael the Archangel up to the lookout, discovering colonial mansions, craft workshops and the story of Independence. Includes a tasting at a local chocolate shop.',
    bullets_en: ['A local historian as your guide', 'Tasting of handmade chocolate', 'Visit to a tinwork workshop'],
    meeting_point_en: 'Main square, in front of the Parish Church of Saint Michael the Archangel',
    guide_languages: ['es', 'en'],
    status: 'Público',
    is_active: false,
    scene: 'colonial',
  },
];

// ---------------------------------------------------------------- trips

export const demoTrips: DemoTrip[] = [
  {
    destination: 'Cancún y Riviera Maya',
    slug: 'cancun-y-riviera-maya',
    price_mxn: 12900,
    price_usd: 720,
    departure_date: '2027-03-12',
    departure_time: '07:30:00',
    return_date: '2027-03-16',
    return_time: '19:00:00',
    description:
      'Cinco días entre el Caribe mexicano y la selva maya. Nos hospedamos en Playa del Carmen, visitamos la zona arqueológica de Tulum frente al mar, nadamos en cenotes de agua turquesa y pasamos un día completo en Isla Mujeres. Un viaje pensado para descansar sin dejar de conocer la cultura y la naturaleza de Quintana Roo.',
    bullets: [
      'Vuelo redondo desde la Ciudad de México',
      'Cuatro noches de hotel con desayuno',
      'Entrada a la zona arqueológica de Tulum',
      'Día de catamarán a Isla Mujeres',
      'Coordinador de Hormiga Viajera durante todo el viaje',
    ],
    capacity: 10,
    max_capacity: 24,
    duration_days: 5,
    duration_nights: 4,
    responsible_name: 'Karla Peniche Rosado',
    responsible_phone: '+52 998 247 6612',
    address: 'Terminal 1 del AICM, Ciudad de México',
    website: null,
    destination_en: 'Cancún and the Riviera Maya',
    description_en:
      'Five days between the Mexican Caribbean and the Maya jungle. We stay in Playa del Carmen, visit the seaside ruins of Tulum, swim in turquoise cenotes and spend a whole day on Isla Mujeres. A trip for resting without missing the culture and nature of Quintana Roo.',
    bullets_en: [
      'Round-trip flight from Mexico City',
      'Four hotel nights with breakfast',
      'Entrance to the Tulum archaeological site',
      'Catamaran day to Isla Mujeres',
      'A Hormiga Viajera coordinator for the whole trip',
    ],
    status: 'Público',
    is_active: true,
    scene: 'beach',
  },
  {
    destination: 'San Cristóbal de las Casas',
    slug: 'san-cristobal-de-las-casas',
    price_mxn: 9800,
    price_usd: 550,
    departure_date: '2027-04-09',
    departure_time: '06:00:00',
    return_date: '2027-04-12',
    return_time: '20:30:00',
    description:
      'Un fin de semana largo en los Altos de Chiapas: calles coloniales, mercados llenos de textiles y café de altura. Visitamos las comunidades tsotsiles de San Juan Chamula y Zinacantán, navegamos el Cañón del Sumidero y terminamos con una cena de comida chiapaneca.',
    bullets: [
      'Vuelo redondo a Tuxtla Gutiérrez',
      'Tres noches en hotel boutique del centro',
      'Visita a San Juan Chamula y Zinacantán',
      'Recorrido en lancha por el Cañón del Sumidero',
    ],
    capacity: 8,
    max_capacity: 18,
    duration_days: 4,
    duration_nights: 3,
    responsible_name: 'Lucía Gómez Pérez',
    responsible_phone: '+52 961 220 9318',
    address: 'Aeropuerto Internacional Ángel Albino Corzo, Chiapas',
    website: null,
    destination_en: 'San Cristóbal de las Casas',
    description_en:
      'A long weekend in the Chiapas highlands: colonial streets, markets full of textiles and high-altitude coffee. We visit the Tsotsil communities of San Juan Chamula and Zinacantán, take a boat through the Sumidero Canyon and finish with a dinner of Chiapas food.',
    bullets_en: [
      'Round-trip flight to Tuxtla Gutiérrez',
      'Three nights in a boutique hotel downtown',
      'Visit to San Juan Chamula and Zinacantán',
      'Boat ride through the Sumidero Canyon',
    ],
    status: 'Público',
    is_active: true,
    scene: 'mountains',
  },
  {
    destination: 'Barrancas del Cobre',
    slug: 'barrancas-del-cobre',
    price_mxn: 16500,
    price_usd: 920,
    departure_date: '2027-05-20',
    departure_time: '05:45:00',
    return_date: '2027-05-25',
    return_time: '18:15:00',
    description:
      'Recorremos la Sierra Tarahumara y sus montañas a bordo del tren Chepe Express, con noches en Creel y Divisadero. Cruzamos el teleférico del Parque de Aventura, caminamos hasta la cascada de Basaseachi y convivimos con artesanas rarámuri en un viaje inolvidable por uno de los sistemas de cañones más grandes del mundo.',
    bullets: [
      'Boletos del tren Chepe Express en clase turista',
      'Cinco noches de hospedaje',
      'Entrada al Parque de Aventura Barrancas del Cobre',
      'Excursión a la cascada de Basaseachi',
      'Seguro de viajero',
    ],
    capacity: 8,
    max_capacity: 16,
    duration_days: 6,
    duration_nights: 5,
    responsible_name: 'Héctor Loya Chávez',
    responsible_phone: '+52 614 410 3376',
    address: 'Estación del Chepe, Chihuahua, Chihuahua',
    website: 'https://www.chepe.mx/',
    destination_en: 'Copper Canyon',
    description_en:
      'We cross the Sierra Tarahumara and its mountains aboard the Chepe Express train, with nights in Creel and Divisadero. We ride the cable car of the Adventure Park, hike to the Basaseachi waterfall and meet Rarámuri craftswomen on an unforgettable journey through one of the largest canyon systems in the world.',
    bullets_en: [
      'Chepe Express train tickets in tourist class',
      'Five nights of lodging',
      'Entrance to the Copper Canyon Adventure Park',
      'Excursion to the Basaseachi waterfall',
      'Travel insurance',
    ],
    status: 'Público',
    is_active: true,
    scene: 'canyon',
  },
  {
    destination: 'Huasteca Potosina',
    slug: 'huasteca-potosina',
    price_mxn: 8700,
    price_usd: null,
    departure_date: '2027-07-02',
    departure_time: '22:00:00',
    return_date: '2027-07-05',
    return_time: null,
    description:
      'Cascadas turquesa, ríos para nadar y selva por todos lados. Navegamos en panga hasta la cascada de Tamul, saltamos en las pozas de Micos, bajamos al Sótano de las Golondrinas al amanecer y paseamos por el jardín surrealista de Edward James en Xilitla.',
    bullets: [
      'Autobús de lujo desde la Ciudad de México',
      'Tres noches en Ciudad Valles',
      'Paseo en panga a la cascada de Tamul',
      'Entrada al Jardín Escultórico de Xilitla',
      'Equipo de seguridad para actividades acuáticas',
    ],
    capacity: 12,
    max_capacity: 30,
    duration_days: 4,
    duration_nights: 3,
    responsible_name: 'Daniela Zúñiga Ortega',
    responsible_phone: '+52 481 381 2297',
    address: 'Monumento a la Revolución, Ciudad de México',
    website: null,
    destination_en: 'Huasteca Potosina',
    description_en:
      'Turquoise waterfalls, rivers to swim in and jungle all around. We take a panga boat up to the Tamul waterfall, jump into the pools of Micos, watch the Cave of Swallows at dawn and stroll through the surrealist garden of Edward James in Xilitla.',
    bullets_en: [
      'Luxury coach from Mexico City',
      'Three nights in Ciudad Valles',
      'Panga ride to the Tamul waterfall',
      'Entrance to the Xilitla sculpture garden',
      'Safety gear for water activities',
    ],
    status: 'Público',
    is_active: true,
    scene: 'jungle',
  },
  {
    destination: 'Mérida y Valladolid',
    slug: 'merida-y-valladolid',
    price_mxn: 11200,
    price_usd: 630,
    departure_date: '2027-09-16',
    departure_time: '08:15:00',
    return_date: '2027-09-19',
    return_time: '21:00:00',
    description: null,
    bullets: [
      'Vuelo redondo a Mérida',
      'Tres noches en casona colonial',
      'Visita a Chichén Itzá y Valladolid',
      'Clase de cocina yucateca',
    ],
    capacity: 6,
    max_capacity: 16,
    duration_days: 4,
    duration_nights: 3,
    responsible_name: 'Mauricio Chan Uc',
    responsible_phone: '+52 999 214 7785',
    address: 'Aeropuerto Internacional de Mérida, Yucatán',
    website: null,
    destination_en: 'Mérida and Valladolid',
    bullets_en: [
      'Round-trip flight to Mérida',
      'Three nights in a colonial mansion',
      'Visit to Chichén Itzá and Valladolid',
      'Yucatecan cooking class',
    ],
    status: 'Público',
    is_active: true,
    scene: 'colonial',
  },
  {
    destination: 'Puerto Escondido',
    slug: 'puerto-escondido',
    price_mxn: 7900,
    price_usd: null,
    departure_date: '2027-11-18',
    departure_time: '09:00:00',
    return_date: '2027-11-21',
    return_time: '17:30:00',
    description:
      'Sol, surf y atardeceres en la costa de Oaxaca. Tomaremos una clase de surf en Playa Carrizalillo, liberaremos tortugas en Playa Bacocho y navegaremos de noche por la laguna bioluminiscente de Manialtepec. Estamos cerrando los últimos detalles del itinerario.',
    bullets: [
      'Vuelo redondo a Puerto Escondido',
      'Clase de surf para principiantes',
      'Paseo nocturno por la laguna de Manialtepec',
    ],
    capacity: 8,
    max_capacity: 20,
    duration_days: null,
    duration_nights: null,
    responsible_name: 'Gerardo Santiago Hernández',
    responsible_phone: '+52 951 187 3320',
    address: 'Aeropuerto Internacional de Puerto Escondido, Oaxaca',
    website: null,
    destination_en: 'Puerto Escondido',
    description_en:
      'Sun, surf and sunsets on the Oaxaca coast. We will take a surf lesson on Carrizalillo beach, release turtles on Bacocho beach and sail at night across the bioluminescent Manialtepec lagoon. We are finishing the last details of the itinerary.',
    bullets_en: [
      'Round-trip flight to Puerto Escondido',
      'Surf lesson for beginners',
      'Night boat ride on the Manialtepec lagoon',
    ],
    status: 'Próximamente',
    is_active: true,
    scene: 'beach',
  },
  {
    destination: 'Real de Catorce y desierto de Wirikuta',
    slug: 'real-de-catorce-wirikuta',
    price_mxn: 6900,
    price_usd: 390,
    departure_date: '2027-10-08',
    departure_time: '23:00:00',
    return_date: '2027-10-11',
    return_time: '07:00:00',
    description:
      'Cruzamos el túnel de Ogarrio para llegar a Real de Catorce, un antiguo pueblo minero en lo alto de la sierra. Recorremos el desierto de Wirikuta en Willys, visitamos el pueblo fantasma y el Cerro del Quemado, lugar sagrado del pueblo wixárika.',
    bullets: [
      'Autobús de lujo desde la Ciudad de México',
      'Dos noches en hotel del centro histórico',
      'Recorrido en Willys por el desierto',
    ],
    capacity: 10,
    max_capacity: 22,
    duration_days: 4,
    duration_nights: 2,
    responsible_name: 'Daniela Zúñiga Ortega',
    responsible_phone: '+52 481 381 2297',
    address: 'Terminal Central del Norte, Ciudad de México',
    website: null,
    destination_en: 'Real de Catorce and the Wirikuta desert',
    description_en:
      'We pass through the Ogarrio tunnel to reach Real de Catorce, an old mining town high in the sierra. We cross the Wirikuta desert in Willys jeeps and visit the ghost town and the Cerro del Quemado, a sacred place of the Wixárika people.',
    bullets_en: [
      'Luxury coach from Mexico City',
      'Two nights in a hotel in the historic centre',
      'Willys jeep ride through the desert',
    ],
    status: 'Borrador',
    is_active: true,
    scene: 'desert',
  },
];

// ---------------------------------------------------------------- promotions

export const demoCoupons: DemoCoupon[] = [
  { code: 'BIENVENIDA10', discount_percentage: 10, quantity: 500, valid_until: '2027-12-31', status: 'En espera' },
  { code: 'VERANO2027', discount_percentage: 15, quantity: 100, valid_until: '2027-08-31', status: 'Activo' },
  { code: 'PRIMAVERA2027', discount_percentage: 12.5, quantity: 80, valid_until: '2027-04-30', status: 'Pausado' },
  { code: 'BUENFIN2026', discount_percentage: 20, quantity: 50, valid_until: '2026-11-30', status: 'Terminado' },
  { code: 'HORMIGA5', discount_percentage: 5, quantity: 1000, valid_until: '2027-12-31', status: 'Activo' },
];

export const demoGiftCards: DemoGiftCard[] = [
  { series: 'HV7K2M9QX4TB', credit: 500, currency: 'MXN', expiry_date: '2027-06-30' },
  { series: 'Q8ZP3RWN6C1D', credit: 1500, currency: 'MXN', expiry_date: '2027-12-31' },
  { series: 'M4XT9B2LKE7S', credit: 100, currency: 'USD', expiry_date: '2027-09-15' },
  { series: 'A1C5V8NRH3JW', credit: 2500, currency: 'MXN', expiry_date: '2028-03-31' },
];

// ---------------------------------------------------------------- travellers (role Viajero)

export const demoTravellers: DemoTraveller[] = [
  {
    email: 'ana.lopez@example.com',
    full_name: 'Ana Sofía López Hernández',
    phone: '+52 55 4123 8890',
    country: 'México',
    city: 'Ciudad de México',
    seeds: 350,
  },
  {
    email: 'diego.ramirez@example.com',
    full_name: 'Diego Ramírez Castillo',
    phone: '+52 33 1876 2041',
    country: 'México',
    city: 'Guadalajara',
    seeds: 125,
  },
  {
    email: 'mariana.torres@example.com',
    full_name: 'Mariana Torres Aguilar',
    phone: '+52 81 2290 5567',
    country: 'México',
    city: 'Monterrey',
    seeds: 0,
  },
  {
    email: 'luis.hernandez@example.com',
    full_name: 'Luis Fernando Hernández Ruiz',
    phone: '+52 222 618 4473',
    country: 'México',
    city: 'Puebla',
    seeds: 600,
  },
  {
    email: 'valeria.mendoza@example.com',
    full_name: 'Valeria Mendoza Cruz',
    phone: '+52 999 351 7720',
    country: 'México',
    city: 'Mérida',
    seeds: 75,
  },
  {
    email: 'jorge.sanchez@example.com',
    full_name: 'Jorge Sánchez Villalobos',
    phone: '+52 442 289 0316',
    country: 'México',
    city: 'Querétaro',
    seeds: 0,
  },
  {
    email: 'fernanda.garcia@example.com',
    full_name: 'María Fernanda García Ortiz',
    phone: '+52 951 144 6928',
    country: 'México',
    city: 'Oaxaca de Juárez',
    seeds: 250,
  },
  {
    email: 'carlos.jimenez@example.com',
    full_name: 'Carlos Jiménez Navarro',
    phone: '+52 664 703 1859',
    country: 'México',
    city: 'Tijuana',
    seeds: 25,
  },
];

// ---------------------------------------------------------------- paid bookings (reports, coupon uses, seeds)

export interface DemoBooking {
  /** A traveller's (or demo account's) e-mail; null for a booking paid without an account. */
  email: string | null;
  /** PayPal's payer, for bookings without an account. */
  payer?: { name: string; email: string };
  kind: 'experience' | 'trip';
  slug: string;
  passengers: number;
  coupon: string | null;
  /** Paid this many days before the demo data is loaded, so the default 12-month report shows them. */
  paidDaysAgo: number;
  /** Defaults to 'Pagada'; a 'Pendiente' one is a checkout never paid (no seeds, no coupon use). */
  status?: 'Pagada' | 'Pendiente';
  /** The verified review its traveller wrote a few days after the date (docs/product.md §15.6); past paid bookings only. */
  review?: { rating: 1 | 2 | 3 | 4 | 5; body: string; daysAfter: number };
}

// Each traveller's seeds above are exactly what these bookings earned (25 per full 500 MXN paid,
// after the coupon's discount); bookings.test.ts checks it.
export const demoBookings: DemoBooking[] = [
  {
    email: 'ana.lopez@example.com',
    kind: 'experience',
    slug: 'ballenas-bahia-magdalena',
    passengers: 2,
    coupon: null,
    paidDaysAgo: 160,
    review: {
      rating: 5,
      body: 'Ver a las ballenas grises tan cerca fue emocionante. El capitán esperó con paciencia y nunca las molestamos. ¡Inolvidable!',
      daysAfter: 2,
    },
  },
  {
    email: null,
    payer: { name: 'Roberto Díaz', email: 'roberto.diaz@example.com' },
    kind: 'experience',
    slug: 'snorkel-cenotes-tulum',
    passengers: 2,
    coupon: null,
    paidDaysAgo: 150,
    review: {
      rating: 5,
      body: 'Agua cristalina y un guía que cuidó a mis hijos en todo momento. Llevamos equipo de sobra y nos sobró tiempo para fotos.',
      daysAfter: 1,
    },
  },
  {
    email: 'valeria.mendoza@example.com',
    kind: 'experience',
    slug: 'mezcal-y-cocina-oaxaca',
    passengers: 1,
    coupon: null,
    paidDaysAgo: 130,
    review: {
      rating: 4,
      body: 'Aprendimos a hacer mole y probamos mezcales increíbles. El traslado al palenque fue un poco largo, pero valió la pena.',
      daysAfter: 3,
    },
  },
  {
    email: 'diego.ramirez@example.com',
    kind: 'experience',
    slug: 'chichen-itza-al-amanecer',
    passengers: 1,
    coupon: 'PRIMAVERA2027',
    paidDaysAgo: 95,
    review: {
      rating: 5,
      body: 'Llegar antes que las multitudes cambia todo. La explicación sobre el equinoccio fue lo mejor del viaje.',
      daysAfter: 2,
    },
  },
  {
    email: 'luis.hernandez@example.com',
    kind: 'trip',
    slug: 'cancun-y-riviera-maya',
    passengers: 1,
    coupon: 'HORMIGA5',
    paidDaysAgo: 70,
  },
  {
    email: 'ana.lopez@example.com',
    kind: 'experience',
    slug: 'lancha-canon-del-sumidero',
    passengers: 1,
    coupon: null,
    paidDaysAgo: 45,
    review: { rating: 4, body: 'Vimos cocodrilos y monos araña. Lleven gorra: el sol pega fuerte en la lancha.', daysAfter: 1 },
  },
  {
    email: 'fernanda.garcia@example.com',
    kind: 'experience',
    slug: 'snorkel-isla-mujeres-desde-cancun',
    passengers: 3,
    coupon: null,
    paidDaysAgo: 30,
    review: {
      rating: 3,
      body: 'El arrecife muy bonito, aunque el mar estaba picado y regresamos antes de lo previsto.',
      daysAfter: 4,
    },
  },
  {
    email: null,
    payer: { name: 'Sofía Treviño', email: 'sofia.trevino@example.com' },
    kind: 'trip',
    slug: 'huasteca-potosina',
    passengers: 2,
    coupon: 'VERANO2027',
    paidDaysAgo: 20,
  },
  {
    email: 'viajero@example.com',
    kind: 'experience',
    slug: 'globo-teotihuacan',
    passengers: 1,
    coupon: 'HORMIGA5',
    paidDaysAgo: 12,
  },
  {
    email: 'carlos.jimenez@example.com',
    kind: 'experience',
    slug: 'trajinera-xochimilco',
    passengers: 1,
    coupon: null,
    paidDaysAgo: 5,
  },
  {
    email: 'mariana.torres@example.com',
    kind: 'trip',
    slug: 'merida-y-valladolid',
    passengers: 2,
    coupon: null,
    paidDaysAgo: 2,
    status: 'Pendiente',
  },
];

// ---------------------------------------------------------------- transport requests (staff screen 'Transporte')

export interface DemoTransportRequest {
  name: string;
  email: string;
  phone_country_code: string;
  phone_number: string;
  destination: string;
  /** Days after the demo data is loaded. */
  departsInDays: number;
  departure_time: string;
  vehicle_type: 'sedan' | 'suv' | 'toyota' | 'sprinter';
  itinerary: string | null;
  special_requests: string | null;
  status: 'pending' | 'contacted' | 'confirmed' | 'cancelled';
  staff_note: string | null;
  receivedDaysAgo: number;
}

export const demoTransportRequests: DemoTransportRequest[] = [
  {
    name: 'Gabriela Ortega',
    email: 'gabriela.ortega@example.com',
    phone_country_code: '+52',
    phone_number: '55 3012 4477',
    destination: 'Aeropuerto CDMX → Puebla',
    departsInDays: 18,
    departure_time: '09:30',
    vehicle_type: 'suv',
    itinerary: 'Recoger en Terminal 1 y llevar al centro de Puebla.',
    special_requests: 'Dos maletas grandes y una silla para bebé.',
    status: 'pending',
    staff_note: null,
    receivedDaysAgo: 1,
  },
  {
    name: 'Héctor Salinas',
    email: 'hector.salinas@example.com',
    phone_country_code: '+52',
    phone_number: '33 2290 1185',
    destination: 'Guadalajara → Tequila',
    departsInDays: 25,
    departure_time: '08:00',
    vehicle_type: 'toyota',
    itinerary: 'Ida y vuelta el mismo día, visita a dos destilerías.',
    special_requests: null,
    status: 'contacted',
    staff_note: 'Se le envió cotización por correo; espera confirmar número de personas.',
    receivedDaysAgo: 6,
  },
  {
    name: 'Patricia Núñez',
    email: 'patricia.nunez@example.com',
    phone_country_code: '+52',
    phone_number: '998 410 2236',
    destination: 'Cancún → Tulum',
    departsInDays: 40,
    departure_time: '07:15',
    vehicle_type: 'sprinter',
    itinerary: 'Grupo de 16 personas, hotel zona hotelera a Tulum centro.',
    special_requests: 'Factura a nombre de la empresa.',
    status: 'confirmed',
    staff_note: 'Confirmado con anticipo. Chofer asignado: Martín.',
    receivedDaysAgo: 14,
  },
];
