import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "../src/routes/admin/csv";
import { quoteRequestsCsv } from "../src/routes/admin/export";
import { noEstimate, type QuoteRequestRow } from "../src/db/quote-requests";
import type { CompletionFacts } from "../src/db/completions-of";
import { owner } from "../src/content/i18n/en/owner";

describe("CSV (RFC 4180, spreadsheet-safe)", () => {
  it("leaves plain cells alone and joins rows with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["1", 2],
      ]),
    ).toBe("a,b\r\n1,2\r\n");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes cells with commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("Spring, TX")).toBe('"Spring, TX"');
    expect(csvCell('the "big" couch')).toBe('"the ""big"" couch"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("prefixes formula starters so spreadsheets show them instead of running them", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 281 555 0147")).toBe("'+1 281 555 0147");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("=1,2")).toBe('"\'=1,2"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  // Issue 43, finding 8: fullwidth starters and a starter after a separator-like character passed.
  it("prefixes fullwidth starters, and starters after leading separators or white space", () => {
    for (const cell of ["＝1+1", "＋1", "－1+1", "＠SUM(A1)", ";=1+1", " =1+1", "\u3000=1", "|=1+1", "；＝1", ";;+1", "\r=1"])
      expect(csvCell(cell).replace(/^"/, ""), JSON.stringify(cell)).toMatch(/^'/);
    expect(csvCell("a;=1")).toBe("a;=1");
    expect(csvCell("Spring; TX")).toBe("Spring; TX");
  });

  it("round-trips through a strict RFC 4180 reader", () => {
    const rows = [
      ["name", "notes"],
      ['O"Brien, Jr.', "two\nlines"],
      ["", "x"],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});

describe("the quote requests export", () => {
  const row: QuoteRequestRow = {
    id: "id-1",
    idempotencyKeyHash: null,
    contentFingerprint: null,
    ...noEstimate,
    onTheWayAt: null,
    onTheWayMinutes: null,
    crewLead: null,
    customerReminderFor: null,
    openedAt: null,
    firstName: "Ana",
    lastName: "Ruiz",
    phone: "2815550104",
    email: "ana@example.com",
    serviceType: "junk-removal",
    cityZip: "77373",
    description: "Garage",
    photoUrls: ["photos/a", "photos/b", "photos/c"],
    status: "scheduled",
    createdAt: new Date("2026-11-22T20:05:00Z"),
    sourcePage: "/",
    locale: "es",
    preferredDate: "2026-11-24",
    preferredWindow: "any",
    bookedDate: "2026-11-25",
    bookedWindow: "11-13",
    landingPage: null,
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    trafficSource: null,
    reminderSentAt: null,
    statusChangedAt: null,
    statusChangedBy: null,
    lastNote: null,
  };

  it("has the wish, the number of photos and the booking, days as YYYY-MM-DD and windows as read", () => {
    const [header, first] = parseCsv(quoteRequestsCsv([row]).replace(/^\uFEFF/, ""));
    const cell = (name: string) => first![header!.indexOf(name)];
    expect(header!.slice(header!.indexOf("Preferred Day"), header!.indexOf("Id") + 1)).toEqual([
      "Preferred Day",
      "Preferred Window",
      "Photos",
      "Booked Day",
      "Booked Window",
      "Id",
    ]);
    expect([cell("Preferred Day"), cell("Preferred Window"), cell("Photos"), cell("Booked Day"), cell("Booked Window")]).toEqual([
      "2026-11-24",
      "any time",
      "3",
      "2026-11-25",
      "11 AM\u20131 PM",
    ]);
  });

  it("leaves them empty (and 0 photos) for a request without them", () => {
    const [header, first] = parseCsv(
      quoteRequestsCsv([
        { ...row, photoUrls: [], preferredDate: null, preferredWindow: null, bookedDate: null, bookedWindow: null },
      ]).replace(/^\uFEFF/, ""),
    );
    expect(first!.slice(header!.indexOf("Preferred Day"), header!.indexOf("Id"))).toEqual(["", "", "0", "", ""]);
  });

  it("ends with the visitor's estimate: in words with the book's item names, the range in plain dollars, the version; empty without one", () => {
    const estimated = {
      ...row,
      estimate: { load: "quarter" as const, items: { mattress: 2 }, stairs: 1 },
      estimateLowCents: 18_050,
      estimateHighCents: 24_000,
      priceBookVersion: 3,
    };
    const books = new Map([[3, { version: 3, createdAt: new Date(), names: { mattress: "Queen mattress" } }]]);
    const [header, first, second] = parseCsv(quoteRequestsCsv([estimated, row], books).replace(/^\uFEFF/, ""));
    const last = header!.indexOf("Last Note");
    expect(header!.slice(last + 1, last + 5)).toEqual(["Estimate", "Estimate Low (USD)", "Estimate High (USD)", "Price Book Version"]);
    expect(first!.slice(last + 1, last + 5)).toEqual([
      "1/4 truck, 2 × Queen mattress, 1 flight of stairs — $180.50–$240",
      "180.50",
      "240.00",
      "3",
    ]);
    expect(second!.slice(last + 1, last + 5)).toEqual(["", "", "", ""]);
  });

  it("ends with the completed job: when, the final amount in plain dollars, how it was paid, where the load went, the review ask; empty cells before", () => {
    const done = (id: string, values: Partial<CompletionFacts>): [string, CompletionFacts] => [
      id,
      {
        quoteRequestId: id,
        finalCents: 42_050,
        paymentMethod: "credit-card",
        disposal: null,
        completedAt: new Date("2026-11-22T20:05:00Z"),
        reviewAskedAt: null,
        reviewRemindedAt: null,
        reviewClickedAt: null,
        reviewClicks: 0,
        ...values,
      },
    ];
    const completions = new Map([
      done("shares", {
        disposal: { shares: { donated: 50, recycled: 20, landfill: 30 }, places: { donated: "=Goodwill" } },
        reviewAskedAt: new Date("2026-11-22T20:06:00Z"),
        reviewClickedAt: new Date("2026-11-25T15:30:00Z"),
        reviewClicks: 3,
      }),
      // Three items, one each way: the shares add up to 100 and the kept-out share is divertedPercent's 67.
      done("items", {
        finalCents: 18_000,
        paymentMethod: "cash",
        disposal: {
          items: [
            { name: "Sofa", went: "donated" },
            { name: "TV", went: "recycled" },
            { name: "Mattress", went: "landfill" },
          ],
        },
      }),
      done("places only", { finalCents: 0, paymentMethod: "check", disposal: { places: { landfill: "McCarty Road" } } }),
    ]);
    const rows = ["shares", "items", "places only", "not completed"].map((id) => ({ ...row, id }));
    const [header, ...lines] = parseCsv(quoteRequestsCsv(rows, new Map(), completions).replace(/^\uFEFF/, ""));
    const start = header!.indexOf("Price Book Version") + 1;
    expect(header!.slice(start)).toEqual([
      "Completed At",
      "Final Amount (USD)",
      "Payment Method",
      "Donated %",
      "Recycled %",
      "Landfill %",
      "Review Asked At",
      "Review Clicked At",
      "Review Clicks",
      // Issue 46: what was paid online, empty for a request with nothing paid online.
      "Deposit (USD)",
      "Paid Online (USD)",
      "Refunded (USD)",
    ]);
    // Houston times (CST in November), as the other time columns.
    expect(lines.map((l) => l.slice(start))).toEqual([
      ["2026-11-22 14:05", "420.50", "Credit Card", "50", "20", "30", "2026-11-22 14:06", "2026-11-25 09:30", "3", "", "", ""],
      ["2026-11-22 14:05", "180.00", "Cash", "33", "34", "33", "", "", "0", "", "", ""],
      ["2026-11-22 14:05", "0.00", "Check", "", "", "", "", "", "0", "", "", ""],
      ["", "", "", "", "", "", "", "", "", "", "", ""],
    ]);
    // The earlier columns stay where they were.
    expect(header!.slice(0, start)).toEqual(owner.csvHeader);
  });
});

// A minimal RFC 4180 parser, written independently of the writer, to check the round trip.
function parseCsv(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}
