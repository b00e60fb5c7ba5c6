import { describe, expect, it } from "vitest";
import { completionQuote } from "../src/use-cases/completion-quote";

// Issue 42, item 4: which price quote a job's completion starts from, apart from the form that shows it.

const quote = (version: number, highCents: number, approvedAt: Date | null = null) => ({ version, highCents, approvedAt });

describe("the price quote a completion counts", () => {
  it("is the one the customer approved, even when a newer one was written", () => {
    const versions = [quote(3, 30_000), quote(2, 24_000, new Date("2026-05-01T15:00:00Z")), quote(1, 18_000)];
    expect(completionQuote(versions)).toEqual({ version: 2, approved: true, amountCents: 24_000 });
  });

  it("is the newest when none was approved, at its range's high end", () => {
    expect(completionQuote([quote(2, 26_000), quote(1, 18_000)])).toEqual({ version: 2, approved: false, amountCents: 26_000 });
  });

  it("is none without a quote", () => {
    expect(completionQuote([])).toBeNull();
  });
});
