import { describe, expect, it } from "vitest";
import * as palette from "../src/pages/admin/dashboard/palette";
import { countAxis, hoursAxis, pct } from "../src/pages/admin/dashboard/scale";
import { durationText } from "../src/pages/admin/dashboard/text";

// The dashboard's small chart helpers: colours readable on white, axes with round steps, durations.

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string) {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe("chart colours", () => {
  it("every colour but the gridlines' has at least 4.5:1 contrast on white (AA for text; graphics need 3:1)", () => {
    const { gridColor: _, serviceColors, ...single } = palette;
    const colors = { ...serviceColors, ...single };
    for (const [name, hex] of Object.entries(colors)) expect(contrastOnWhite(hex), name).toBeGreaterThanOrEqual(4.5);
  });

  it("the four services have four different colours", () => {
    const { other: _, ...services } = palette.serviceColors;
    expect(new Set(Object.values(services)).size).toBe(4);
  });
});

describe("axes", () => {
  it("counts: steps of 1, 2 or 5 times a power of ten, never below 1, the top at or above the largest value", () => {
    expect(countAxis(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(countAxis(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(countAxis(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countAxis(469)).toEqual({ top: 600, ticks: [0, 200, 400, 600] });
    expect(countAxis(1000)).toEqual({ top: 1000, ticks: [0, 500, 1000] });
    expect(countAxis(1001).top).toBe(1500);
  });

  it("hours: always shows the promise with room above it, steps of 6, 12 or 24 hours, capped at four days", () => {
    expect(hoursAxis(2, 24)).toEqual({ top: 36, ticks: [0, 6, 12, 18, 24, 30, 36] });
    expect(hoursAxis(50, 24)).toEqual({ top: 60, ticks: [0, 12, 24, 36, 48, 60] });
    expect(hoursAxis(500, 24)).toEqual({ top: 96, ticks: [0, 24, 48, 72, 96] });
  });

  it("percentages stay short", () => {
    expect(pct(1 / 3)).toBe("33.33%");
    expect(pct(0)).toBe("0%");
  });
});

describe("durations as the owner reads them", () => {
  it("minutes, hours with a decimal under ten, whole hours, then days", () => {
    const h = 3_600_000;
    expect(durationText(10_000)).toBe("1 min");
    expect(durationText(0.66 * h)).toBe("40 min");
    expect(durationText(3.5 * h)).toBe("3.5 h");
    expect(durationText(26.4 * h)).toBe("26 h");
    expect(durationText(84 * h)).toBe("3.5 days");
  });
});
