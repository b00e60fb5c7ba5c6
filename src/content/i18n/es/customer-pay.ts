import type { CustomerPayWords } from "../en/customer-pay";
import { endSentence } from "../sentence";

// Issue 46: la página del cliente cuando se pide un depósito, en español.
export const customerPay: CustomerPayWords = {
  depositLine: (amount) =>
    `Un depósito de ${amount} reserva su cita. Lo paga con tarjeta en la página segura de Stripe y se descuenta del precio.`,
  holdLine: (amount) =>
    `Para reservar su cita retenemos ${amount} en su tarjeta en la página segura de Stripe. No se cobra nada hasta terminar el trabajo.`,
  approveAndPay: "Aprobar y pagar el depósito",
  approveAndHold: "Aprobar y retener la tarjeta",
  payAgain: "Pagar el depósito",
  heading: "Reserve su cita y pague el depósito",
  payAsked: (when, amount) => `${endSentence(`Usted pidió el ${when}`)} Sigue libre: pague el depósito de ${amount} para reservarlo.`,
  payButton: (amount) => `Pagar ${amount} y reservar`,
  holdButton: (amount) => `Retener ${amount} y reservar`,
  secure: "Pagará en la página segura de Stripe y luego volverá aquí.",
  confirming: "Estamos confirmando su pago con Stripe. Tarda un momento: actualice esta página para ver su cita.",
  statusConfirming: "Estamos confirmando su pago",
  notPaid: "No pagó el depósito, así que su cotización sigue pendiente. Páguelo cuando quiera.",
  stripeDown:
    "No pudimos comunicarnos con nuestro procesador de tarjetas. No se cobró nada y su cotización sigue pendiente: intente de nuevo en un minuto.",
  paidTaken: (amount) => `Su depósito de ${amount} está pagado, pero el horario que eligió se acaba de ocupar. Elija otro, por favor.`,
  paidNotice: (amount, held) => (held ? `Su tarjeta tiene retenidos ${amount} del depósito.` : `Su depósito de ${amount} está pagado.`),
  timelinePaid: (amount, held, balance) =>
    balance
      ? `Usted pagó ${amount} en línea`
      : held
        ? `Se retuvo su tarjeta por el depósito de ${amount}`
        : `Usted pagó el depósito de ${amount}`,
  timelineRefunded: (amount) => `Le reembolsamos ${amount}`,
  lineItem: (held) => (held ? "Retención del depósito: retiro de basura o mudanza" : "Depósito: retiro de basura o mudanza"),
};
