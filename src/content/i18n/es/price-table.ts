import type { PriceTableWords } from "../en/price-table";

// The price table's words in Spanish: the same keys as ../en/price-table.ts.

export const priceTable: PriceTableWords = {
  eyebrow: "Precios",
  heading: "¿Cuánto cuesta?",
  loadIntro: (yards: number) => `El precio depende de cuánto ocupa su carga en nuestro camión de ${yards} yardas cúbicas.`,
  movingIntro: "Se cobra por hora, según el equipo que necesite su mudanza.",
  loads: {
    caption: "Precio según el tamaño de la carga",
    size: "Tamaño de la carga",
    price: "Precio",
    minimum: (range: string) => `Todo retiro cuesta al menos la carga mínima: ${range}.`,
  },
  items: {
    heading: "Artículos sueltos",
    note: "Precio fijo por artículo. Un retiro de pocos artículos cuesta al menos la carga mínima.",
    fee: (amount: string, name: string) => `+ ${amount} por ${name}`,
  },
  surcharges: {
    heading: "Cargos adicionales",
    stairs: "Cada tramo de escaleras",
    heavy: "Material pesado (concreto, tierra, tejas), por carga",
    sameDay: "Servicio el mismo día",
  },
  moving: {
    caption: "Tarifa por hora según el equipo",
    crew: "Equipo",
    hourly: "Por hora",
    terms: "Cómo se cobra una mudanza",
    minimum: "Mínimo",
    hours: (n: number) => (n === 1 ? "1 hora" : `${n} horas`),
    travelFee: "Cargo por traslado",
  },
  jump: "Vea nuestros precios",
  included: "Incluido en cada precio",
  promise: "Nuestra promesa:",
  estimate: {
    text: "Elija lo que necesita en el formulario de cotización y vea su rango de precio antes de que le llamemos.",
    link: "Calcule su estimado",
  },
};
