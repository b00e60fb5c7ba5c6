// The three customer reviews in Spanish, translated faithfully as the customer would say it; author,
// place and rating unchanged, the service named as the Spanish site names it. They are translations,
// so the page says so (translatedNote) rather than presenting them as written in Spanish.
import type { TestimonialText } from "../../types";

/** Said under a review shown in another language than the one it was written in. */
export const testimonialNote: string | undefined = "Reseña traducida del inglés.";

/** In the order of src/content/entries/testimonials.ts (author, rating and tags are there). */
export const testimonials: TestimonialText[] = [
  {
    text: "Llevábamos tres años posponiendo lo del garaje. Llamé en la mañana y el equipo llegó esa misma tarde. Se llevaron todo, hasta una caminadora vieja y un congelador descompuesto, y barrieron el piso antes de irse. Mi esposo sirvió en el Ejército y nos aplicaron el descuento militar sin ningún problema. Por fin podemos volver a estacionar adentro.",
    location: "Spring, TX",
    service: "Retiro de basura",
  },
  {
    text: "Nos mudaron de un apartamento en un tercer piso cerca de la Galleria a nuestra casa nueva en The Woodlands en un solo día. Reservaron el elevador de carga con el edificio, envolvieron cada mueble y dejaron las camas armadas antes de irse. Ni un solo rayón en nada, y fueron amables todo el tiempo.",
    location: "The Woodlands, TX",
    service: "Servicios de mudanza",
  },
  {
    text: "Como agente inmobiliaria, necesito que las casas en venta queden vacías y limpias rápido. Vaciaron toda una casa de herencia en Cypress dos días antes de nuestra sesión de fotos, llevaron los muebles buenos a una organización benéfica local y dejaron la casa barrida. La comunicación fue clara desde la primera llamada. Ahora son la primera compañía que les recomiendo a los vendedores.",
    location: "Cypress, TX",
    service: "Vaciados completos",
  },
];
