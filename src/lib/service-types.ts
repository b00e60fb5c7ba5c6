// The quote form's serviceType values, as the spec lists them. Each language's catalogue names them
// (ui.form.serviceOptions; src/content/i18n serviceTypeLabel).
export const serviceTypeValues = ["junk-removal", "moving-services", "cleanout-services", "demo-removal"] as const;

export type ServiceTypeValue = (typeof serviceTypeValues)[number];
