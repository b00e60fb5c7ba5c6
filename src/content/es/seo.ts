import type { SeoCopy } from "../types";
import { business } from "../business";
import { defaultSeo } from "../seo";

// Site-wide search defaults and the home page's metadata in Spanish, like ../seo.ts (same length
// rules: titles 30-65 characters, descriptions 70-160). The share image's size is language-neutral.

export const defaultSeoEs = {
  title: "Retiro de basura y mudanzas en Spring, TX | Spring Junk Removal",
  description: `Retiro de basura y mudanzas el mismo día en Spring, The Woodlands y el área de Houston. Con licencia y seguro, ${business.rating.toFixed(1)} estrellas. Cotización gratis.`,
  keywords: ["retiro de basura", "compañía de mudanzas", "Spring TX", "retiro de basura Houston"],
  /** The default share image headline. */
  headline: "Retiro de Basura y Mudanzas",
  image: defaultSeo.image,
};

export const homeSeoEs: SeoCopy & { name: string; headline: string } = {
  title: defaultSeoEs.title,
  description: defaultSeoEs.description,
  keywords: [...defaultSeoEs.keywords, "retiro de muebles", "retiro de electrodomésticos", "vaciado de casas"],
  name: "Inicio",
  headline: defaultSeoEs.headline,
};
