// Each service page's FAQ in Spanish, keyed by the English slug: the same six questions in the same
// order as ../en/faqs.ts, answered with the same facts, so the page and its FAQPage JSON-LD say what the
// English ones say. Plain text. Hours, radius, reply time and discount come from business.ts; no
// amounts anywhere: the answers say how a quote is worked out, never what it comes to.
import { business } from "../../../config/business";
import type { ServiceSlug } from "../../entries/services";
import type { Faq } from "../../types";
import { hours as serviceHours } from "./hours";

const hours = `${serviceHours.label}, ${serviceHours.days}`;
const area = `en cualquier punto dentro de nuestro radio de ${business.serviceRadiusMiles} millas alrededor de ${business.address.locality}`;
const freeQuote = `La cotización es gratis y sin compromiso, y le respondemos en menos de ${business.quoteReplyHours} horas.`;
const veterans = `Los veteranos reciben nuestro ${business.militaryDiscountPercent}% de descuento militar.`;
const hazardous =
  "pintura y solventes, aceite de motor y gasolina, pesticidas y químicos para albercas, tanques de propano, asbesto y desechos médicos";
const countyProgram = "el programa de desechos peligrosos del hogar de su condado";
const sameDay = `Muchas veces el mismo día: si nos llama en la mañana, por lo general podemos llegar esa misma tarde, o al día siguiente si la tarde ya está llena. Trabajamos ${hours}, ${area}.`;
const donateFirst =
  "los muebles y las cosas de la casa que todavía sirven van a organizaciones benéficas locales; el metal, los electrodomésticos y los aparatos electrónicos, a recicladores; y solo lo que queda va a un relleno sanitario autorizado";

