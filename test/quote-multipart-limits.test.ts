import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countQuotes, freshIp, postForm, postJson, url, validQuote, inOneRateWindow } from "./quote-helpers";

// Hostile pass 2, item 1: a 55 MB text field in the no-JavaScript form ran the runtime out of
// memory, a 20 MB one came back as a 168 MB error page, and bad posts were never rate-limited.
// Each body here is generated as it is read, and the test counts how much of it the Worker pulled:
// a refusal must come before the rest is read, so what is held stays flat whatever is sent.

const boundary = "----hostileBoundary7MA4YWxkTrZu0gW";
const enc = new TextEncoder();
const MB = 1024 * 1024;

/** A multipart body made lazily: `head` text, then `size` bytes of `fill`, then `tail` (if any). */
function lazyBody(head: string, size: number, tail: string | null, fill = "x") {
  const chunk = enc.encode(fill.repeat(64 * 1024));
  let sent = 0;
  let pulled = 0;
  let stage: "head" | "fill" | "tail" | "end" = "head";
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      let piece: Uint8Array;
      if (stage === "head") {
        piece = enc.encode(head);
        stage = "fill";
      } else if (stage === "fill") {
        piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (sent >= size) stage = tail === null ? "end" : "tail";
      } else if (stage === "tail") {
        piece = enc.encode(tail!);
        stage = "end";
      } else return controller.close();
      pulled += piece.length;
      controller.enqueue(piece);
    },
  });
  return { stream, pulled: () => pulled };
}

const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const textParts = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => part(k, v))
    .join("");

function postStream(stream: ReadableStream<Uint8Array>, ip = freshIp(), extra: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(url, {
      method: "POST",
      body: stream,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        origin: "http://localhost",
        "cf-connecting-ip": ip,
        ...extra,
      },
      redirect: "manual",
    }),
  );
}

const longestRun = (text: string, ch: string) => Math.max(0, ...(text.match(new RegExp(`${ch}+`, "g")) ?? []).map((r) => r.length));
const { description: _d, ...withoutDescription } = validQuote;

