import { describe, expect, it } from "vitest";
import { isLocale, localeOfPath, localePrefix } from "../src/content/locale";

describe("locale of a path", () => {
  it("is Spanish for /es/ and below, English elsewhere", () => {
    expect(localeOfPath("/es/")).toBe("es");
    expect(localeOfPath("/es/retiro-de-basura")).toBe("es");
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/estate-cleanouts")).toBe("en");
    expect(localeOfPath("/junk-removal")).toBe("en");
  });
  it("accepts only the site's languages", () => {
    expect(isLocale("es")).toBe(true);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(localePrefix("es")).toBe("/es");
    expect(localePrefix("en")).toBe("");
  });
});
