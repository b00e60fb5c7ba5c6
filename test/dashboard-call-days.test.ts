import { beforeAll, describe, expect, it } from "vitest";
import { recentWeeks } from "../src/calendar/weeks";
import { addDays } from "../src/lib/houston-time";
import { dayLabel } from "../src/pages/admin/dashboard/text";
import { call, signedIn } from "./admin-helpers";
import { card, emptyTables, seedCalls, tableRows } from "./dashboard-helpers";
import { textOf } from "./html";

// Security review: the owner sees call taps per day, and a day far above the usual is marked
// "Unusual" in words (a flood of taps from a script shows up as such a day).

let cookie = "";
const screen = async (path: string) => {
  const res = await call(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
};

const weeks = recentWeeks(4);
const day = (i: number, d: number) => addDays(weeks[i]!.start, d);
const spike = day(1, 2);

beforeAll(async () => {
  ({ cookie } = await signedIn());
  await emptyTables();
  // A quiet first week: 1 to 3 taps a day.
  for (const [d, n] of [2, 3, 1, 2, 2, 3, 2].entries()) await seedCalls(day(0, d), "/conroe-tx", n);
  // The spike, over two pages: 70 taps in a day.
  await seedCalls(spike, "/spring-tx", 50);
  await seedCalls(spike, "/conroe-tx", 20);
  // Not call taps, and a day before the four weeks: neither is in the chart.
  await seedCalls(day(2, 0), "/conroe-tx", 90, "view");
  await seedCalls(addDays(weeks[0]!.start, -1), "/conroe-tx", 500);
});

describe("call taps per day on the dashboard", () => {
  it("lists each day with taps, oldest first, summed over pages, and marks the spike Unusual in words", async () => {
    const rows = tableRows(card(await screen("/admin/dashboard?weeks=4"), "call-days"));
    expect(rows[0]).toEqual(["Day", "Call taps", "Note"]);
    expect(rows.slice(1)).toEqual([
      ...[2, 3, 1, 2, 2, 3, 2].map((n, d) => [dayLabel(day(0, d)), String(n), ""]),
      [dayLabel(spike), "70", "Unusual"],
    ]);
  });

  it("says the rule with this range's numbers, draws the days as columns, and names the unusual day in the chart's text", async () => {
    const html = card(await screen("/admin/dashboard?weeks=4"), "call-days");
    const text = textOf(html);
    // Most days of the four weeks have no taps: the usual day is 0, the limit 10.
    expect(text).toContain("A usual day in these weeks: 0 taps. A day is marked Unusual above 10 taps");
    expect(html).toMatch(
      new RegExp(
        `<svg role="img" aria-labelledby="call-days-chart-alt"[^>]*><title id="call-days-chart-alt">[^<]*Unusual: ${dayLabel(spike)}, 70 taps[^<]*</title>`,
      ),
    );
    // Over the spike's column, the word, not only a colour.
    expect(html).toMatch(/<text[^>]*>Unusual<\/text>/);
  });

  it("over 12 weeks the day before the four is in too, and a day of 500 taps is unusual there as well", async () => {
    const rows = tableRows(card(await screen("/admin/dashboard?weeks=12"), "call-days"));
    expect(rows[1]).toEqual([dayLabel(addDays(weeks[0]!.start, -1)), "500", "Unusual"]);
    expect(rows.filter((r) => r[2] === "Unusual")).toHaveLength(2);
  });
});
