import { business } from "../../../config/business";
import { licences as english, type LicenceWords } from "../en/licences";

// The mover's licence box (moving page) and footer line in Spanish, shaped like ../en/licences.ts. The
// numbers and the regulators' lookup pages are the same; those pages are in English only, so the
// links say so.

export const licences: LicenceWords = {
  heading: "Compañía de mudanzas con licencia en Texas",
  text: "En Texas, toda compañía que hace mudanzas de artículos del hogar debe estar registrada ante el Departamento de Vehículos Motorizados de Texas (TxDMV) y el Departamento de Transporte de los Estados Unidos (USDOT). Verifique nuestros números antes de contratarnos.",
  numbers: [
    {
      label: "Certificado de la TxDMV",
      value: business.licences.txdmv,
      lookup: { href: english.numbers[0].lookup.href, text: "Verifíquelo en TxDMV Truck Stop (en inglés)" },
    },
    {
      label: "Número USDOT",
      value: business.licences.usdot,
      lookup: { href: english.numbers[1].lookup.href, text: "Verifíquelo en FMCSA SAFER (en inglés)" },
    },
  ],
  footerLine: `TxDMV núm. ${business.licences.txdmv} · USDOT núm. ${business.licences.usdot}`,
};
