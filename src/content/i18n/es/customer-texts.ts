// The one-tap texts to the customer in Spanish, like ../en/customer-texts.ts.
import { business } from "../../../config/business";
import type { CustomerTextWords } from "../en/customer-texts";
import { endSentence } from "../sentence";

const hola = (firstName: string) => `Hola, ${firstName}, le escribe ${business.shortName}.`;
// "a la 1:15", "a las 3:15".
// A sentence ending in "p. m." takes no second stop (never "p. m..").
const at = (arrival: string) => (arrival.startsWith("1:") ? `hacia la ${arrival}` : `hacia las ${arrival}`);

export const customerTexts: CustomerTextWords = {
  quote: ({ firstName, price, included, url }) =>
    `${hola(firstName)} Su cotización: ${price}, incluye ${included}. Véala y apruébela en su página: ${url}`,
  booked: ({ firstName, when, url }) =>
    `${hola(firstName)} ${endSentence(`Su cita quedó para el ${when}`)} Véala o cámbiela en su página: ${url}`,
  rescheduled: ({ firstName, from, to, url }) =>
    `${hola(firstName)} ${endSentence(`Cambiamos su cita del ${from} al ${to}`)} Véala o cámbiela en su página: ${url}`,
  onTheWay: ({ firstName, arrival, crewLead }) =>
    `${hola(firstName)} Vamos en camino: ${endSentence(`${crewLead ? `${crewLead} y el equipo llegan` : "el equipo llega"} ${at(arrival)}`)}`,
  done: ({ firstName, receiptUrl, reviewUrl }) =>
    `${hola(firstName)} ¡Gracias por elegirnos! Su recibo: ${receiptUrl} ¿Nos ayudaría con una reseña en Google? Solo toma un minuto: ${reviewUrl}`,
  approveLine: "Vea la cotización y apruébela en su propia página:",
  movedFrom: (from) => endSentence(`Cambiamos su cita: antes era el ${from}`),
  alerts: {
    quoteTitle: "Su cotización está lista",
    quoteBody: (price) => `${price}. Toque para verla y aprobarla.`,
    bookedTitle: "Su cita está confirmada",
    rescheduledTitle: "Su cita cambió",
    bookedBody: (when) => endSentence(`Lo esperamos el ${when}`),
  },
};
