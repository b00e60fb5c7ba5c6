// The three customer reviews in Spanish, translated faithfully as the customer would say it; author,
// place and rating unchanged, the service named as the Spanish site names it. They are translations,
// so the page says so (translatedNote) rather than presenting them as written in Spanish.
import type { Testimonial } from "./types";

export const translatedNote = "Reseña traducida del inglés.";

/** The words only: the tags that pick a review for a page stay on the English entries, in the same order. */
export const testimonialsEs: Array<Omit<Testimonial, "tags">> = [
  {
    rating: 5,
    text: "Llevábamos tres años posponiendo lo del garaje. Llamé en la mañana y el equipo llegó esa misma tarde. Se llevaron todo, hasta una caminadora vieja y un congelador descompuesto, y barrieron el piso antes de irse. Mi esposo sirvió en el Ejército y nos aplicaron el descuento militar sin ningún problema. Por fin podemos volver a estacionar adentro.",
    author: "Karen M.",
    location: "Spring, TX",
    service: "Retiro de Basura",
  },
  {
    rating: 5,
    text: "Nos mudaron de un apartamento en un tercer piso cerca de la Galleria a nuestra casa nueva en The Woodlands en un solo día. Reservaron el elevador de carga con el edificio, envolvieron cada mueble y dejaron las camas armadas antes de irse. Ni un solo rayón en nada, y fueron amables todo el tiempo.",
    author: "David R.",
    location: "The Woodlands, TX",
    service: "Servicios de Mudanza",
  },
  {
    rating: 5,
    text: "Como agente inmobiliaria, necesito que las casas en venta queden vacías y limpias rápido. Vaciaron toda una casa de herencia en Cypress dos días antes de nuestra sesión de fotos, llevaron los muebles buenos a una organización benéfica local y dejaron la casa barrida. La comunicación fue clara desde la primera llamada. Ahora son la primera compañía que les recomiendo a los vendedores.",
    author: "Lisa T.",
    location: "Cypress, TX",
    service: "Vaciados Completos",
  },
];
