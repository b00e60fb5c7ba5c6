import { describe, expect, it } from "vitest";
import {
  checkCompletion,
  completionFieldsFrom,
  completionFieldsOf,
  dollarsText,
  recordsDisposal,
  type CompletionFields,
} from "../src/lib/completion-form";

// Issue 33, item 1: the "Complete the job" form's checks, field by field, as the owner reads them.

const junk = { withDisposal: true };
const fields = (form: Record<string, string>) => completionFieldsOf({ amount: "420", method: "cash", ...form });
const check = (form: Record<string, string>, options = junk) => checkCompletion(fields(form), options);
const errorsOf = (form: Record<string, string>, options = junk) => {
  const result = check(form, options);
  return result.ok ? {} : result.errors;
};

describe("the amount", () => {
  it("takes dollars as typed and stores whole cents", () => {
    for (const [typed, cents] of [
      ["420", 42000],
      ["419.99", 41999],
      ["$1,250.5", 125050],
      [" 0 ", 0],
      ["100000", 10_000_000],
    ] as const) {
      const result = check({ amount: typed });
      expect(result.ok && result.value.finalCents, typed).toBe(cents);
    }
  });

  it("refuses an empty amount, a negative one, more than 2 decimals, words and more than $100,000.00", () => {
    expect(errorsOf({ amount: "  " }).amount).toBe("Enter the amount the customer paid");
    for (const typed of ["-5", "4.205", "four hundred", "1e3", "12.3.4", "1,0,0", ",,,5"])
      expect(errorsOf({ amount: typed }).amount, typed).toBe("Enter dollars and cents, like 420 or 419.99");
    expect(errorsOf({ amount: "100000.01" }).amount).toBe("At most $100,000.00: check for an extra zero");
  });
});

describe("the payment method and notes", () => {
  it("takes only the business's payment methods: the spec's three, Zelle, Venmo and another way (issue 44)", () => {
    for (const m of ["cash", "credit-card", "check", "zelle", "venmo", "other"]) expect(check({ method: m }).ok, m).toBe(true);
    for (const m of ["", "paypal", "Cash", "Venmo"]) expect(errorsOf({ method: m }).method, m).toBe("Choose how the customer paid");
  });

  it("keeps what was done, trimmed, with its line breaks, up to 500 characters as people count them", () => {
    const result = check({ workDone: "  Hauled a sofa.\r\nSwept the garage.  " });
    expect(result.ok && result.value.workDone).toBe("Hauled a sofa.\nSwept the garage.");
    expect(check({ workDone: "😀".repeat(500) }).ok).toBe(true);
    expect(errorsOf({ workDone: "a".repeat(501) }).workDone).toBe("At most 500 characters");
    expect(errorsOf({ workDone: "bell\u0007" }).workDone).toBe("Use letters, numbers and line breaks only");
  });

  it("says every field's reason at once", () => {
    expect(Object.keys(errorsOf({ amount: "", method: "", workDone: "x".repeat(600), "share-donated": "5" })).sort()).toEqual([
      "amount",
      "method",
      "shares",
      "workDone",
    ]);
  });
});

