// Reads a request body with a byte cap that holds whatever Content-Length claims (or omits):
// the stream is cut off as soon as more than maxBytes have arrived.

export type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413; error: string };

export const maxBodyBytes = 32 * 1024;

const tooLarge: BodyResult = { ok: false, status: 413, error: "Request body is larger than 32 KB" };
const unreadable: BodyResult = { ok: false, status: 400, error: "Request body is not valid UTF-8 text" };

export async function readTextCapped(req: Request, maxBytes = maxBodyBytes): Promise<BodyResult> {
  if (Number(req.headers.get("content-length")) > maxBytes) return tooLarge;
  const bytes = await readBytes(req.body, maxBytes);
  if (bytes === "too-large") return tooLarge;
  if (bytes === "aborted") return { ok: false, status: 400, error: "Request body could not be read" };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return unreadable;
  }
}

async function readBytes(body: ReadableStream<Uint8Array> | null, maxBytes: number) {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return "too-large" as const;
      }
      chunks.push(value);
    }
  } catch {
    return "aborted" as const;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
