import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "../src/routes/admin/csv";

describe("CSV (RFC 4180, spreadsheet-safe)", () => {
  it("leaves plain cells alone and joins rows with CRLF", () => {
    expect(toCsv([["a", "b"], ["1", 2]])).toBe("a,b\r\n1,2\r\n");
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
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe("\"'=HYPERLINK(\"\"http://evil\"\")\"");
    expect(csvCell("+1 281 555 0147")).toBe("'+1 281 555 0147");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("=1,2")).toBe("\"'=1,2\"");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("round-trips through a strict RFC 4180 reader", () => {
    const rows = [["name", "notes"], ['O"Brien, Jr.', "two\nlines"], ["", "x"]];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
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
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") row.push(cell), (cell = "");
    else if (ch === "\r" && text[i + 1] === "\n") row.push(cell), rows.push(row), (row = []), (cell = ""), i++;
    else cell += ch;
  }
  return rows;
}