describe("where the load went", () => {
  it("is not recorded when nothing is given", () => {
    const result = check({});
    expect(result.ok && result.value.disposal).toBeNull();
  });

  it("takes shares that add up to 100, an empty share counting as 0", () => {
    const result = check({ "share-donated": "40", "share-recycled": "60%", "share-landfill": "" });
    expect(result.ok && result.value.disposal).toEqual({ shares: { donated: 40, recycled: 60, landfill: 0 } });
  });

  it("refuses shares that do not add up to 100, or that are not whole percents", () => {
    expect(errorsOf({ "share-donated": "40", "share-landfill": "50" }).shares).toBe("The shares must add up to 100% (now 90%)");
    expect(errorsOf({ "share-donated": "33.3", "share-landfill": "66.7" }).shares).toBe("Each share is a whole percent from 0 to 100");
    expect(errorsOf({ "share-donated": "150", "share-landfill": "-50" }).shares).toBe("Each share is a whole percent from 0 to 100");
  });

  it("takes the items filled in, in order, skipping empty rows", () => {
    const result = check({
      "item-0-name": " Sofa ",
      "item-0-went": "donated",
      "item-2-name": "Old fridge",
      "item-2-went": "recycled",
    });
    expect(result.ok && result.value.disposal).toEqual({
      items: [
        { name: "Sofa", went: "donated" },
        { name: "Old fridge", went: "recycled" },
      ],
    });
  });

  it("refuses an item without a name, or without where it went, or too long", () => {
    expect(errorsOf({ "item-0-went": "landfill" }).items).toBe("Name each item, or clear its row");
    expect(errorsOf({ "item-0-name": "Sofa" }).items).toBe("Choose where “Sofa” went");
    expect(errorsOf({ "item-0-name": "Sofa", "item-0-went": "ocean" }).items).toBe("Choose where “Sofa” went");
    expect(errorsOf({ "item-0-name": "x".repeat(81), "item-0-went": "landfill" }).items).toBe(
      "An item's name can be at most 80 characters",
    );
    expect(errorsOf({ "item-0-name": "So\nfa", "item-0-went": "landfill" }).items).toBe("Write each item's name on one line");
  });

  it("reads at most 20 item rows", () => {
    const form: Record<string, string> = {};
    for (let i = 0; i < 25; i++) Object.assign(form, { [`item-${i}-name`]: `Box ${i}`, [`item-${i}-went`]: "landfill" });
    const result = check(form);
    expect(result.ok && result.value.disposal?.items?.length).toBe(20);
  });

  it("keeps the places named, one line each, up to 80 characters", () => {
    const result = check({ "place-donated": " Goodwill Spring ", "place-landfill": "" });
    expect(result.ok && result.value.disposal).toEqual({ places: { donated: "Goodwill Spring" } });
    expect(errorsOf({ "place-recycled": "y".repeat(81) }).places).toBe("A place's name can be at most 80 characters");
    expect(errorsOf({ "place-recycled": "A\nB" }).places).toBe("Write each place's name on one line");
  });

  it("is not read for a move", () => {
    const result = check({ "share-donated": "5", "item-0-name": "Sofa" }, { withDisposal: false });
    expect(result.ok && result.value.disposal).toBeNull();
    expect(recordsDisposal("moving-services")).toBe(false);
    expect(recordsDisposal("junk-removal")).toBe(true);
    expect(recordsDisposal("cleanout-services")).toBe(true);
  });
});

describe("the fields again", () => {
  it("start from the quote's amount for a new completion, and from the record to correct one", () => {
    expect(completionFieldsFrom(null, 42050).amount).toBe("420.50");
    expect(completionFieldsFrom(null).amount).toBe("");
    const saved = {
      finalCents: 42000,
      paymentMethod: "check" as const,
      workDone: "Garage",
      disposal: {
        shares: { donated: 10, recycled: 20, landfill: 70 },
        items: [{ name: "Sofa", went: "donated" as const }],
        places: { donated: "Goodwill" },
      },
    };
    const again: CompletionFields = completionFieldsFrom(saved, 99);
    expect(again).toEqual({
      amount: "420",
      method: "check",
      workDone: "Garage",
      shares: { donated: "10", recycled: "20", landfill: "70" },
      items: [{ name: "Sofa", went: "donated" }],
      places: { donated: "Goodwill", recycled: "", landfill: "" },
    });
    // What the form shows again is what was stored.
    const result = checkCompletion(again, junk);
    expect(result.ok && result.value).toEqual(saved);
  });

  it("say amounts to the cent", () => {
    expect(dollarsText(42000)).toBe("$420.00");
    expect(dollarsText(125050)).toBe("$1,250.50");
  });
});
