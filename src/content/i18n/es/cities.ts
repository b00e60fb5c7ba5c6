// The eight service areas in Spanish, keyed by the (unchanged) city slug. Each keeps its own local text:
// near-identical pages with the name swapped read as doorway pages to search engines, in any language.
// Place and road names stay as locals write them (Old Town Spring, FM 2920, I-45).
// Every place a page names is one its entry lists in `places` (src/content/entries/cities.ts), so the
// service-radius promise holds in Spanish too (test/es-copy.test.ts).
import { business } from "../../../config/business";
import type { CitySlug } from "../../entries/cities";
import type { CityText } from "../types";
import { hours as serviceHours } from "./hours";

const hours = `${serviceHours.label}, todos los días`;
const heroHeading = (place: string) => `Retiro de basura y mudanzas en ${place}, TX`;

export const cities: Record<CitySlug, CityText> = {
  "spring-tx": {
    name: "Spring",
    listName: "Spring TX",
    seo: {
      title: "Retiro de basura y mudanzas en Spring, TX | Negocio local",
      description:
        "Retiro de basura y mudanzas en Spring, TX 77373 a 77389, de un negocio local: recogidas el mismo día, vaciados y mudanzas de Old Town Spring a Gleannloch Farms.",
      keywords: ["retiro de basura Spring TX", "mudanzas Spring TX", "Old Town Spring", "77373", "77379"],
    },
    hero: {
      heading: heroHeading("Spring"),
      text: `Spring es nuestra casa. Nuestro equipo vive y trabaja aquí, así que el servicio el mismo día o al día siguiente de Old Town Spring a Gleannloch Farms es lo normal, ${hours}.`,
    },
    services: [
      {
        title: "Vaciado de garajes y áticos",
        description:
          "Garajes de dos carros llenos de cajas, aparatos de ejercicio viejos y adornos navideños, vaciados en una sola visita para que por fin quepa el carro.",
      },
      {
        title: "Mudanzas dentro de Spring",
        description:
          "Mudanzas locales entre vecindarios de Spring, apartamentos junto a la I-45 y casas a lo largo de la Grand Parkway, con los muebles acolchados y vueltos a armar.",
      },
      {
        title: "Escombros de tormentas e inundaciones",
        description:
          "Alfombra empapada, tablaroca arruinada y muebles dañados, retirados rápido cuando las lluvias fuertes desbordan Spring Creek y Cypress Creek.",
      },
      {
        title: "Vaciados de salida para agentes",
        description:
          "Casas en venta vaciadas y barridas según el horario del agente, con acceso por lockbox, para que las fotos y las visitas no se retrasen.",
      },
    ],
    whyChoose: [
      {
        title: "Spring es nuestra casa",
        description: `Negocio local aquí desde ${business.foundingYear}. Somos sus vecinos, no una franquicia que manda un camión desde el otro lado de la ciudad.`,
      },
      {
        title: "El mismo día en todo Spring",
        description: "Nuestros camiones ya andan cerca, así que si llama en la mañana, muchas veces pasamos esa misma tarde.",
      },
      {
        title: "Con licencia, fianza y seguro",
        description: "Su casa, su entrada y las áreas comunes de su asociación de propietarios (HOA) quedan protegidas en cada trabajo.",
      },
    ],
    about: {
      heading: "Su equipo de retiro de basura y mudanzas en Spring, TX",
      paragraphs: [
        "Spring abarca mucho terreno, desde las tiendas históricas y las casitas de Old Town Spring hasta los terrenos amplios de Gleannloch Farms y las calles de Champion Forest. Trabajamos en todas partes. Una mañana puede tocar un garaje cerca de Kuykendahl Road y en la tarde una mudanza de un townhome cerca de FM 2920 y la I-45. Como estamos basados aquí, sabemos qué calles cerradas son estrechas, qué HOA no quieren montones en la banqueta y cómo esquivar el tráfico de Rayford Road.",
        "Muchos de nuestros clientes en Spring viven en casas construidas en los años ochenta y noventa, donde las cosas de muchos años se han ido acumulando en áticos y garajes. Otros son padres que hacen espacio mientras los hijos pasan por las escuelas de Klein ISD y Spring ISD, o que buscan una casa más pequeña cuando se va el último. Separamos sobre la marcha: los muebles que sirven van a organizaciones benéficas locales, el metal y los aparatos electrónicos a recicladores, y solo lo que queda va al relleno sanitario.",
        `Spring también tiene su parte de limpiezas después de tormentas. Cuando las lluvias fuertes desbordan Spring Creek y Cypress Creek, la alfombra empapada, la tablaroca y los muebles tienen que salir rápido, antes de que aparezca el moho. Llegamos con un equipo, cargamos todo y dejamos la casa lista para las reparaciones. Sea cual sea el trabajo, la cotización es gratis y sin compromiso, y los veteranos reciben nuestro ${business.militaryDiscountPercent}% de descuento militar.`,
      ],
    },
  },
  "the-woodlands-tx": {
    name: "The Woodlands",
    listName: "The Woodlands",
    seo: {
      title: "Retiro de basura y mudanzas en The Woodlands, TX",
      description:
        "Retiro de basura, vaciados y mudanzas en The Woodlands, TX: Sterling Ridge, Creekside Park, Alden Bridge y cada village, el mismo día o al siguiente.",
      keywords: ["retiro de basura The Woodlands", "mudanzas The Woodlands TX", "vaciados en The Woodlands"],
    },
    hero: {
      heading: heroHeading("The Woodlands"),
      text: "De Creekside Park a Panther Creek, ayudamos a las familias de The Woodlands a vaciar su casa, a mudarse a una más pequeña o a cambiarse de casa, sin dejar un montón en la banqueta a la vista de los vecinos.",
    },
    services: [
      {
        title: "Vaciados por cambio de casa o herencia",
        description:
          "Quienes dejan una casa familiar grande por un townhome o una casa más pequeña reciben ayuda para decidir qué se muda, qué se dona y qué se va.",
      },
      {
        title: "Mudanzas entre villages",
        description:
          "De Alden Bridge a Sterling Ridge o de Cochran's Crossing a Creekside Park: acolchamos, cargamos y volvemos a armar, siguiendo las reglas de mudanza de la HOA.",
      },
      {
        title: "Retiro de muebles en townhomes y condominios",
        description:
          "Sofás y colchones bajados por escaleras estrechas y sacados de residencias en el Waterway y Hughes Landing sin rayar las paredes.",
      },
      {
        title: "Mudanzas de oficina sobre Research Forest Drive",
        description:
          "Escritorios, archivos y muebles de sala de juntas trasladados para negocios sobre Research Forest Drive y Woodlands Parkway, en la noche o el fin de semana.",
      },
    ],
    whyChoose: [
      {
        title: "Respetamos las reglas de la HOA",
        description:
          "No dejamos nada en la banqueta, mantenemos limpias las entradas y estacionamos con consideración en las calles tranquilas.",
      },
      {
        title: "Cuidado con las casas finas",
        description:
          "Protectores de piso, marcos de puerta cubiertos y muebles acolchados en casas con madera, piedra y acabados a la medida.",
      },
      {
        title: "Temprano o tarde",
        description: `Trabajamos ${hours}, así que las mudanzas y las recogidas se acomodan a sus horarios de trabajo y de escuela.`,
      },
    ],
    about: {
      heading: "Damos servicio en todas las villages de The Woodlands",
      paragraphs: [
        "The Woodlands está organizada en comunidades llamadas villages, y trabajamos en todas: las calles arboladas de Grogan's Mill y Panther Creek, las casas más grandes de Sterling Ridge y Alden Bridge, Cochran's Crossing cerca de Lake Woodlands y las construcciones nuevas de Creekside Park. Los pinos altos y las calles con curvas significan cargar largos tramos y maniobrar en poco espacio, así que llevamos el camión del tamaño correcto y suficientes manos para terminar pronto.",
        "Alrededor de Market Street, el Waterway y Hughes Landing, muchos de nuestros trabajos son en townhomes, condominios y edificios de apartamentos, donde los muebles tienen que bajar por escaleras o pasar por vestíbulos y elevadores compartidos. Reservamos el horario de carga con la administración cuando lo pide y protegemos pasillos y marcos de puertas al salir. Los agentes que venden casas en esta zona muchas veces nos llaman para vaciarlas antes de las fotos.",
        "En The Woodlands también hay muchas familias que buscan una casa más pequeña cuando los hijos se van, y familias que llegan transferidas por empresas de Research Forest Drive y del corredor de la I-45. Ya sea un vaciado completo por herencia, una mudanza de una village a otra o llevarse el juego de patio viejo después de renovar el jardín, lo hacemos con el orden y la discreción que esperan los vecinos y las restricciones de cada village.",
      ],
    },
  },
  "conroe-tx": {
    name: "Conroe",
    listName: "Conroe TX",
    seo: {
      title: "Retiro de basura y mudanzas en Conroe, TX | Mismo día",
      description:
        "Retiro de basura y mudanzas en Conroe, TX: vaciado de casas antiguas cerca de la plaza del juzgado, mudanzas a casas nuevas y retiro de escombros.",
      keywords: ["retiro de basura Conroe TX", "mudanzas Conroe", "vaciados en Conroe"],
    },
    hero: {
      heading: heroHeading("Conroe"),
      text: "Desde casas antiguas cerca de la plaza del centro hasta casas nuevas en Grand Central Park, retiramos, vaciamos y mudamos para familias y negocios de Conroe.",
    },
    services: [
      {
        title: "Limpieza de terrenos arbolados",
        description:
          "Ramas caídas, muebles de patio desgastados, asadores oxidados y años de cosas acumuladas en el cobertizo, retirados de los terrenos grandes y sombreados de Conroe.",
      },
      {
        title: "Mudanzas al norte por la I-45",
        description:
          "Las familias que se mudan a Conroe desde Spring o el norte de Houston tienen un solo equipo, de la entrada de la casa vieja a la de la nueva.",
      },
      {
        title: "Mudanzas a casas nuevas",
        description:
          "¿Se muda a Grand Central Park o a otra comunidad nueva? Descargamos, acomodamos los muebles cuarto por cuarto y nos llevamos las cajas vacías.",
      },
      {
        title: "Vaciado de negocios en el centro",
        description:
          "Tiendas, oficinas y restaurantes del centro de Conroe, libres de vitrinas, muebles y equipo viejo entre un inquilino y otro.",
      },
    ],
    whyChoose: [
      {
        title: "Expertos en terrenos grandes",
        description: "Las entradas largas, los terrenos en pendiente y las casas escondidas bajo los pinos no nos detienen.",
      },
      {
        title: "Rentas listas a tiempo",
        description: "Vaciados rápidos entre inquilinos o antes de una venta, con acceso por lockbox para que el dueño no tenga que estar.",
      },
      {
        title: "Desecho ecológico",
        description:
          "Lo que sirve va a organizaciones benéficas del condado de Montgomery y el metal a recicladores, no al relleno sanitario.",
      },
    ],
    about: {
      heading: "Retiro de basura y mudanzas en todo Conroe",
      paragraphs: [
        "Conroe es la sede del condado de Montgomery, y sus vecindarios van desde las calles históricas cerca de la plaza del juzgado hasta las subdivisiones arboladas al sur del pueblo, rumbo al bosque estatal W. Goodrich Jones. Gran parte de nuestro trabajo aquí es en terrenos grandes y sombreados: vaciar talleres y cobertizos, sacar de las terrazas traseras muebles descoloridos por el sol y asadores oxidados, y vaciar garajes llenos de equipo de pesca y de cacería que lleva años sin salir del estante.",
        "Conroe sigue creciendo, con subdivisiones nuevas a lo largo de la I-45 y el Loop 336. Mudamos familias a comunidades como Grand Central Park, acomodamos sus muebles y nos llevamos la montaña de cartón que deja cada mudanza. Para las familias que dejan casas más antiguas en Conroe, hacemos el vaciado antes de la venta, para que la casa esté vacía y barrida el día que se publica el anuncio.",
        `Tiendas, restaurantes y oficinas cerca del Crighton Theatre y la plaza del centro nos llaman cuando remodelan o cambian de dueño, y los administradores de propiedades nos llaman para vaciar rentas entre inquilinos. Sea cual sea la propiedad, llegamos cuando decimos, sacamos todo nosotros mismos y barremos antes de irnos. La cotización es gratis y sin compromiso, y le respondemos en menos de ${business.quoteReplyHours} horas.`,
      ],
    },
  },
  "tomball-tx": {
    name: "Tomball",
    listName: "Tomball TX",
    seo: {
      title: "Retiro de basura y mudanzas en Tomball, TX | Cotización gratis",
      description:
        "Retiro de basura y mudanzas en Tomball, TX para casas, ranchos y negocios: vaciado de graneros y garajes, retiro de electrodomésticos y mudanzas locales.",
      keywords: ["retiro de basura Tomball TX", "mudanzas Tomball", "vaciados en Tomball"],
    },
    hero: {
      heading: heroHeading("Tomball"),
      text: "Desde Main Street en Old Town Tomball hasta los terrenos al oeste del pueblo por la FM 2920, vaciamos graneros, garajes y casas, y mudamos familias a lo largo del corredor de la SH 249.",
    },
    services: [
      {
        title: "Vaciado de graneros y bodegas",
        description:
          "Alimento viejo, equipo roto, alambre oxidado y años de cosas guardadas, retirados de graneros, cobertizos y talleres en terrenos grandes.",
      },
      {
        title: "Mudanzas por la SH 249",
        description:
          "Mudanzas locales entre Tomball y los vecindarios nuevos junto a Tomball Parkway, con los muebles acolchados y vueltos a armar.",
      },
      {
        title: "Mudanza de antigüedades y reliquias",
        description:
          "Roperos pesados, pianos y muebles de familia mudados con cuidado, ya sea a una casa o a una tienda de Old Town Tomball.",
      },
      {
        title: "Demolición de cobertizos y cercas",
        description:
          "Cobertizos podridos, cercas viejas y cocheras techadas a punto de caerse, derribados y retirados, con el terreno despejado.",
      },
    ],
    whyChoose: [
      {
        title: "Listos para caminos rurales",
        description: "Entradas de grava, portones y terrenos largos son lo normal para nosotros, y llevamos un camión que quepa.",
      },
      {
        title: "Servicio de pueblo",
        description: "Un equipo local que contesta su propio teléfono y trata a los clientes de Tomball como vecinos.",
      },
      {
        title: "Llegamos rápido",
        description:
          "Aquí puede ser difícil encontrar a alguien que venga pronto a recoger. Para nosotros, el mismo día o al siguiente es lo normal.",
      },
    ],
    about: {
      heading: "Damos servicio en Tomball, en el pueblo y en el campo",
      paragraphs: [
        "Tomball todavía se siente como un pequeño pueblo del ferrocarril, y nos gusta trabajar aquí. Alrededor de Old Town Tomball, con sus tiendas de antigüedades y su estación restaurada, ayudamos a los comerciantes a mover mercancía y vaciar bodegas, y a las familias de las casas antiguas cerca de Main Street a vaciar áticos y garajes llenos de recuerdos de varias generaciones. Los muebles antiguos pesados se acolchan, se amarran y se sacan a mano.",
        "Por la FM 2920 al oeste del pueblo y en los caminos rurales al norte, muchos clientes tienen terrenos grandes: graneros, cobertizos, talleres y gallineros que se llenan de equipo roto, costales de alimento viejos y cercas oxidadas. Vaciamos esas construcciones, derribamos las que ya no tienen arreglo y nos llevamos todo. Las ramas caídas y los montones de maleza también son trabajos comunes, sobre todo después de una tormenta fuerte del Golfo.",
        "Más cerca de Tomball Parkway y la SH 249, las subdivisiones nuevas traen un flujo constante de mudanzas, vaciados de salida y cambios de muebles. Ya sea que se mude a una casa nueva cerca de la Grand Parkway o que vacíe una casa antigua en el lado este del pueblo antes de venderla, le damos una cotización gratis y sin compromiso, llegamos a tiempo y dejamos el lugar más limpio de lo que lo encontramos.",
      ],
    },
  },
  "cypress-tx": {
    name: "Cypress",
    listName: "Cypress",
    seo: {
      title: "Retiro de basura y mudanzas en Cypress, TX | Con licencia",
      description:
        "Retiro de basura y mudanzas en Cypress, TX, en Towne Lake, Lakewood Forest y Cy-Fair: recogida de muebles, vaciados y mudanzas con cotización gratis.",
      keywords: ["retiro de basura Cypress TX", "mudanzas Cypress", "retiro de basura Towne Lake"],
    },
    hero: {
      heading: heroHeading("Cypress"),
      text: "Towne Lake, Lakewood Forest y cada vecindario entre la US 290 y la SH 249: retiro de basura el mismo día o al siguiente y mudanzas cuidadosas para las familias de Cypress.",
    },
    services: [
      {
        title: "Mudanzas en comunidades planificadas",
        description:
          "Mudanzas hacia y desde Towne Lake y las comunidades nuevas a lo largo de la US 290, con horarios de camión que respetan las reglas de la HOA y las calles tranquilas.",
      },
      {
        title: "Vaciado de garajes y cuartos de juegos",
        description:
          "Juguetes que ya no usan, bicicletas viejas, aparatos de ejercicio y cajas de la última mudanza, retirados en una sola visita.",
      },
      {
        title: "Limpieza de patios",
        description:
          "Muebles de patio rotos, jacuzzis viejos, columpios, trampolines y cercas, retirados para que el patio vuelva a servir.",
      },
      {
        title: "Vaciados para agentes inmobiliarios",
        description:
          "Casas vaciadas y barridas antes de las fotos del anuncio, con acceso por lockbox y una llamada rápida al agente al terminar.",
      },
    ],
    whyChoose: [
      {
        title: "Conocemos Cypress",
        description: "De Cypress Creek Parkway a la US 290, conocemos las comunidades, sus entradas y lo que espera cada HOA.",
      },
      {
        title: "Horarios pensados para la familia",
        description: `Trabajamos ${hours}, así que el trabajo se acomoda a las idas a la escuela y a los partidos del fin de semana.`,
      },
      {
        title: "Primero donamos",
        description: "Juguetes, muebles y bicicletas en buen estado van a organizaciones benéficas locales, no al relleno sanitario.",
      },
    ],
    about: {
      heading: "Retiro de basura y mudanzas en Cypress",
      paragraphs: [
        "Cypress ha crecido rápido a lo largo de la US 290, y muchos de nuestros clientes viven en comunidades planificadas como Towne Lake o en las secciones más nuevas junto a Spring Cypress Road. Casas más nuevas significan muchas mudanzas: familias que necesitan más espacio, que llegan transferidas por trabajo o que se instalan cerca de las escuelas de Cy-Fair ISD. Cargamos, acolchamos y volvemos a armar, y respetamos las reglas de cada comunidad sobre horarios y dónde estacionar el camión.",
        "Alrededor del malecón de Towne Lake y las áreas verdes a lo largo de Cypress Creek, las casas suelen llenarse de cosas para el aire libre: kayaks, tablas de remo, juegos infantiles y muebles de patio que ya aguantaron demasiados veranos de Texas. Cuando llega el momento de algo nuevo, nos llevamos lo viejo. Adentro, los garajes y los cuartos de juegos son los sospechosos de siempre, y los vaciamos en una sola visita sin dejarle nada por separar.",
        "Los vecindarios más antiguos como Lakewood Forest, más cerca de Cypress Creek y sobre Louetta Road, traen otros trabajos: vaciados por herencia, remodelaciones de cocina con electrodomésticos viejos que retirar y limpieza después de lluvias fuertes. Los negocios del corredor de la 290 nos llaman para retirar muebles y equipo de oficina, muchas veces fuera del horario de trabajo. Cada trabajo empieza con una cotización gratis y sin compromiso, y termina con el piso barrido y la entrada despejada.",
      ],
    },
  },
  "houston-tx": {
    name: "Houston",
    listName: "Houston TX",
    seo: {
      title: "Retiro de basura y mudanzas en Houston, TX | Norte de Houston",
      description:
        "Retiro de basura y mudanzas en el norte de Houston, TX: mudanzas de apartamentos, vaciado de oficinas y escombros de construcción, a menudo el mismo día.",
      keywords: [
        "retiro de basura Houston TX",
        "mudanzas en Houston",
        "retiro de basura norte de Houston",
        "mudanzas Greenspoint",
        "retiro de basura Kingwood",
      ],
    },
    hero: {
      heading: heroHeading("Houston"),
      text: "Casitas de Garden Oaks, casas de Kingwood, oficinas de Greenspoint y apartamentos en todo el norte de Houston: mudamos y retiramos para los residentes de Houston que quieren el trabajo bien hecho desde la primera vez.",
    },
    services: [
      {
        title: "Mudanzas de apartamentos y oficinas",
        description:
          "Mudanzas en las torres de oficinas de Greenspoint y en los grandes complejos de apartamentos a lo largo de la I-45 y el Beltway 8, coordinadas con la administración del edificio, los elevadores y los muelles de carga.",
      },
      {
        title: "Vaciados en Garden Oaks y Oak Forest",
        description:
          "Garajes separados de la casa, áticos y cobertizos vaciados detrás de casitas antiguas y casas de un piso, donde las entradas largas y angostas piden cargar con cuidado.",
      },
      {
        title: "Vaciados por herencia en Kingwood",
        description:
          "Casas grandes de Kingwood vaciadas con cuidado, trabajando junto a las familias, las compañías de ventas de herencia y los agentes inmobiliarios.",
      },
      {
        title: "Retiro de oficinas y comercios",
        description: "Escritorios, cubículos y equipo viejo retirados de oficinas fuera de horario, para no interrumpir su día de trabajo.",
      },
    ],
    whyChoose: [
      {
        title: "Listos para cualquier edificio",
        description:
          "Tenemos seguro completo, entregamos el certificado de seguro que piden los administradores de propiedades y reservamos con tiempo los elevadores de carga.",
      },
      {
        title: "Cuidado en espacios estrechos",
        description: "Pasillos angostos, escaleras estrechas y entradas antiguas y delgadas son rutina para nuestro equipo.",
      },
      {
        title: "Gánele al tráfico",
        description: `Trabajamos ${hours}, así que su mudanza puede empezar antes de que se llenen las autopistas.`,
      },
    ],
    about: {
      heading: "Retiro de basura y mudanzas en el norte de Houston",
      paragraphs: [
        "El norte de Houston es un mosaico de vecindarios muy distintos, y cada uno tiene su propia logística. En Garden Oaks y Oak Forest, las casitas y las casas de un piso de los años cuarenta y cincuenta están en terrenos profundos con entradas largas y angostas, así que estacionamos con cuidado y sacamos los muebles de los garajes a mano. Muchos trabajos ahí van de la mano con remodelaciones: gabinetes, pisos, puertas y accesorios viejos que tienen que salir antes de que empiece el contratista.",
        "Alrededor de Greenspoint y Willowbrook, muchos clientes viven en grandes complejos de apartamentos o trabajan en edificios de oficinas de varios pisos. Esas mudanzas dependen del horario: elevadores reservados, turnos en el muelle de carga y reglas del edificio para proteger los pasillos. Coordinamos con la administración, llevamos protección para pisos y paredes, y mantenemos el trabajo en marcha. Las mudanzas de apartamentos sin elevador a lo largo de la I-45 y el Beltway 8 reciben el mismo cuidado, con escaleras y estacionamiento apretado incluidos.",
        `En Kingwood, bajo sus pinos altos y sus áreas verdes, el trabajo suele ser en casas grandes: vaciados por herencia, mudanzas a algo más pequeño y casas que hay que vaciar después de décadas de vida familiar. Trabajamos con respeto junto a las compañías de ventas de herencia y los agentes inmobiliarios, donamos lo que sirve y llevamos el resto a recicladores o al relleno sanitario. Ya sea que viva cerca del aeropuerto Bush Intercontinental o más allá de la FM 1960, la cotización es gratis y sin compromiso, y le respondemos en menos de ${business.quoteReplyHours} horas.`,
      ],
    },
  },
  "magnolia-tx": {
    name: "Magnolia",
    listName: "Magnolia TX",
    seo: {
      title: "Retiro de basura y mudanzas en Magnolia, TX | Casas y terrenos",
      description:
        "Retiro de basura y mudanzas en Magnolia, TX para casas de campo y casas nuevas: vaciado de cobertizos y graneros, retiro de muebles y mudanzas locales.",
      keywords: ["retiro de basura Magnolia TX", "mudanzas Magnolia", "vaciados en Magnolia"],
    },
    hero: {
      heading: heroHeading("Magnolia"),
      text: "Terrenos, graneros y casas de campo a lo largo de la FM 1488 y la FM 2978: retiramos lo acumulado y mudamos a las familias que llegaron a Magnolia buscando espacio para respirar.",
    },
    services: [
      {
        title: "Limpieza de terrenos y propiedades",
        description: "Cercas viejas, chatarra, montones de maleza y equipo abandonado, retirados de terrenos grandes y potreros.",
      },
      {
        title: "Vaciado de graneros, cobertizos y talleres",
        description: "Talleres y graneros vaciados de herramientas rotas, llantas viejas, madera sobrante y décadas de cosas guardadas.",
      },
      {
        title: "Mudanzas a casas de campo",
        description:
          "Mudanzas hacia y desde casas con entradas largas de grava, con un equipo cuidadoso con los portones, las alcantarillas y el suelo blando después de la lluvia.",
      },
      {
        title: "Demolición de construcciones viejas",
        description: "Cobertizos caídos, gallineros viejos, terrazas podridas y cocheras techadas, derribados y retirados.",
      },
    ],
    whyChoose: [
      {
        title: "Hechos para terrenos grandes",
        description:
          "Las entradas largas y las propiedades grandes son lo normal. Llevamos suficientes manos para que el trabajo no se alargue.",
      },
      {
        title: "Dentro de nuestro radio",
        description: `El este de Magnolia, por la FM 1488 y la FM 2978 rumbo a The Woodlands, está dentro de nuestro radio de servicio de ${business.serviceRadiusMiles} millas, así que usted también tiene servicio el mismo día o al siguiente.`,
      },
      {
        title: "Negocio local",
        description: `Un negocio del norte de Houston desde ${business.foundingYear}, no una franquicia nacional.`,
      },
    ],
    about: {
      heading: "Damos servicio en los vecindarios y terrenos de Magnolia",
      paragraphs: [
        "Magnolia combina raíces de pueblo con espacio para extenderse. A lo largo de la FM 1488 y la FM 2978, muchos clientes viven en terrenos grandes, donde los graneros, cobertizos y talleres se van llenando poco a poco de podadoras descompuestas, madera sobrante, llantas viejas y cercas oxidadas. Recorremos la propiedad con usted, acordamos qué se va y lo cargamos todo, incluida la chatarra pesada que es difícil mover sin un equipo y un camión.",
        "Las subdivisiones nuevas que se construyen a lo largo de la FM 1488 y sus caminos laterales traen los trabajos de siempre: mudanzas, vaciado de garajes y muebles viejos que retirar cuando llega un juego nuevo. Las familias que se mudan aquí desde el norte de Houston o The Woodlands buscando más espacio muchas veces necesitan una mudanza y también un vaciado de lo que no se quedó, y hacemos las dos cosas con una sola llamada.",
        `Aquí el clima importa. Después de una tormenta fuerte, las ramas caídas, las cercas dañadas y las construcciones destrozadas tienen que salir antes de volverse un peligro o un refugio para plagas. Retiramos los escombros de la tormenta, derribamos las estructuras que ya no tienen arreglo y dejamos el terreno despejado. Los veteranos de la zona de Magnolia reciben nuestro ${business.militaryDiscountPercent}% de descuento militar en cada trabajo, y toda cotización es gratis.`,
      ],
    },
  },
  "klein-tx": {
    name: "Klein",
    listName: "Klein TX",
    seo: {
      title: "Retiro de basura y mudanzas en Klein, TX | Hoy o mañana",
      description:
        "Retiro de basura y mudanzas en Klein, TX, cerca de Champion Forest y las escuelas de Klein: vaciado de garajes, retiro de electrodomésticos y mudanzas.",
      keywords: ["retiro de basura Klein TX", "mudanzas Klein", "retiro de basura Champion Forest"],
    },
    hero: {
      heading: heroHeading("Klein"),
      text: "Champion Forest, Memorial Northwest y los vecindarios a lo largo de Louetta Road: retiro de basura y mudanzas confiables para las familias de Klein.",
    },
    services: [
      {
        title: "Vaciado de casas establecidas",
        description:
          "Áticos y garajes de casas de los años setenta y ochenta, vaciados de décadas de cosas guardadas, separando las donaciones sobre la marcha.",
      },
      {
        title: "Mudanzas dentro de Klein ISD",
        description:
          "Las familias que cambian de vecindario para seguir en las mismas escuelas reciben una mudanza local rápida y cuidadosa.",
      },
      {
        title: "Retiro de escombros de remodelación",
        description: "Cocinas, baños y pisos viejos arrancados y retirados mientras se actualizan las casas más antiguas.",
      },
      {
        title: "Cambio de muebles y electrodomésticos",
        description: "Sofás, camas y refrigeradores viejos retirados el mismo día que llegan los nuevos.",
      },
    ],
    whyChoose: [
      {
        title: "Aquí al lado",
        description:
          "Estamos basados en Spring, a unos minutos por la carretera, así que Klein es territorio conocido para nuestro equipo.",
      },
      {
        title: "Cuidado con los jardines maduros",
        description: "Protegemos los robles y pinos grandes, los jardines establecidos y las entradas antiguas mientras trabajamos.",
      },
      {
        title: "Respuestas claras",
        description: `Cotización gratis y sin compromiso, y respuesta en menos de ${business.quoteReplyHours} horas, sin presión para contratar.`,
      },
    ],
    about: {
      heading: "Retiro de basura y mudanzas en Klein",
      paragraphs: [
        "Klein nació de una comunidad de agricultores alemanes que se asentó en el siglo XIX, y hoy es conocida por Klein ISD y por sus vecindarios establecidos bajo árboles grandes. Champion Forest, Memorial Northwest y las calles junto a Louetta Road y Stuebner Airline están llenas de casas sólidas de los años setenta y ochenta, donde los áticos, garajes y cobertizos han tenido décadas para llenarse. Vaciarlos es nuestro trabajo de todos los días.",
        "Muchas casas de Klein se están actualizando, así que retiramos muchos escombros de remodelación: regaderas de azulejo, gabinetes pasados de moda, alfombra vieja y los electrodomésticos que se cambian al mismo tiempo. También ayudamos a dueños de muchos años a mudarse a algo más pequeño, muchas veces a una casa cercana, y luego vaciamos lo que queda para que la casa esté lista para vender. Los muebles que sirven van a organizaciones benéficas locales y no al relleno sanitario.",
        "Aquí las familias muchas veces se mudan dentro de los límites de Klein ISD para seguir en las mismas escuelas, y esas mudanzas cortas también merecen cuidado: muebles acolchados, camas armadas de nuevo y cajas en los cuartos correctos. Alrededor de Vintage Park y la zona de Louetta y la SH 249, también atendemos oficinas y tiendas que necesitan retirar muebles y equipo viejo. Muchas veces hay servicio el mismo día o al siguiente, incluso para trabajos de último momento.",
      ],
    },
  },
};
