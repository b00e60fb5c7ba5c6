// The customer's booking confirmation e-mail in Spanish, like ../en/booking-email.ts.
import { business } from "../../../config/business";
import type { BookingWords } from "../en/booking-email";
import { hours } from "./hours";

export const booking: BookingWords = {
  subject: (when) => `Su cita está confirmada: ${when}`,
  greeting: (firstName) => `Hola, ${firstName}:`,
  confirmed: `Su cita con ${business.name} está confirmada.`,
  day: "Día",
  window: "Hora de llegada",
  service: "Servicio",
  place: "Lugar",
  nextHeading: "Lo que sigue:",
  next: [
    "Nuestro equipo llega dentro de ese horario de dos horas. Si algo nos retrasa, le llamamos antes de que termine.",
    `Si necesita cambiar el día o la hora, o agregar algo al trabajo, llámenos al ${business.phone} (${hours.label}, ${hours.days}).`,
  ],
  pageLine: "Su propia página muestra la cita, le deja elegir otra hora y le avisa cuando vamos en camino:",
  thanks: `Gracias por elegir a ${business.name}.`,
};
