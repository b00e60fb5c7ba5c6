import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/password";
import { schema } from "../src/db";
import { openWindows, readCapacity } from "../src/db/window-capacity";
import { call, db, postForm, sessionToken, signedIn } from "./admin-helpers";
import { textOf } from "./html";

// Issue 32, item 7: the Schedule screen's "Jobs per arrival window", which decides where customers
// may move their own booking. Owners set it (one number for every day, weekdays that differ);
// staff read it; a bad number is refused with the form again and nothing stored.

let ownerCookie = "";
let staffCookie = "";
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const schedule = async (cookie: string, query = "") => {
  const res = await call(`/admin/schedule${query}`, { cookie });
  expect(res.status).toBe(200);
  return html(res);
};
const panel = (page: string) => {
  const start = page.indexOf('<section aria-labelledby="capacity-heading"');
  expect(start).toBeGreaterThan(0);
  return page.slice(start, page.indexOf("</section>", start));
};
const save = (fields: Record<string, string>, cookie = ownerCookie, origin?: string) =>
  postForm("/admin/schedule/capacity", fields, { cookie, origin });
/** An input's value by its name, as the form shows it. */
const valueOf = (markup: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(markup)?.[1];
const blankWeek = { day0: "", day1: "", day2: "", day3: "", day4: "", day5: "", day6: "" };

beforeAll(async () => {
  ownerCookie = (await signedIn()).cookie;
  const [staff] = await db
    .insert(schema.users)
    .values({ username: `staff-${crypto.randomUUID().slice(0, 6)}`, password: await hashPassword("a long enough password"), role: "staff" })
    .returning();
  const res = await postForm("/admin/sign-in", { username: staff!.username, password: "a long enough password" }, { ip: "198.51.100.232" });
  staffCookie = `__Host-session=${sessionToken(res)}`;
});

describe("Jobs per arrival window, for an owner", () => {
  it("shows the form with the numbers in force (one job, every day, to start) and says what it decides", async () => {
    const form = panel(await schedule(ownerCookie));
    expect(form).toContain("Jobs per arrival window");
    expect(form).toContain("Customers can move their booking from their own page only into an arrival window with a free place");
    expect(form).toContain('action="/admin/schedule/capacity"');
    expect(valueOf(form, "everyDay")).toBe("1");
    for (const day of Object.keys(blankWeek)) expect(valueOf(form, day)).toBe("");
    // Every field has its label.
    for (const id of ["capacity-every-day", ...Object.keys(blankWeek).map((d) => `capacity-${d}`)])
      expect(form).toContain(`<label for="${id}"`);
  });

  it("saves one number for every day and the weekdays that differ; a blank weekday is the every-day number", async () => {
    const res = await save({ everyDay: "3", ...blankWeek, day6: "0", day5: " 5 " });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/schedule?capacity=saved#capacity-heading");
    expect(await readCapacity(db)).toEqual({ everyDay: 3, weekdays: { 5: 5, 6: 0 } });

    const form = panel(await schedule(ownerCookie, "?capacity=saved"));
    expect(form).toContain("Jobs per arrival window saved.");
    expect(valueOf(form, "everyDay")).toBe("3");
    expect(valueOf(form, "day5")).toBe("5");
    expect(valueOf(form, "day6")).toBe("0");
    expect(valueOf(form, "day1")).toBe("");

    // Saving again replaces it: Friday blank now follows every day.
    expect((await save({ everyDay: "2", ...blankWeek, day6: "0" })).status).toBe(303);
    expect(await readCapacity(db)).toEqual({ everyDay: 2, weekdays: { 6: 0 } });
  });

  it("decides the windows customers may move into: 0 every day leaves none open", async () => {
    expect((await save({ everyDay: "0", ...blankWeek })).status).toBe(303);
    expect((await openWindows(db)).every((day) => day.windows.length === 0)).toBe(true);
    expect((await save({ everyDay: "1", ...blankWeek })).status).toBe(303);
    expect((await openWindows(db, { days: 3 })).slice(1).every((day) => day.windows.length > 0)).toBe(true);
  });

  it.each([
    [{ everyDay: "" }, "everyDay", "Enter how many jobs fit in one arrival window, 0 to 50"],
    [{ everyDay: "51" }, "everyDay", "Enter a whole number from 0 to 50"],
    [{ everyDay: "-1" }, "everyDay", "Enter a whole number from 0 to 50"],
    [{ everyDay: "2.5" }, "everyDay", "Enter a whole number from 0 to 50"],
    [{ everyDay: "1e1" }, "everyDay", "Enter a whole number from 0 to 50"],
    [{ everyDay: "2", day3: "many" }, "day3", "Enter a whole number from 0 to 50, or leave it blank"],
    [{ everyDay: "2", day0: "999" }, "day0", "Enter a whole number from 0 to 50, or leave it blank"],
  ])(
    "refuses %o with 400, the form again with what was typed and the reason by the field, and stores nothing",
    async (fields, field, message) => {
      expect((await save({ everyDay: "4", ...blankWeek })).status).toBe(303);
      const res = await save({ ...blankWeek, ...fields });
      expect(res.status).toBe(400);
      const form = panel(await html(res));
      expect(form).toContain("Nothing was saved: fix the numbers marked below.");
      const id = field === "everyDay" ? "capacity-every-day" : `capacity-${field}`;
      expect(form).toContain(`<p id="${id}-error" class="mt-1 text-sm font-medium text-red-700">${message}</p>`);
      expect(form).toMatch(new RegExp(`<input id="${id}"[^>]*aria-invalid="true"[^>]*aria-describedby="${id}-error"`));
      expect(valueOf(form, field)).toBe((fields as Record<string, string>)[field]);
      expect(await readCapacity(db)).toEqual({ everyDay: 4, weekdays: {} });
    },
  );

  it("refuses another site's post, and a signed-out one", async () => {
    const before = await readCapacity(db);
    expect((await save({ everyDay: "9", ...blankWeek }, ownerCookie, "https://evil.example")).status).toBe(403);
    const signedOut = await postForm("/admin/schedule/capacity", { everyDay: "9" });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    expect(await readCapacity(db)).toEqual(before);
  });
});

describe("Jobs per arrival window, for staff", () => {
  it("shows the numbers read-only, with no form", async () => {
    expect((await save({ everyDay: "2", ...blankWeek, day6: "0" })).status).toBe(303);
    const numbers = panel(await schedule(staffCookie));
    expect(numbers).not.toContain("<form");
    expect(numbers).not.toContain("<input");
    const text = textOf(numbers);
    expect(text).toContain("Every day 2 jobs");
    expect(text).toContain("Saturday 0 jobs");
    expect(text).toContain("Only an owner can change these numbers.");
  });

  it("refuses a staff member's post with 403 and changes nothing", async () => {
    const before = await readCapacity(db);
    const res = await save({ everyDay: "7", ...blankWeek }, staffCookie);
    expect(res.status).toBe(403);
    expect(await readCapacity(db)).toEqual(before);
    const rows = await env.DB.prepare("SELECT weekday, jobs FROM window_capacity ORDER BY weekday").all();
    expect(rows.results).toEqual([
      { weekday: -1, jobs: 2 },
      { weekday: 6, jobs: 0 },
    ]);
  });
});