describe("the no-JavaScript multipart post under hostile sizes", () => {
  for (const mb of [20, 60]) {
    it(`refuses a ${mb} MB description with 413 after reading no more than its limit, and echoes at most 5,000 characters`, async () => {
      const lastName = `Huge${mb}-${crypto.randomUUID().slice(0, 6)}`;
      const body = lazyBody(
        `${textParts({ ...withoutDescription, lastName, returnTo: "/" })}--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n`,
        mb * MB,
        `\r\n--${boundary}--\r\n`,
      );
      const res = await postStream(body.stream);
      expect(res.status).toBe(413);
      const html = await res.text();
      expect(html).toContain("Your request is too long");
      // The description's limit is 5,000 characters (20,000 bytes at most in UTF-8): the read stops
      // a chunk past it, nowhere near the megabytes behind.
      expect(body.pulled()).toBeLessThan(1 * MB);
      expect(longestRun(html, "x")).toBeLessThanOrEqual(5000);
      expect(html.length).toBeLessThan(400_000);
      expect(await countQuotes("last_name = ?", lastName)).toBe(0);
    });
  }

  it("after a photo over 10 MB in a post that declares its length, reads and drops the rest so the browser gets its page", async () => {
    const head = `${textParts({ ...validQuote, returnTo: "/" })}--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const size = 30 * MB;
    const body = lazyBody(head, size, tail);
    const res = await postStream(body.stream, freshIp(), { "content-length": String(enc.encode(head).length + size + tail.length) });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("Each photo must be 10 MB or smaller");
    expect(body.pulled()).toBe(enc.encode(head).length + size + tail.length);
  });

  it("cuts off a photo over 10 MB streamed without a length (a script's) at once", async () => {
    const head = `${textParts({ ...validQuote, returnTo: "/" })}--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const body = lazyBody(head, 200 * MB, `\r\n--${boundary}--\r\n`);
    const res = await postStream(body.stream);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("Each photo must be 10 MB or smaller");
    expect(body.pulled()).toBeLessThan(11 * MB);
  });

  it("refuses a body of 100,000 tiny parts with 413 once it passes 64 parts, reading almost none of them", async () => {
    let pulls = 0;
    const many = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(enc.encode(textParts(validQuote)));
      },
      pull(controller) {
        if (++pulls > 100) return controller.close();
        controller.enqueue(enc.encode(part("x", "1").repeat(1000)));
      },
    });
    const res = await postStream(many);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("Your request is too long");
    expect(pulls).toBeLessThan(5);
  });

  it("stops at the eighth photo part of a post declaring 20 of 2 MB each: 400 with the photos message, the rest never read", async () => {
    const lastName = `ManyFiles-${crypto.randomUUID().slice(0, 6)}`;
    const photo = (i: number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${"z".repeat(2 * MB)}\r\n`;
    let next = 0;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = enc.encode(
          next === 0 ? textParts({ ...validQuote, lastName, returnTo: "/" }) : next <= 20 ? photo(next) : `--${boundary}--\r\n`,
        );
        if (next++ > 21) return controller.close();
        pulled += piece.length;
        controller.enqueue(piece);
      },
    });
    const res = await postStream(stream);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Add up to 6 photos");
    // Seven parts of 2 MB at most were read (six photos and room for an empty file input), and a part in flight.
    expect(pulled).toBeLessThan(9 * 2 * MB);
    expect(await countQuotes("last_name = ?", lastName)).toBe(0);
  });

  it("answers a part that never reaches its end boundary with 400, not a hang or a 500", async () => {
    const lastName = `Unended-${crypto.randomUUID().slice(0, 6)}`;
    const body = lazyBody(
      textParts({ ...withoutDescription, lastName, returnTo: "/" }) +
        `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n`,
      1000,
      null,
    );
    const res = await postStream(body.stream);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Your request could not be read");
    expect(await countQuotes("last_name = ?", lastName)).toBe(0);
  });

  it("refuses an 11 MB photo part with 413 while it streams, keeping the typed values on the page", async () => {
    const lastName = `BigPhoto-${crypto.randomUUID().slice(0, 6)}`;
    const head = `${textParts({ ...validQuote, lastName, returnTo: "/" })}--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const body = lazyBody(head, 11 * MB, `\r\n--${boundary}--\r\n`);
    const res = await postStream(body.stream);
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain("Each photo must be 10 MB or smaller");
    expect(html).toContain(lastName);
    expect(await countQuotes("last_name = ?", lastName)).toBe(0);
  });

  it("echoes a 20,000-character description in a urlencoded post back cut at its 5,000-character limit", async () => {
    const res = await postForm({ ...validQuote, description: "y".repeat(20_000), returnTo: "/" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Must be 5000 characters or fewer");
    expect(longestRun(html, "y")).toBe(5000);
  });
});

describe("invalid posts count against the client's rate limit", () => {
  it("answers the sixth invalid form post in a minute from one client with 429 and a short page", async () => {
    await inOneRateWindow(async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await postForm({ ...validQuote, email: "nope", description: "z".repeat(4000), returnTo: "/" }, { "cf-connecting-ip": ip }))
            .status,
        );
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    });
  });

  it("answers the sixth oversized multipart post in a minute from one client with 429", async () => {
    await inOneRateWindow(async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const body = lazyBody(
          `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n`,
          2 * MB,
          `\r\n--${boundary}--\r\n`,
        );
        statuses.push((await postStream(body.stream, ip)).status);
      }
      expect(statuses).toEqual([413, 413, 413, 413, 413, 429]);
    });
  });

  it("answers the sixth invalid JSON request in a minute from one client with 429 and Retry-After", async () => {
    await inOneRateWindow(async () => {
      const ip = freshIp();
      const answers: Response[] = [];
      for (let i = 0; i < 6; i++) answers.push(await postJson({ ...validQuote, phone: "call me" }, { "cf-connecting-ip": ip }));
      expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 429]);
      expect(answers[5]!.headers.get("retry-after")).toBe("60");
      // A valid request from the same client now waits its minute too.
      expect((await postJson(validQuote, { "cf-connecting-ip": ip })).status).toBe(429);
    });
  });
});
