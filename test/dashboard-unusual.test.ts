import { describe, expect, it } from "vitest";
import { unusualDays } from "../src/pages/admin/dashboard/unusual-days";

// The dashboard's rule for a day of call taps far above the usual: more than three times the
// median day of the range and at least 10 more than it (days without taps count as usual days).

const flagged = (perDay: number[]) => unusualDays(perDay).unusual.flatMap((u, i) => (u ? [i] : []));

describe("an unusual day of call taps", () => {
  it("in a quiet range (the median day has none), any day over 10", () => {
    expect(unusualDays([0, 0, 1, 0, 2, 0, 11])).toEqual({ usual: 0, limit: 10, unusual: [false, false, false, false, false, false, true] });
    expect(flagged([0, 0, 0, 10, 0])).toEqual([]);
    expect(flagged([0, 0, 0, 40, 0])).toEqual([3]);
  });

  it("in a steady range, over usual + 10 while that is more than three times the usual", () => {
    // Median 4: the limit is max(12, 14) = 14.
    expect(unusualDays([3, 4, 5, 4, 4, 14, 15])).toMatchObject({ usual: 4, limit: 14 });
    expect(flagged([3, 4, 5, 4, 4, 14, 15])).toEqual([6]);
  });

  it("in a busy range, over three times the usual", () => {
    // Median 20: the limit is max(60, 30) = 60.
    expect(unusualDays([18, 20, 22, 20, 20, 60, 61])).toMatchObject({ usual: 20, limit: 60 });
    expect(flagged([18, 20, 22, 20, 20, 60, 61])).toEqual([6]);
  });

  it("the median of an even number of days is the mean of the middle two", () => {
    expect(unusualDays([1, 2, 3, 4])).toMatchObject({ usual: 2.5, limit: 12.5 });
    expect(flagged([1, 2, 3, 4, 2, 13])).toEqual([5]);
  });

  it("a spike does not raise the bar it is measured against", () => {
    const month = [...Array(27).fill(2), 500, 480, 2];
    expect(unusualDays(month).usual).toBe(2);
    expect(flagged(month)).toEqual([27, 28]);
  });

  it("no days, or no taps at all: nothing unusual", () => {
    expect(unusualDays([])).toEqual({ usual: 0, limit: 10, unusual: [] });
    expect(flagged(Array(364).fill(0))).toEqual([]);
  });

  it("does not reorder or change the days it is given", () => {
    const days = [5, 1, 90, 3];
    unusualDays(days);
    expect(days).toEqual([5, 1, 90, 3]);
  });
});
