// Issue 46: the receipt's money lines once something was paid online (the deposit, the balance, a
// refund), in English and Spanish; a module of its own beside ./customer-pay.ts (the deposit's words).

export type ReceiptMoneyWords = {
  final: string;
  depositPaid: string;
  paidOnline: string;
  refunded: string;
  balance: string;
  balanceDue: string;
  payBalance: (amount: string) => string;
  payBalanceNote: string;
  stripeDown: string;
  /** Back from Checkout after paying the balance, before or after Stripe's webhook. */
  balanceConfirming: string;
  /** Checkout's line item for the balance. */
  lineItem: string;
};

const en: ReceiptMoneyWords = {
  final: "Final amount",
  depositPaid: "Deposit paid online",
  paidOnline: "Paid online",
  refunded: "Refunded",
  balance: "Balance",
  balanceDue: "Balance due",
  payBalance: (amount) => `Pay the balance: ${amount}`,
  payBalanceNote: "By card on Stripe's secure page; the receipt shows it once Stripe confirms.",
  stripeDown: "The payment page could not be opened just now. Nothing was charged: please try again in a few minutes.",
  balanceConfirming: "Thank you. Stripe confirms your payment in a moment: refresh this page to see it on your receipt.",
  lineItem: "Balance for your junk removal job",
};

const es: ReceiptMoneyWords = {
  final: "Monto final",
  depositPaid: "Depósito pagado en línea",
  paidOnline: "Pagado en línea",
  refunded: "Reembolsado",
  balance: "Saldo",
  balanceDue: "Saldo pendiente",
  payBalance: (amount) => `Pagar el saldo: ${amount}`,
  payBalanceNote: "Con tarjeta en la página segura de Stripe; el recibo lo muestra cuando Stripe lo confirme.",
  stripeDown: "No se pudo abrir la página de pago en este momento. No se cobró nada: inténtelo de nuevo en unos minutos.",
  balanceConfirming: "Gracias. Stripe confirma su pago en un momento: actualice esta página para verlo en su recibo.",
  lineItem: "Saldo de su trabajo de retiro",
};

export const receiptMoneyWords = (locale: string): ReceiptMoneyWords => (locale === "es" ? es : en);
