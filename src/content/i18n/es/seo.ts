import { business } from "../../../config/business";
import type { SiteSeo } from "../en/seo";

// Site-wide search defaults and the home page's metadata in Spanish, like ../en/seo.ts (same length
// rules: titles 30-65 characters, descriptions 70-160).

const site = {
  title: "Retiro de basura y mudanzas en Spring, TX | Spring Junk Removal",
  description: `Retiro de basura y mudanzas el mismo día en Spring, The Woodlands y el área de Houston. Con licencia y seguro, ${business.rating.toFixed(1)} estrellas. Cotización gratis.`,
  keywords: ["retiro de basura", "compañía de mudanzas", "Spring TX", "retiro de basura Houston"],
  /** The default share image headline. */
  headline: "Retiro de basura y mudanzas",
};

export const seo: SiteSeo = {
  site,
  home: {
    title: site.title,
    description: site.description,
    keywords: [...site.keywords, "retiro de muebles", "retiro de electrodomésticos", "vaciado de casas"],
    name: "Inicio",
    headline: site.headline,
  },
};
