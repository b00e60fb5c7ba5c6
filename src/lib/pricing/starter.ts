import type { PriceBook } from "./book";

// What the Prices screen offers a new site to start from: typical Houston-area figures from the
// trade's published cost guides (a minimum load about $99-150, a quarter truck $150-250, a full
// truck $650-900). Nothing of it shows to a visitor until the owner has checked it and saved it.
const d = (dollars: number) => dollars * 100;
const r = (low: number, high: number) => ({ low: d(low), high: d(high) });

export const starterPriceBook: PriceBook = {
  truckCubicYards: 15,
  loads: {
    minimum: r(99, 150),
    eighth: r(129, 179),
    quarter: r(150, 250),
    threeEighths: r(230, 330),
    half: r(300, 420),
    fiveEighths: r(380, 500),
    threeQuarters: r(450, 600),
    sevenEighths: r(540, 700),
    full: r(650, 900),
  },
  items: [
    { id: "mattress", name: { en: "Mattress", es: "Colchón" }, cents: d(75), feeCents: 0, feeName: { en: "", es: "" } },
    { id: "sofa", name: { en: "Sofa or couch", es: "Sofá" }, cents: d(95), feeCents: 0, feeName: { en: "", es: "" } },
    {
      id: "refrigerator",
      name: { en: "Refrigerator", es: "Refrigerador" },
      cents: d(85),
      feeCents: d(25),
      feeName: { en: "freon removal", es: "retiro de freón" },
    },
    { id: "hot-tub", name: { en: "Hot tub", es: "Jacuzzi" }, cents: d(350), feeCents: 0, feeName: { en: "", es: "" } },
    { id: "piano", name: { en: "Piano", es: "Piano" }, cents: d(300), feeCents: 0, feeName: { en: "", es: "" } },
  ],
  stairsPerFlightCents: d(25),
  heavyPerLoadCents: d(150),
  sameDayCents: d(50),
  loadPricing: { "junk-removal": true, "cleanout-services": true, "demo-removal": true },
  moving: { hourlyCents: { two: d(119), three: d(159) }, minimumHours: 2, travelFeeCents: d(60) },
  included: {
    en: "Labor, loading, hauling and disposal fees",
    es: "Mano de obra, carga, transporte y cuotas de desecho",
  },
  rangeNote: {
    en: "final price confirmed on site before we start",
    es: "precio final confirmado en el lugar antes de empezar",
  },
};
