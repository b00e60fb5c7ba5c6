import { Buffer } from "node:buffer";

// A multipart/form-data body read as it streams, one part at a time. request.formData() buffers
// the whole body and every part before anyone can look at it: a 55 MB text field ran the runtime
// out of memory. Here each part's limit is decided from its headers (a text field's is its
// schema's, a photo's the photo limit) and the read stops at the first byte over it, so what is
// held never exceeds the limits, whatever is sent.

export type PartHeaders = { name: string; filename: string | null; contentType: string | null };

export type MultipartLimits = {
  /** Bytes one part may carry, decided from its headers. */
  partBytes: (part: PartHeaders) => number;
  maxParts: number;
  maxHeaderBytes: number;
  /**
   * After a refusal (or any stop before the body's end), how much more of the body is read and
   * dropped before the answer goes out: a client still sending when the server closes often shows
   * "connection reset" instead of the page that says what was wrong, and wrangler's local proxy
   * answers 500 "Network connection lost" in its place. Past this the connection closes.
   */
  drainBytes: number;
};

/** Why a body was refused: a part over its limit (413), too many parts (413), too many files (400), or a body that is no multipart (400). */
export class MultipartRefused extends Error {
  constructor(
    readonly reason: "part-too-large" | "too-many-parts" | "too-many-files" | "malformed",
    readonly part?: PartHeaders,
  ) {
    super(reason);
  }
}

/**
 * How much of a refused body is read and dropped (MultipartLimits.drainBytes): the length the
 * request declared (a browser's form post always does) when that is within `largest`, the largest
 * legal post of its form; none for a body streamed without a length (a script's).
 */
export const drainBudget = (contentLength: string | null | undefined, largest: number) => {
  const declared = Number(contentLength);
  return Number.isSafeInteger(declared) && declared > 0 && declared <= largest ? declared : 0;
};

/** The boundary of a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? "");
  return m ? (m[1] ?? m[2])! : null;
}

const param = (header: string, key: string) => {
  const m = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${key}=([^;\\s"]+)`, "i").exec(header);
  return m ? (m[1] ?? m[2])!.replace(/\\(.)/g, "$1") : null;
};

function parseHeaders(block: string): PartHeaders {
  let disposition = "";
  let contentType: string | null = null;
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    const key = line.slice(0, colon).trim().toLowerCase();
    if (key === "content-disposition") disposition = line.slice(colon + 1);
    else if (key === "content-type") contentType = line.slice(colon + 1).trim();
  }
  const name = param(disposition, "name");
  if (!/^\s*form-data\s*(;|$)/i.test(disposition) || name === null) throw new MultipartRefused("malformed");
  return { name, filename: param(disposition, "filename"), contentType };
}

/**
 * Yields each part with its bytes once the part is complete. Throws MultipartRefused as soon as
 * a part passes its limit, the count passes maxParts, or the body ends before its closing boundary.
 */
export async function* readParts(body: ReadableStream<Uint8Array>, boundary: string, limits: MultipartLimits) {
  const opening = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const reader = body.getReader();
  let buf = Buffer.alloc(0);
  let done = false;
  const more = async () => {
    const next = await reader.read();
    if (next.done) done = true;
    else buf = buf.length ? Buffer.concat([buf, next.value]) : Buffer.from(next.value);
  };
  try {
    // The opening boundary (a preamble is allowed, but short).
    let at: number;
    while ((at = buf.indexOf(opening)) < 0) {
      if (done || buf.length > limits.maxHeaderBytes) throw new MultipartRefused("malformed");
      await more();
    }
    buf = buf.subarray(at + opening.length);
    for (let count = 0; ; count++) {
      while (buf.length < 2 && !done) await more();
      if (buf.subarray(0, 2).toString() === "--") return; // the closing boundary
      if (count >= limits.maxParts) throw new MultipartRefused("too-many-parts");
      let end: number;
      while ((end = buf.indexOf("\r\n\r\n")) < 0) {
        if (done || buf.length > limits.maxHeaderBytes) throw new MultipartRefused("malformed");
        await more();
      }
      if (end > limits.maxHeaderBytes || buf.subarray(0, 2).toString() !== "\r\n") throw new MultipartRefused("malformed");
      const headers = parseHeaders(buf.subarray(2, end).toString("latin1"));
      const limit = limits.partBytes(headers);
      buf = buf.subarray(end + 4);
      // The content: everything before the next delimiter, checked against the limit as it arrives
      // (a delimiter may straddle two chunks, so its length less one byte is held back).
      const chunks: Buffer[] = [];
      let size = 0;
      while ((end = buf.indexOf(delimiter)) < 0) {
        const safe = Math.max(0, buf.length - delimiter.length + 1);
        if (size + safe > limit) throw new MultipartRefused("part-too-large", headers);
        if (safe) {
          chunks.push(buf.subarray(0, safe));
          size += safe;
          buf = buf.subarray(safe);
        }
        if (done) throw new MultipartRefused("malformed");
        await more();
      }
      if (size + end > limit) throw new MultipartRefused("part-too-large", headers);
      chunks.push(buf.subarray(0, end));
      buf = buf.subarray(end + delimiter.length);
      yield { headers, bytes: new Uint8Array(Buffer.concat(chunks)) };
    }
  } finally {
    // Stopped before the body's end: refused here, or by the caller (a field that is no UTF-8). The
    // rest is read and dropped within the budget, then whatever is left is never read.
    if (!done && limits.drainBytes > 0) {
      reader.releaseLock();
      await drain(body, limits.drainBytes);
    } else reader.cancel().catch(() => undefined);
  }
}

/**
 * Reads and drops up to `budget` bytes into one reused buffer (a BYOB reader): chunks read the usual
 * way are each a new allocation, so a drained body costs 64 KB whatever its size. The budget is the
 * length the request declared, and only when that is within the largest legal post (a browser's
 * form post always declares it): the browser, still sending, then shows the page that says what was
 * wrong instead of "connection reset". A body streamed without a length (a script's) is cut off.
 */
export async function drain(body: ReadableStream<Uint8Array>, budget: number) {
  let reader: ReadableStreamBYOBReader | undefined;
  try {
    reader = body.getReader({ mode: "byob" });
    let buffer = new ArrayBuffer(64 * 1024);
    while (budget > 0) {
      const next = await reader.read(new Uint8Array(buffer));
      if (next.done || !next.value) return;
      budget -= next.value.byteLength;
      buffer = next.value.buffer;
    }
  } catch {
    // The client went away, or the body cannot be read this way: nothing left to answer.
  } finally {
    reader?.cancel().catch(() => undefined);
  }
}
