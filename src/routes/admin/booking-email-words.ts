import { business } from "../../content/business";
import { hoursEs } from "../../content/es/hours";
import type { Locale } from "../../content/locale";
import { uiFor } from "../../content/ui";

// The customer's booking confirmation, in the language the request was sent in. Plain text: it is
// read on phones, often in a notification preview, so the day and time come first.

export type BookingWords = {
  subject: (when: string) => string;
  greeting: (firstName: string) => string;
  confirmed: string;
  day: string;
  window: string;
  service: string;
  place: string;
  nextHeading: string;
  next: string[];
  thanks: string;
};

const hoursEn = `${business.hours.label}, ${business.hours.days}`;

export const bookingWords: Record<Locale, BookingWords> = {
  en: {
    subject: (when) => `Your appointment is booked: ${when}`,
    greeting: (firstName) => `Hello ${firstName},`,
    confirmed: `Your appointment with ${business.name} is confirmed.`,
    day: "Day",
    window: "Arrival window",
    service: "Service",
    place: "Where",
    nextHeading: "What happens next:",
    next: [
      "Our crew arrives within that two-hour window. If anything holds us up, we will call you before it ends.",
      `To change the day or time, or to add something to the job, call us at ${business.phone} (${hoursEn}).`,
    ],
    thanks: `Thank you for choosing ${business.name}.`,
  },
  es: {
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
      `Si necesita cambiar el día o la hora, o agregar algo al trabajo, llámenos al ${business.phone} (${hoursEs.label}, ${hoursEs.days}).`,
    ],
    thanks: `Gracias por elegir a ${business.name}.`,
  },
};

/** The service's name in the request's language ("Retiro de Basura"). */
export const serviceName = (serviceType: string, locale: Locale) =>
  (uiFor(locale).form.serviceOptions as Record<string, string>)[serviceType] ?? serviceType;