export const faqs: Record<ServiceSlug, Faq[]> = {
  "junk-removal": [
    {
      question: "¿Qué incluye el retiro de basura?",
      answer:
        "Todo, desde que llegamos hasta que dejamos el piso barrido. Nuestro equipo saca las cosas de cualquier cuarto, ático, garaje o patio, carga el camión, se lo lleva todo y limpia donde estaba el montón. No hace falta que usted arrastre nada a la banqueta antes.",
    },
    {
      question: "¿Cómo calculan mi cotización?",
      answer: `Según el espacio que ocupen sus cosas en el camión, más lo que necesite un manejo especial, como piezas muy pesadas o un recorrido largo hasta el camión. Vemos el montón, le damos una cotización firme en el momento y solo empezamos cuando usted está de acuerdo. ${freeQuote} ${veterans}`,
    },
    {
      question: "¿Hay algo que no se puedan llevar?",
      answer: `No podemos llevarnos materiales peligrosos: ${hazardous}. Esos los recibe ${countyProgram}. Casi todo lo demás, desde sofás hasta desechos de jardín y escombros de remodelación, se va en nuestro camión.`,
    },
    {
      question: "¿Tengo que estar en casa?",
      answer:
        "No siempre. Si las cosas están afuera o en un garaje abierto, podemos recogerlas mientras usted no está y le llamamos cuando terminemos. Para lo que esté dentro de la casa, alguien tiene que abrirnos y señalarnos qué se va.",
    },
    { question: "¿Qué tan pronto pueden venir?", answer: sameDay },
    { question: "¿A dónde van a parar mis cosas viejas?", answer: `Lo menos posible al relleno sanitario: ${donateFirst}.` },
  ],
  "moving-services": [
    {
      question: "¿Qué incluye una mudanza?",
      answer:
        "Un equipo, un camión y todo el material: cobijas acolchadas, plástico para envolver, diablitos y correas. Desarmamos camas y mesas, envolvemos los muebles, cargamos, manejamos, descargamos en los cuartos que usted elija y volvemos a armar las camas. También se puede agregar el empaque y el desempaque, incluidos la cocina y los clósets.",
    },
    {
      question: "¿Cómo calculan la cotización de una mudanza?",
      answer: `Las mudanzas locales se cotizan según el tamaño del equipo, las horas y el camión: cuántos trabajadores necesita su casa, cuánto deberían tomar la carga, el viaje y la descarga, y qué camión es el adecuado para sus cosas. A eso se suman el empaque y los artículos especiales, como pianos o cajas fuertes. Las mudanzas de larga distancia se cotizan según el tamaño de la carga y la distancia. Cada mudanza empieza con un recorrido por la casa, para que la cotización corresponda al trabajo. ${freeQuote}`,
    },
    {
      question: "¿Qué cosas no se pueden llevar en la mudanza?",
      answer:
        "Nada peligroso ni inflamable: gasolina y propano, pintura y solventes, fuegos artificiales y municiones, químicos para albercas y productos de limpieza. La comida perecedera y las plantas no aguantan bien una mudanza larga. Le pedimos que lleve con usted el efectivo, las joyas, las medicinas y los documentos importantes, en vez de mandarlos en el camión.",
    },
    {
      question: "¿Tengo que estar presente el día de la mudanza?",
      answer:
        "Sí, usted o alguien de su confianza: al principio, para indicarle al equipo qué se va y qué se queda, y en la casa nueva, para mostrar dónde van los muebles de cada cuarto. Mientras tanto, puede adelantarse en su carro o hacer sus mandados.",
    },
    {
      question: "¿Con cuánta anticipación debo reservar?",
      answer: `Lo mejor es reservar de dos a cuatro semanas antes, sobre todo para los fines de semana de fin de mes y en verano, cuando se muda más gente. Muchas veces también se puede con poco aviso: llámenos, trabajamos ${hours}.`,
    },
    {
      question: "¿Qué pasa con las cosas que no me llevo?",
      answer: `Nuestro equipo de retiro de basura puede llevárselas el mismo día, antes o después de la mudanza: ${donateFirst}.`,
    },
  ],
  "furniture-removal": [
    {
      question: "¿Qué incluye el retiro de muebles?",
      answer:
        "Sacar los muebles de cualquier cuarto o piso, desarmar lo que no pase por la puerta, cargarlos, llevárnoslos y barrer donde estaban. Un solo reclinable es tan bienvenido como los muebles de toda una casa.",
    },
    {
      question: "¿Cómo calculan mi cotización?",
      answer: `Según cuántas piezas sean y cuánto espacio ocupen en el camión, más las escaleras o el desarmado de las piezas más grandes, como sofás cama, roperos o mesas de billar. Le damos la cotización antes de levantar nada. ${freeQuote}`,
    },
    {
      question: "¿Hay algún mueble que no se puedan llevar?",
      answer:
        "Nos llevamos casi cualquier mueble. Lo que no podemos llevarnos es algo peligroso guardado adentro, como pintura, combustible o químicos, así que le pedimos que vacíe antes los cajones y los gabinetes. Las piezas con moho o plagas también se pueden ir, solo que no a una organización benéfica.",
    },
    {
      question: "¿Tengo que estar en casa?",
      answer:
        "No, si los muebles están afuera, en el porche o en el garaje: le llamamos cuando ya no estén. Para las piezas que están dentro de la casa, alguien tiene que abrirnos.",
    },
    { question: "¿Qué tan pronto pueden recogerlos?", answer: sameDay },
    {
      question: "¿A dónde van los muebles?",
      answer:
        "Primero a donación: los sofás, las mesas y las cómodas en buen estado van a organizaciones benéficas locales, y le decimos a dónde fueron. Los marcos y resortes de metal se reciclan, y las piezas gastadas o rotas van a un relleno sanitario autorizado.",
    },
  ],
  "appliance-removal": [
    {
      question: "¿Qué incluye el retiro de electrodomésticos?",
      answer:
        "Sacar el electrodoméstico con los pisos y los marcos de las puertas protegidos, cargarlo y llevarlo a un reciclador. Desenchufamos los aparatos y desconectamos las mangueras comunes de la lavadora. Las líneas de gas y los aparatos con conexión fija a la electricidad o a la plomería tiene que desconectarlos un plomero, un electricista o un técnico de aire acondicionado con licencia antes de que lleguemos.",
    },
    {
      question: "¿Cómo calculan mi cotización?",
      answer: `Según cuántos electrodomésticos sean y qué tan difícil sea llegar a ellos: un refrigerador en el garaje sale más rápido que un congelador horizontal en lo alto de la escalera. Le damos la cotización antes de empezar. ${freeQuote}`,
    },
    {
      question: "¿Hay algo que no se puedan llevar?",
      answer:
        "No podemos llevarnos un electrodoméstico que siga conectado al gas o con conexión fija a la electricidad, ni combustible, aceite o químicos sueltos guardados con él. Le pedimos que saque la comida del refrigerador y del congelador antes de que lleguemos.",
    },
    {
      question: "¿Tengo que estar en casa?",
      answer:
        "No, si el electrodoméstico ya está desconectado y esperando en el garaje, en el porche o junto a la entrada: le llamamos cuando ya no esté. Para los que están dentro de la casa, alguien tiene que abrirnos.",
    },
    { question: "¿Qué tan pronto pueden venir?", answer: sameDay },
    {
      question: "¿A dónde van los electrodomésticos viejos?",
      answer:
        "A recicladores. Los refrigeradores, los congeladores y los aires acondicionados van a instalaciones que recuperan el refrigerante como exigen las reglas federales, y el metal, los compresores y los componentes electrónicos se reciclan. Los electrodomésticos que funcionan y están en buen estado pueden ir a organizaciones benéficas locales, y casi nada termina en un relleno sanitario.",
    },
  ],
  "complete-cleanouts": [
    {
      question: "¿Qué incluye un vaciado completo?",
      answer:
        "Todo lo que hay en la propiedad, separado sobre la marcha. Los recuerdos, las fotos y los documentos se apartan para usted, lo que sirve se dona, lo que se puede reciclar se recicla, lo demás nos lo llevamos y el lugar queda barrido.",
    },
    {
      question: "¿Cómo calculan mi cotización?",
      answer: `Según cuántas cosas haya y cuánto tiempo tome el trabajo: el número de cuartos, qué tan llenos están, las escaleras y la distancia hasta el camión, y cuánto quiere que separemos. Primero recorremos la propiedad, para que la cotización corresponda al trabajo. ${freeQuote}`,
    },
    {
      question: "¿Hay algo que no se puedan llevar?",
      answer: `Materiales peligrosos: ${hazardous}. Si encontramos alguno durante un vaciado, lo apartamos y le avisamos, para que pueda ir a ${countyProgram}.`,
    },
    {
      question: "¿Tengo que estar presente?",
      answer:
        "No. Muchos vaciados son de herencias y propiedades de renta donde nadie de la familia vive cerca. Con el código del lockbox o una llave, trabajamos por nuestra cuenta y le llamamos a usted, o a su agente inmobiliario, cuando terminamos, con los recuerdos y los documentos apartados.",
    },
    {
      question: "¿Qué tan pronto pueden empezar y cuánto tardan?",
      answer: `Los garajes, los cuartos sueltos y las unidades de almacenamiento muchas veces quedan listos el mismo día o al siguiente. Una casa completa suele tomar uno o dos días, programados según la fecha en que se publica la venta, el cierre o la entrega de la casa. Trabajamos ${hours}.`,
    },
    { question: "¿A dónde va todo lo que hay en la propiedad?", answer: `Primero donamos y reciclamos: ${donateFirst}.` },
  ],
  "demo-removal": [
    {
      question: "¿Qué incluye la demolición y el retiro?",
      answer:
        "Arrancar lo que se va, como tablaroca, pisos, gabinetes, un cobertizo, una terraza o una cerca, y luego cargar cada pedazo de escombro, llevárnoslo y barrer el lugar. Hacemos demolición ligera para remodelaciones y estructuras exteriores, no trabajos estructurales en muros de carga.",
    },
    {
      question: "¿Cómo calculan mi cotización?",
      answer: `Según el tamaño del área y el material: la alfombra de un cuarto sale más rápido que un baño de azulejo, y el concreto y el ladrillo pesan mucho más que la tablaroca, así que requieren más viajes. Primero vemos el trabajo y le damos la cotización antes de empezar. ${freeQuote}`,
    },
    {
      question: "¿Hay algo que no puedan quitar?",
      answer:
        "El asbesto, los escombros con pintura de plomo y otros materiales peligrosos: de eso se encarga una compañía con licencia para retirar materiales peligrosos. Si sospecha que hay asbesto en pisos, techos o revestimientos viejos, mándelo analizar antes de empezar la obra. Tampoco derribamos muros de carga.",
    },
    {
      question: "¿Tengo que estar en casa?",
      answer:
        "Para los trabajos adentro, alguien tiene que abrirnos, y antes de empezar acordamos qué sale y qué se queda. Los trabajos afuera, como un cobertizo o una terraza, se pueden hacer mientras usted está en el trabajo, una vez acordado el plan.",
    },
    {
      question: "¿Qué tan pronto pueden empezar?",
      answer: `Las demoliciones pequeñas y las recogidas de escombros muchas veces se hacen el mismo día o al siguiente. Los trabajos más grandes se programan según la fecha en que empieza su contratista. Trabajamos ${hours}.`,
    },
    {
      question: "¿A dónde van los escombros?",
      answer:
        "El metal limpio va a recicladores de chatarra, el concreto y el ladrillo van a recicladores que los trituran para reutilizarlos cuando se puede, y los gabinetes, puertas y accesorios que sirven pueden ir a organizaciones benéficas locales. Solo lo demás va a un relleno sanitario autorizado.",
    },
  ],
};
