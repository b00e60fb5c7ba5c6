// The templates' own words in Spanish: the same keys as ../en/labels.ts (functions stay functions);
// images keep their file and size, only the alt text is Spanish.
import { business } from "../../../config/business";
import { labels as english, type Labels } from "../en/labels";

const radius = `un radio de ${business.serviceRadiusMiles} millas`;

export const labels: Labels = {
  home: {
    heroImage: { ...english.home.heroImage, alt: "Un trabajador llevando cajas desde una casa hasta un camión rojo" },
    truckImage: english.home.truckImage,
    radiusEyebrow: `Radio de servicio de ${business.serviceRadiusMiles} millas`,
  },
  service: {
    breadcrumbHome: "Inicio",
    breadcrumbServices: "Servicios",
    // The title leads: "Nuestro servicio de Servicios de mudanza" would not read, a colon does for all
    // six, and the page's three headings then read alike ("Retiro de basura: preguntas frecuentes").
    coverageHeading: (title: string) => `${title}: lo que incluye`,
    benefitsHeading: (title: string) => `${title}: los beneficios de elegirnos`,
    faqHeading: (title: string) => `${title}: preguntas frecuentes`,
    relatedHeading: "Servicios relacionados",
  },
  city: {
    heroBadge: (name: string) => `Servicio en ${name} y en ${radius}`,
    servicesHeading: (name: string) => `Nuestros servicios en ${name}`,
    whyHeading: (name: string) => `¿Por qué ${name} nos elige?`,
    zipHeading: (name: string) => `Códigos postales que atendemos en ${name}`,
    otherAreasHeading: "Otras zonas que atendemos",
  },
  trust: `${business.rating.toFixed(1)} · más de ${business.happyCustomers} clientes satisfechos`,
  contact: {
    phone: "Teléfono",
    hours: "Horario de servicio",
    address: "Dirección",
    radius: `Servicio en ${radius}`,
    social: "Síganos",
  },
  footer: { services: "Servicios", areas: "Áreas de servicio", contact: "Contacto", rights: "Todos los derechos reservados." },
  // "Llame", not "Llamar": the button's name is "Llame al <phone>", and its visible word must be part of it (WCAG 2.5.3).
  quoteBar: { landmark: "Llamar o pedir una cotización", call: "Llame", quote: "Cotización gratis" },
  notFound: { home: "Volver a la página de inicio", services: "Nuestros servicios" },
  newTab: " (se abre en una pestaña nueva)",
  readMore: "Leer más",
  loadSizes: {
    minimum: "Carga mínima",
    eighth: "1/8 de camión",
    quarter: "1/4 de camión",
    threeEighths: "3/8 de camión",
    half: "1/2 de camión",
    fiveEighths: "5/8 de camión",
    threeQuarters: "3/4 de camión",
    sevenEighths: "7/8 de camión",
    full: "Camión lleno",
  },
  crews: { two: "2 cargadores y un camión", three: "3 cargadores y un camión" },
};
