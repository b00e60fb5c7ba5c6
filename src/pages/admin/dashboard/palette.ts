// Chart colours. Each has at least 4.5:1 contrast on white (test/dashboard-chart.test.ts), more
// than the 3:1 that graphics need, so a bar's colour also works as its label's. The four service
// colours are Okabe and Ito's colour-blind-safe hues, darkened for that contrast; the charts also
// separate stacked parts with a white line and list the numbers in a table.
export const serviceColors: Record<string, string> = {
  "junk-removal": "#0068a3",
  "moving-services": "#b34700",
  "cleanout-services": "#00735a",
  "demo-removal": "#9c3d78",
  other: "#4b5563",
};
export const requestColor = "#1e293b";
export const callColor = "#0068a3";
export const onTimeColor = "#475569";
export const lateColor = "#b34700";
export const promiseColor = "#a61b1b";
export const gridColor = "#e2e8f0";
export const axisTextColor = "#475569";
// Issue 31: requests with a visitor's estimate and without; quotes booked and not (yet) booked.
export const estimatedColor = "#00735a";
export const bookedColor = "#0068a3";
export const notYetColor = "#64748b";
// Issue 33: revenue from completed jobs; the review asks.
export const revenueColor = "#00735a";
export const reviewColor = "#6b3fa0";
