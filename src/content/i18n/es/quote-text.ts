// The owner's quote as the customer reads it, in Spanish, like ../en/quote-text.ts.
import { business } from "../../../config/business";
import type { QuoteTextWords } from "../en/quote-text";

export const quoteText: QuoteTextWords = {
  subject: `Su cotización de ${business.name}`,
  greeting: (firstName) => `Hola, ${firstName}:`,
  intro: (service) => `Gracias por su solicitud. Esta es nuestra cotización para ${service}:`,
  price: "Precio",
  priceRange: "Rango de precio",
  included: "Incluye",
  validUntil: "Válida hasta",
  note: "Nota",
  confirmedOnSite: "El precio final se confirma en el lugar antes de empezar.",
  accept: `Para aceptarla, responda a este correo o llámenos al ${business.phone}.`,
  thanks: `Gracias por elegir a ${business.name}.`,
};
