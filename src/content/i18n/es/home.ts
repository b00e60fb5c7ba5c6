// Home page copy in Spanish, section by section like ../en/home.ts; numbers come from business.ts.
// The spec's English words get their Spanish equivalents: "Junk Removal & Moving Services" is
// "Retiro de basura y mudanzas", "Ready to Get Started?" is "¿Listo para empezar?".
import { business } from "../../../config/business";
import type { IconName, WhyChooseItem } from "../../types";
import type { HomeContent } from "../en/home";
import { hours } from "./hours";

/** Same icons and order as heroTrustBullets. */
export const heroTrustBullets: Array<{ icon: IconName; text: string }> = [
  { icon: "Clock", text: "Servicio el mismo día o al día siguiente" },
  { icon: "ShieldCheck", text: "Con licencia, fianza y seguro" },
  { icon: "Recycle", text: "Manejo ecológico de desechos" },
  { icon: "Medal", text: `${business.militaryDiscountPercent}% de descuento militar para veteranos` },
];

const callButton = `Llame al ${business.phone}`;
const replyLine = `le respondemos en menos de ${business.quoteReplyHours} horas`;

export const home: HomeContent = {
  hero: {
    eyebrow: `Negocio local en ${business.address.locality}, ${business.address.region} desde ${business.foundingYear}`,
    headline: "Retiro de basura y mudanzas",
    text: "Desde un solo sofá hasta la mudanza de toda una casa, nuestro equipo carga y se lleva todo por usted. Familias, negocios y agentes inmobiliarios del norte de Houston cuentan con nosotros para un servicio el mismo día o al siguiente, con cuidado y dejando todo limpio.",
    highlights: heroTrustBullets.map((bullet) => bullet.text),
    quoteButton: "Obtenga su cotización gratis",
    callButton,
  },
  stats: [
    { value: business.yearsExperience, decimals: 0, suffix: "+", label: "Años de experiencia" },
    { value: business.rating, decimals: 1, suffix: "", label: "Calificación" },
    { value: business.happyCustomers, decimals: 0, suffix: "+", label: "Clientes satisfechos" },
  ],
  services: {
    heading: "Nuestros servicios",
    text: `Lo que tenga que irse, o mudarse, se resuelve con una sola llamada. Llevamos más de ${business.yearsExperience} años vaciando garajes y casas de herencia y mudando familias en ${business.address.locality} y sus alrededores.`,
  },
  whyChoose: {
    heading: `¿Por qué elegir a ${business.name}?`,
    text: "Un equipo local que contesta el teléfono, llega a tiempo y cuida su casa como si fuera la suya.",
  },
  serviceAreas: {
    heading: "Zonas que atendemos",
    text: `Desde nuestra base en ${business.address.locality}, atendemos casas y negocios en un radio de ${business.serviceRadiusMiles} millas, de Conroe y Magnolia hasta Houston. Elija su zona para ver lo que hacemos cerca de usted.`,
  },
  testimonials: {
    heading: "Lo que dicen nuestros clientes",
    text: `Vecinos de todo el norte de Houston nos califican con ${business.rating.toFixed(1)} estrellas.`,
    reviewsLink: "Lea todas nuestras reseñas en Google",
  },
  ctaBand: {
    heading: "¿Listo para empezar?",
    text: `Díganos qué hay que sacar o adónde se muda. Su cotización es gratis y sin compromiso, y ${replyLine}.`,
    quoteButton: "Pida su cotización gratis",
    callButton,
  },
  contact: {
    heading: "Reciba su cotización gratis",
    text: `La cotización es gratis y sin compromiso. Envíenos algunos detalles y ${replyLine}, o llame ahora para hablar con una persona de verdad.`,
    hoursLine: hours.line,
    militaryNote: `Los veteranos ahorran un ${business.militaryDiscountPercent}% en cada trabajo con nuestro descuento militar.`,
    formHeading: "Solicite su cotización gratis",
  },
  footerBlurb: `${business.name} es una empresa local de retiro de basura y mudanzas que atiende a ${business.address.locality} y el norte de Houston desde ${business.foundingYear}. Con licencia, fianza y seguro, con manejo ecológico de desechos y un ${business.militaryDiscountPercent}% de descuento militar para veteranos.`,
};

/** The spec's four reasons (Same-Day Service, 5-Star Rated, Fully Insured, Military Discount), same icons and order. */
export const whyChooseItems: WhyChooseItem[] = [
  {
    icon: "Clock",
    title: "Servicio el mismo día",
    description: `¿Necesita que nos lo llevemos hoy? Hacemos recogidas y mudanzas el mismo día o al día siguiente, ${hours.label}, ${hours.days}.`,
  },
  {
    icon: "Star",
    // The spec's "5-Star Rated": the whole stars of the rating.
    title: `Calificación de ${business.rating.toFixed(0)} estrellas`,
    description: `Una calificación de ${business.rating.toFixed(1)} de más de ${business.happyCustomers} clientes satisfechos que nos confiaron sus casas y negocios.`,
  },
  {
    icon: "ShieldCheck",
    title: "Totalmente asegurados",
    description: "Con licencia, fianza y seguro, para que su casa, sus pertenencias y su tranquilidad estén protegidas en cada trabajo.",
  },
  {
    icon: "Medal",
    title: "Descuento militar",
    description: `Los veteranos reciben un ${business.militaryDiscountPercent}% de descuento en todos nuestros servicios. Es nuestra manera de darles las gracias.`,
  },
];
