// The six services in Spanish, keyed by the English slug. Written for Houston-area readers (usted,
// US Spanish: "mudanza", "tablaroca", "banqueta"), not translated word for word. Facts come from
// business.ts as in ../en/services.ts; inline links name the English path and the wiring maps them.
import { business } from "../../../config/business";
import { homeCitySlug } from "../../entries/cities";
import type { ServiceSlug } from "../../entries/services";
import type { ServiceText } from "../types";
import { hours as serviceHours } from "./hours";

const hours = `${serviceHours.label}, los siete días de la semana`;
const discount = `${business.militaryDiscountPercent}% de descuento militar`;
const radius = `un radio de ${business.serviceRadiusMiles} millas`;
const years = `más de ${business.yearsExperience} años`;
const rating = business.rating.toFixed(1);
const quoteLine = `La cotización es gratis y sin compromiso, y le respondemos en menos de ${business.quoteReplyHours} horas.`;
const springLink = { text: "Spring, TX", href: `/${homeCitySlug}` };

export const services: Record<ServiceSlug, ServiceText> = {
  "junk-removal": {
    title: "Retiro de basura",
    seo: {
      title: "Retiro de basura en Spring, TX | Recogida el mismo día",
      description:
        "Retiro de basura rápido en Spring, TX: muebles, electrodomésticos, escombros, ramas y cosas de oficina, recogidos el mismo día o al siguiente.",
      keywords: ["retiro de basura Spring TX", "recogida de cosas viejas", "retiro de escombros", "retiro de basura el mismo día"],
    },
    description:
      "Usted señala y nosotros nos lo llevamos. Cargamos y retiramos muebles, electrodomésticos, escombros y cosas acumuladas de casas y negocios, casi siempre el mismo día o al siguiente.",
    subtitle: `Retiro de basura rápido y completo para casas, negocios y agentes inmobiliarios en todo el norte de Houston. Nosotros hacemos todo el trabajo pesado, ${hours}.`,
    imageAlt: "Dos trabajadores cargando un sofá viejo y unas cajas en un camión rojo de retiro de basura, en la entrada de una casa",
    features: [
      "Recogida el mismo día o al día siguiente",
      "Nosotros cargamos todo",
      "Primero donamos y reciclamos",
      "Cotización gratis y sin compromiso",
    ],
    coverage: [
      {
        title: "Muebles y electrodomésticos",
        detail: "Sofás, colchones, cómodas, refrigeradores y lavadoras, sacados de cualquier cuarto o piso.",
      },
      {
        title: "Escombros de construcción",
        detail: "Tablaroca, madera, azulejo y sobrantes de remodelaciones, retirados para que el siguiente contratista pueda empezar.",
      },
      {
        title: "Vaciado por herencia o embargo",
        detail: "Casas completas vaciadas según el horario del agente o de la familia, listas para vender o entregar.",
      },
      {
        title: "Equipo de oficina",
        detail: "Escritorios, sillas, archiveros, impresoras y aparatos electrónicos viejos, retirados fuera de horario si lo necesita.",
      },
      {
        title: "Desechos de jardín",
        detail: "Ramas, restos de tormentas, cercas viejas, juegos infantiles y muebles de patio rotos, cargados desde el jardín.",
      },
    ],
    about: {
      heading: "Retiro de basura en Spring, TX y el norte de Houston",
      paragraphs: [
        [
          {
            text: "Casi todos nos llaman cuando algo lleva demasiado tiempo acumulado: el garaje donde ya no cabe el carro, el sofá que no sube por la escalera, los escombros que dejó una remodelación. Nuestro equipo llega en un solo camión, le da una cotización clara en el momento y hace todo el trabajo de cargar. Dueños de casa, administradores de propiedades y agentes inmobiliarios en ",
          },
          springLink,
          { text: ` y sus alrededores, en ${radius}, nos prefieren porque llegamos cuando decimos y dejamos el lugar barrido.` },
        ],
        [
          {
            text: "¿Se muda pronto? Deshacerse de lo que sobra antes de que llegue el camión ahorra tiempo y espacio, y nuestro equipo de ",
          },
          { text: "servicios de mudanza", href: "/moving-services" },
          {
            text: " puede encargarse de la mudanza misma: con una sola llamada resuelve las dos cosas. Los muebles que sirven van a organizaciones benéficas locales, el metal y los aparatos electrónicos a centros de reciclaje, y solo lo que queda termina en el relleno sanitario.",
          },
        ],
      ],
    },
    benefits: [
      {
        title: "El mismo día o al siguiente",
        description: `Llame en la mañana y muchas veces podemos ir ese mismo día. Trabajamos ${hours}.`,
      },
      {
        title: "Nosotros hacemos el trabajo pesado",
        description: "Usted nos dice qué se va. Nuestro equipo lo saca del ático, de los cuartos de arriba o del patio.",
      },
      {
        title: "Desecho ecológico",
        description: "Donamos y reciclamos todo lo posible, para que menos de sus cosas viejas terminen en el relleno sanitario.",
      },
      {
        title: "Con licencia, fianza y seguro",
        description: "Protegemos sus pisos, paredes y entrada mientras trabajamos, y usted está cubierto si algo sale mal.",
      },
    ],
    whyChoose: {
      heading: "¿Por qué Spring nos elige para el retiro de basura?",
      columns: [
        {
          title: "Negocio local",
          description: `Un negocio de Spring desde ${business.foundingYear}. Usted habla con quienes hacen el trabajo, no con un centro de llamadas.`,
        },
        {
          title: `Calificación de ${rating} estrellas`,
          description: `Más de ${business.happyCustomers} clientes satisfechos en el norte de Houston, y las reseñas lo demuestran.`,
        },
        { title: "Descuento militar", description: `Los veteranos reciben un ${discount} en cada trabajo. Gracias por su servicio.` },
      ],
    },
    cta: {
      heading: "¿Listo para recuperar su espacio?",
      text: `Díganos qué hay que sacar. Muchas veces podemos recogerlo el mismo día o al siguiente. ${quoteLine}`,
    },
  },
  "moving-services": {
    title: "Servicios de mudanza",
    seo: {
      title: "Mudanzas locales y de larga distancia en Spring, TX",
      description:
        "Mudanzas cuidadosas, locales y de larga distancia, desde Spring, TX: empaque y desempaque, artículos especiales, almacenaje y oficinas. Cotización gratis.",
      keywords: ["mudanzas Spring TX", "compañía de mudanzas", "mudanzas locales", "servicio de empaque para mudanza"],
    },
    description:
      "Un equipo de mudanza cuidadoso y puntual para casas, apartamentos y oficinas. Empacamos, envolvemos, cargamos y descargamos, y podemos llevarnos lo que usted no quiera mudar.",
    subtitle:
      "Mudanzas locales y de larga distancia a cargo de un equipo que trata sus muebles como si fueran propios, de la primera caja a la última.",
    imageAlt: "Trabajadores de mudanza subiendo muebles envueltos por una rampa a un camión, frente a una casa de dos pisos",
    features: [
      "Mudanzas locales y de larga distancia",
      "Empaque y desempaque",
      "Muebles envueltos y protegidos",
      "Casas, apartamentos y oficinas",
    ],
    coverage: [
      {
        title: "Locales y de larga distancia",
        detail: "Dentro de Spring o fuera del área de Houston, con el mismo equipo desde la carga hasta la descarga.",
      },
      {
        title: "Empaque y desempaque",
        detail: "Empacamos cocinas, clósets y garajes, rotulamos cada caja y desempacamos en el nuevo lugar.",
      },
      {
        title: "Artículos especiales",
        detail: "Pianos, cajas fuertes, gabinetes para armas, obras de arte y antigüedades, acolchados y bien sujetos para el viaje.",
      },
      {
        title: "Almacenaje",
        detail: "Mudanzas hacia y desde unidades de almacenamiento, cargadas para que nada se mueva y usted encuentre lo que necesita.",
      },
      {
        title: "Mudanzas comerciales",
        detail: "Oficinas y locales comerciales mudados en la noche o el fin de semana, para que su negocio siga funcionando.",
      },
    ],
    about: {
      heading: "Mudanzas en Spring, TX con un equipo puntual",
      paragraphs: [
        [
          {
            text: `Llevamos ${years} mudando familias y negocios por el norte de Houston. Cada mudanza empieza con una visita y una cotización gratis, para que usted conozca el plan antes del gran día. Envolvemos los muebles con cobijas acolchadas, protegemos puertas y pisos, y volvemos a armar las camas en la casa nueva. Ya sea que deje un townhome en `,
          },
          springLink,
          { text: " o que mude una oficina, el equipo que usted conoce es el mismo que termina el trabajo." },
        ],
        [
          { text: "No todo merece un lugar en el camión. Nuestro servicio de " },
          { text: "retiro de basura", href: "/junk-removal" },
          {
            text: " puede llevarse el colchón viejo, el asador roto y las cajas que nadie abrió desde la última mudanza, antes o después del día de la mudanza, para que el camión solo lleve lo que usted conserva.",
          },
        ],
      ],
    },
    benefits: [
      {
        title: "Horarios flexibles",
        description: `Empezamos temprano y terminamos tarde: trabajamos ${hours}, fines de semana incluidos.`,
      },
      {
        title: "Empaque bien hecho",
        description: "Platos envueltos, cajas rotuladas por cuarto y objetos frágiles empacados por gente que lo hace todos los días.",
      },
      { title: "Con licencia, fianza y seguro", description: "Sus pertenencias están protegidas desde el momento en que las recogemos." },
      {
        title: "Un solo equipo de principio a fin",
        description: "El equipo que carga el camión es el mismo que lo descarga y acomoda sus muebles.",
      },
    ],
    whyChoose: {
      heading: "¿Por qué las familias nos confían su mudanza?",
      columns: [
        { title: "Puntuales, siempre", description: "Confirmamos un día antes y llegamos dentro del horario que prometimos." },
        {
          title: `Servicio de ${rating} estrellas`,
          description: `Más de ${business.happyCustomers} clientes satisfechos se han mudado, han vaciado su casa y han empezado de nuevo con nosotros.`,
        },
        { title: "Ahorro para veteranos", description: `Los veteranos reciben un ${discount} en cada mudanza.` },
      ],
    },
    cta: { heading: "¿Planea una mudanza?", text: `Díganos adónde va y cuándo, y planeamos la mudanza a su medida. ${quoteLine}` },
  },
  "furniture-removal": {
    title: "Retiro de muebles",
    seo: {
      title: "Retiro y recogida de muebles en Spring, TX | Mismo día",
      description:
        "Recogemos sofás viejos, colchones y muebles de oficina de cualquier cuarto en Spring, TX. Donamos lo que se puede y cargamos lo pesado por usted.",
      keywords: ["retiro de muebles Spring TX", "recogida de sofás", "retiro de colchones", "desecho de muebles de oficina"],
    },
    description:
      "Sofás viejos, colchones, reclinables y escritorios de oficina: los sacamos y nos los llevamos. Las piezas en buen estado van a organizaciones benéficas locales, no al relleno sanitario.",
    subtitle: "Desde un reclinable hasta los muebles de toda una casa: los sacamos, los cargamos y nos los llevamos.",
    imageAlt: "Dos trabajadores sacando de una sala un sillón gastado y un colchón",
    features: ["Piezas sueltas o cuartos completos", "Entrega de donaciones", "Desarmado incluido", "Servicio el mismo día"],
    coverage: [
      {
        title: "Recogida de muebles viejos",
        detail: "Sofás, seccionales, colchones, box springs, comedores y bases de cama de cualquier cuarto.",
      },
      {
        title: "Coordinación de donaciones",
        detail: "Las piezas en buen estado van a organizaciones benéficas locales, y le decimos a dónde fueron.",
      },
      {
        title: "Artículos pesados",
        detail: "Sofás cama, roperos, centros de entretenimiento y mesas de billar, desarmados si hace falta.",
      },
      {
        title: "Muebles de oficina",
        detail: "Cubículos, escritorios, mesas de juntas y sillas retirados de oficinas y parques empresariales.",
      },
      { title: "El mismo día", detail: "Llame en la mañana y muchas veces nos lo llevamos esa misma tarde." },
    ],
    about: {
      heading: "Recogida y desecho de muebles en Spring, TX",
      paragraphs: [
        [
          {
            text: "El sábado llega el seccional nuevo y el viejo no tiene a dónde ir. Es la llamada que más recibimos. Sacamos muebles de salas, recámaras de arriba y cuartos de juegos sin rayar las paredes, y desarmamos lo que no pasa por la puerta. Si tiene algo más que muebles, nuestro equipo de ",
          },
          { text: "retiro de basura", href: "/junk-removal" },
          { text: " se lleva el resto en el mismo viaje." },
        ],
        [
          { text: "¿Se muda o busca una casa más pequeña? Combine el retiro de muebles con nuestros " },
          { text: "servicios de mudanza", href: "/moving-services" },
          { text: " para que lo que conserva llegue a la casa nueva y lo demás se done. Atendemos casas y oficinas en " },
          springLink,
          { text: ` y en cada vecindario dentro de ${radius}.` },
        ],
      ],
    },
    benefits: [
      {
        title: "Cualquier tamaño, cualquier cuarto",
        description: "Una silla o una casa completa: llevamos el equipo y el camión adecuados.",
      },
      {
        title: "Donados cuando se puede",
        description: "Los muebles que aún sirven ayudan a familias de la zona en vez de llenar un relleno sanitario.",
      },
      { title: "Desarmado incluido", description: "Camas, escritorios y seccionales desarmados para que salgan sin daños." },
    ],
    cta: {
      heading: "¿Tiene muebles que quiere sacar?",
      text: `Una pieza o una casa entera: los sacamos y, cuando se puede, les buscamos un nuevo hogar. ${quoteLine}`,
    },
  },
  "appliance-removal": {
    title: "Retiro de electrodomésticos",
    seo: {
      title: "Retiro y reciclaje de electrodomésticos en Spring, TX",
      description:
        "Retiramos refrigeradores, lavadoras, secadoras, aires acondicionados y aparatos de cocina de su casa en Spring, TX, y los reciclamos con responsabilidad.",
      keywords: [
        "retiro de electrodomésticos",
        "desecho de refrigeradores",
        "retiro de lavadora y secadora",
        "reciclaje de electrodomésticos",
      ],
    },
    description:
      "Refrigeradores, congeladores, lavadoras, secadoras, estufas y aires acondicionados, retirados con cuidado y llevados a recicladores que manejan bien los refrigerantes y los metales.",
    subtitle: "Sacamos sus electrodomésticos viejos sin arrastrarlos por el piso ni dejarlos semanas en la banqueta.",
    imageAlt: "Un refrigerador blanco viejo sobre un diablito, saliendo de una cocina",
    features: [
      "Refrigeradores, lavadoras y secadoras",
      "Retiro de equipos de aire acondicionado",
      "Reciclaje responsable",
      "Pisos protegidos",
    ],
    coverage: [
      {
        title: "Refrigeradores",
        detail: "Refrigeradores, congeladores horizontales y enfriadores de vino, llevados a donde recuperan el refrigerante como se debe.",
      },
      {
        title: "Lavadoras y secadoras",
        detail: "Desconectadas, sacadas del cuarto de lavado o del garaje y llevadas a recicladores de metal.",
      },
      {
        title: "Aire acondicionado y calefacción",
        detail: "Unidades de ventana, condensadores exteriores y manejadoras de aire viejas, retiradas una vez desconectadas.",
      },
      {
        title: "Aparatos de cocina",
        detail: "Estufas, hornos, lavaplatos, microondas y campanas retirados durante remodelaciones o cambios de equipo.",
      },
      { title: "Desecho ecológico", detail: "Metales, compresores y componentes electrónicos reciclados en vez de tirados." },
    ],
    about: {
      heading: "Retiro de electrodomésticos en Spring, TX",
      paragraphs: [
        [
          {
            text: "Ya le entregaron el refrigerador nuevo, pero el viejo sigue en el garaje. Los electrodomésticos son pesados, difíciles de mover y el servicio de basura no se los lleva. Traemos un diablito, protegemos los pisos y sacamos refrigeradores, lavadoras, secadoras y estufas de cocinas, cuartos de lavado y garajes. ¿Va a vaciar más de un cuarto? Nuestro servicio de ",
          },
          { text: "retiro de basura", href: "/junk-removal" },
          { text: " se lleva todo lo demás también." },
        ],
        [
          {
            text: "Remodelar la cocina muchas veces significa que los gabinetes y las sillas viejas también tienen que salir, y nuestro equipo de ",
          },
          { text: "retiro de muebles", href: "/furniture-removal" },
          { text: " se los puede llevar en la misma visita. Los electrodomésticos de casas y propiedades de renta en " },
          springLink,
          { text: " van a recicladores, no a una zanja en un camino rural." },
        ],
      ],
    },
    benefits: [
      {
        title: "Nosotros cargamos lo pesado",
        description: "Escaleras, cuartos de lavado estrechos y entradas largas son problema nuestro, no suyo.",
      },
      {
        title: "Reciclados con responsabilidad",
        description: "Los refrigerantes y los metales van a instalaciones preparadas para manejarlos.",
      },
      { title: "Con licencia, fianza y seguro", description: "Protegemos los pisos y los marcos de las puertas al salir." },
    ],
    cta: {
      heading: "¿Un electrodoméstico viejo le estorba?",
      text: `Lo sacamos sin rayar sus pisos y lo llevamos a reciclar. ${quoteLine}`,
    },
  },
  "complete-cleanouts": {
    title: "Vaciados completos",
    seo: {
      title: "Vaciado de casas, garajes y herencias en Spring, TX",
      description:
        "Vaciados completos en Spring, TX: casas de herencia, casos de acumulación, unidades de almacenamiento, garajes y locales comerciales, con respeto.",
      keywords: ["vaciado de casas Spring TX", "limpieza de garaje", "vaciado de casa por herencia", "vaciado de unidad de almacenamiento"],
    },
    description:
      "Casas completas, garajes, unidades de almacenamiento y oficinas vaciadas de arriba abajo. Ideal para herencias, propiedades de renta, embargos y casas que salen a la venta.",
    subtitle: "Cuando hay que vaciar toda una propiedad, separamos, donamos, cargamos y barremos para que quede lista para lo que sigue.",
    imageAlt: "Un garaje vacío y barrido, con un camión cargado estacionado frente a la puerta abierta",
    features: [
      "Herencias y propiedades de renta",
      "Garajes y unidades de almacenamiento",
      "Equipos discretos y respetuosos",
      "Entregado limpio y barrido",
    ],
    coverage: [
      { title: "Herencias", detail: "Casas vaciadas con cuidado para las familias, apartando recuerdos y documentos para usted." },
      { title: "Casos de acumulación", detail: "Ayuda discreta y paciente, al ritmo que la familia necesite y sin juzgar a nadie." },
      {
        title: "Unidades de almacenamiento",
        detail: "Vaciadas antes de que venza su renta, y lo que quiera conservar se lo entregamos en su casa.",
      },
      {
        title: "Garajes y sótanos",
        detail: "Años de cajas, herramientas y bicicletas viejas retirados para que el espacio vuelva a servir.",
      },
      {
        title: "Locales comerciales",
        detail: "Oficinas, locales y propiedades de renta vaciados entre inquilinos, listos para el siguiente contrato.",
      },
    ],
    about: {
      heading: "Vaciado de propiedades en Spring, TX",
      paragraphs: [
        [
          {
            text: "Los agentes inmobiliarios nos llaman cuando una casa en venta tiene el garaje lleno. Las familias nos llaman cuando hay que vaciar la casa de sus padres y nadie vive cerca. Los dueños de propiedades nos llaman cuando un inquilino se va y lo deja todo. Cada trabajo es distinto, pero el resultado es el mismo: una propiedad vacía y barrida. Los trabajos pequeños los atiende nuestro equipo de ",
          },
          { text: "retiro de basura", href: "/junk-removal" },
          { text: ", y para los vaciados grandes mandamos un equipo completo." },
        ],
        [
          { text: "En las herencias suele haber buenos muebles que vale la pena donar, y nuestro equipo de " },
          { text: "retiro de muebles", href: "/furniture-removal" },
          { text: " se asegura de que lleguen a organizaciones benéficas locales. Trabajamos en todo " },
          springLink,
          { text: ", y podemos seguir el horario del lockbox del agente sin que nadie tenga que estar en casa." },
        ],
      ],
    },
    benefits: [
      {
        title: "Servicio para toda la propiedad",
        description: "Del ático al garaje y al cobertizo del patio, en la menor cantidad de viajes posible.",
      },
      { title: "Respetuosos y discretos", description: "Herencias y casos de acumulación atendidos con paciencia y privacidad." },
      { title: "Entregado barrido", description: "Barremos al terminar para que la propiedad quede lista para mostrar, vender o rentar." },
    ],
    cta: {
      heading: "¿Necesita vaciar una propiedad?",
      text: `Herencias, propiedades de renta, garajes y unidades de almacenamiento vaciados y barridos cuando usted lo necesite. ${quoteLine}`,
    },
  },
  "demo-removal": {
    title: "Demolición y retiro",
    seo: {
      title: "Demolición y retiro de escombros en Spring, TX",
      description:
        "Demolición ligera y retiro de escombros en Spring, TX: tablaroca, pisos, limpieza de remodelaciones, concreto y ladrillo fuera de su propiedad.",
      keywords: ["demolición Spring TX", "retiro de escombros", "limpieza de construcción", "retiro de tablaroca", "retiro de drywall"],
    },
    description:
      "Demolición ligera y retiro de escombros para remodelaciones: cobertizos viejos, terrazas, tablaroca, pisos y gabinetes, arrancados y retirados.",
    subtitle:
      "Demolemos y nos llevamos todo en remodelaciones, renovaciones y estructuras exteriores, para que su proyecto empiece desde cero.",
    imageAlt: "Un trabajador con un mazo junto a un montón de tablaroca arrancada y una carretilla llena de azulejo roto",
    features: [
      "Cobertizos, terrazas y cercas",
      "Retiro de tablaroca y pisos",
      "Escombros de remodelación retirados",
      "Área barrida y limpia",
    ],
    coverage: [
      {
        title: "Escombros de construcción",
        detail: "Madera, tejas, empaques y sobrantes de contratistas y de proyectos hechos por usted mismo.",
      },
      { title: "Tablaroca", detail: "Paredes y techos arrancados, embolsados y retirados, con el menor polvo posible." },
      { title: "Retiro de pisos", detail: "Alfombra, bajo alfombra, azulejo, laminado y madera retirados hasta la losa o el contrapiso." },
      {
        title: "Limpieza de remodelaciones",
        detail: "Los escombros del final de la obra, retirados para que la cocina o el baño nuevos luzcan desde el primer día.",
      },
      {
        title: "Concreto y ladrillo",
        detail: "Patios rotos, adoquines viejos, bordes de ladrillo y losas pequeñas, quebrados y retirados.",
      },
    ],
    about: {
      heading: "Demolición y retiro de escombros en Spring, TX",
      paragraphs: [
        [
          {
            text: "Toda remodelación empieza arrancando algo. Nosotros nos encargamos de la parte sucia: levantar alfombra y azulejo, quitar tablaroca, tumbar el cobertizo podrido o la terraza que ya aguantó demasiados veranos de Texas. Luego cargamos hasta el último pedazo, para que su contratista empiece en un lugar limpio. ¿Hay electrodomésticos viejos en la cocina? Nuestro equipo de ",
          },
          { text: "retiro de electrodomésticos", href: "/appliance-removal" },
          { text: " se los lleva en el mismo viaje." },
        ],
        [
          { text: "Si el proyecto es parte de vaciar toda una propiedad antes de venderla, nuestro servicio de " },
          { text: "vaciados completos", href: "/complete-cleanouts" },
          { text: " vacía también el resto de la casa. Trabajamos con dueños de casa y contratistas en " },
          springLink,
          { text: ` y dentro de ${radius}, y dejamos su entrada y su jardín tan ordenados como los encontramos.` },
        ],
      ],
    },
    benefits: [
      { title: "Demolición y retiro", description: "Un solo equipo demuele y retira, así usted no tiene que coordinar a dos." },
      {
        title: "Cargamos hasta el último pedazo",
        description: "Recogemos clavos, tornillos y escombros pequeños; no los dejamos en su jardín.",
      },
      {
        title: "Con licencia, fianza y seguro",
        description: "Trabajamos con cuidado cerca de las instalaciones, el jardín y las partes de la casa que se quedan.",
      },
    ],
    cta: {
      heading: "¿Listo para empezar su proyecto?",
      text: `Demolemos, cargamos y nos llevamos todo para que su remodelación empiece en un lugar limpio. ${quoteLine}`,
    },
  },
};
