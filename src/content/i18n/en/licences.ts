import { business } from "../../../config/business";
import type { Translation } from "../translation";

// How the mover's two licence numbers (business.ts) are shown: the moving page's box and the
// footer line. The lookup pages are the regulators' own, so a customer can check the numbers there.

export const licences = {
  heading: "Licensed Texas mover",
  text: "Texas requires a household-goods mover to be registered with the Texas Department of Motor Vehicles and the U.S. Department of Transportation. Check our numbers before you book.",
  numbers: [
    {
      label: "TxDMV certificate",
      value: business.licences.txdmv,
      lookup: { href: "https://apps.txdmv.gov/apps/mccs/truckstop/", text: "Look it up on TxDMV Truck Stop" },
    },
    {
      label: "USDOT number",
      value: business.licences.usdot,
      lookup: { href: "https://safer.fmcsa.dot.gov/CompanySnapshot.aspx", text: "Look it up on FMCSA SAFER" },
    },
  ],
  footerLine: `TxDMV No. ${business.licences.txdmv} · USDOT No. ${business.licences.usdot}`,
} as const;

export type LicenceWords = Translation<typeof licences>;
