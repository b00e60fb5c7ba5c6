// The quote form's serviceType options (value, label), as the spec lists them.
export const serviceTypeOptions = [
  { value: "junk-removal", label: "Junk Removal" },
  { value: "moving-services", label: "Moving Services" },
  { value: "cleanout-services", label: "Cleanout Services" },
  { value: "demo-removal", label: "Demo & Removal" },
] as const;

export type ServiceTypeValue = (typeof serviceTypeOptions)[number]["value"];
export const serviceTypeValues = serviceTypeOptions.map((o) => o.value) as [ServiceTypeValue, ...ServiceTypeValue[]];
export const serviceTypeLabel = (value: string) => serviceTypeOptions.find((o) => o.value === value)?.label ?? value;
