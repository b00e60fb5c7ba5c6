// After the job in Spanish, like ../en/after-job.ts: the same words for every customer, nothing
// offered in return for a review.
import { business } from "../../../config/business";
import type { AfterJobWords } from "../en/after-job";

export const afterJob: AfterJobWords = {
  receiptEmail: {
    subject: (service, date) => `Su recibo: ${service}, ${date}`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    intro: `Gracias por elegir a ${business.name}. Terminamos el trabajo; aquí tiene su recibo.`,
    heading: "Recibo",
    date: "Fecha",
    service: "Servicio",
    workDone: "Lo que hicimos",
    amount: "Total",
    paidBy: "Forma de pago",
    loadHeading: "A dónde fue su carga:",
    loadLine: (destination, percent, place, items) =>
      `${destination}${percent === null ? "" : ` ${percent}%`}${place ? ` (${place})` : ""}${items.length ? `: ${items.join(", ")}` : ""}`,
    charityReceipt: `Si necesita un recibo de donación para sus impuestos, se lo da la organización benéfica, no ${business.name}: pídaselo a ellos.`,
    pageLine: "Su recibo y las fotos de antes y después están en su propia página:",
    thanks: "Gracias otra vez,",
  },
  destinations: { donated: "Donado", recycled: "Reciclado", landfill: "Relleno sanitario" },
  review: {
    heading: "¿Qué tal lo hicimos?",
    ask: "Le agradeceríamos que se tomara un minuto para dejarnos una reseña en Google. Cada reseña ayuda a sus vecinos a decidir, y las leemos todas:",
  },
  reminderEmail: {
    subject: `¿Tiene un minuto para una reseña de ${business.name}?`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    body: (service, date) => `Gracias otra vez por elegirnos para el trabajo del ${date} (${service}).`,
    ask: "Si tiene un minuto, déjenos una reseña en Google. Cada reseña ayuda a sus vecinos a decidir:",
    pageLine: "Su recibo y sus fotos siguen en su propia página:",
    last: "Este es el único recordatorio que le enviamos.",
    thanks: "Gracias,",
  },
  push: {
    askTitle: "¿Qué tal lo hicimos?",
    askBody: "Su recibo está en su página, con un enlace para dejarnos una reseña en Google.",
    reminderTitle: "¿Tiene un minuto para una reseña?",
    reminderBody: "Cada reseña en Google ayuda a sus vecinos a decidir. El enlace está en su página.",
  },
  reviewText: (firstName, url) =>
    `Hola, ${firstName}, le escribe ${business.shortName}. ¡Gracias por elegirnos! ¿Nos ayudaría con una reseña en Google? Solo toma un minuto: ${url}`,
};
