import { beforeAll, describe, expect, it } from "vitest";
import { markReviewAsked, recordReviewClick, saveCompletion } from "../src/db/job-completions";
import { call, db, seedRequest, signedIn } from "./admin-helpers";

// Issue 33, section 4: a completed job's facts in the owner's CSV export and in the members' JSON API,
// read from the database as the routes serve them; a request not completed has empty cells and null.

let cookie = "";
const ids = { done: "", open: "" };
const completedAt = new Date("2026-11-20T16:30:00Z");
const askedAt = new Date("2026-11-20T17:00:00Z");
const clickedAt = new Date("2026-11-21T14:15:00Z");

beforeAll(async () => {
  ({ cookie } = await signedIn());
  const done = await seedRequest({ firstName: "Finished", lastName: "Tapia", status: "scheduled" });
  await saveCompletion(
    db,
    done,
    {
      finalCents: 38_575,
      paymentMethod: "check",
      workDone: "Garage cleared",
      disposal: { shares: { donated: 40, recycled: 25, landfill: 35 }, places: { donated: '=HYPERLINK("https://evil.example")' } },
    },
    "carlos",
    completedAt,
  );
  await markReviewAsked(db, done.id, ["page"], askedAt);
  await recordReviewClick(db, done.id, clickedAt);
  await recordReviewClick(db, done.id, new Date(clickedAt.getTime() + 60_000));
  const open = await seedRequest({ firstName: "Unfinished", lastName: "Tapia", status: "scheduled" });
  ids.done = done.id;
  ids.open = open.id;
});

describe("the CSV export", () => {
  it("ends with the completed job's nine columns, Houston times and plain dollars; empty for a job not done", async () => {
    const res = await call("/admin/export.csv?q=Tapia", { cookie });
    expect(res.status).toBe(200);
    const [header, ...lines] = (await res.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    // Issue 46 added three payment columns after these nine.
    expect(header!.split(",").slice(-12, -3)).toEqual([
      "Completed At",
      "Final Amount (USD)",
      "Payment Method",
      "Donated %",
      "Recycled %",
      "Landfill %",
      "Review Asked At",
      "Review Clicked At",
      "Review Clicks",
    ]);
    expect(lines).toHaveLength(2);
    const line = (id: string) => lines.find((l) => l.includes(id))!;
    // 10:30 and 11:00 CST on Nov 20, 8:15 on Nov 21; two clicks, the first one's time kept.
    expect(line(ids.done).endsWith(",2026-11-20 10:30,385.75,Check,40,25,35,2026-11-20 11:00,2026-11-21 08:15,2,,,")).toBe(true);
    expect(line(ids.open).endsWith(`,${",".repeat(11)}`)).toBe(true);
    // The place names are not exported; nothing of the record reaches a cell as a formula.
    expect(line(ids.done)).not.toContain("HYPERLINK");
  });
});

describe("the JSON API", () => {
  const expected = {
    finalCents: 38_575,
    paymentMethod: "check",
    completedAt: completedAt.toISOString(),
    disposal: { shares: { donated: 40, recycled: 25, landfill: 35 }, places: { donated: '=HYPERLINK("https://evil.example")' } },
    review: { askedAt: askedAt.toISOString(), remindedAt: null, clickedAt: clickedAt.toISOString(), clicks: 2 },
  };

  it("a request carries its completion as one value; null before the job is done", async () => {
    const one = async (id: string) =>
      ((await (await call(`/api/quote-requests/${id}`, { cookie })).json()) as { request: { completion: unknown } }).request.completion;
    expect(await one(ids.done)).toEqual(expected);
    expect(await one(ids.open)).toBeNull();
  });

  it("so does each item of the list", async () => {
    const res = await call("/api/quote-requests?q=Tapia", { cookie });
    const list = (await res.json()) as { items: { id: string; completion: unknown }[] };
    expect(Object.fromEntries(list.items.map((i) => [i.id, i.completion]))).toEqual({ [ids.done]: expected, [ids.open]: null });
  });
});
