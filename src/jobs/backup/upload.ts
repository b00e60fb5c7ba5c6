// Writing a stream of unknown length to R2: put() needs the length up front, so the bytes are
// gathered; past one part's size they go up as a multipart upload instead, a part at a time, so
// memory holds at most about one part whatever the database's size. R2 wants every part but the
// last of one size, of at least 5 MiB.

export const defaultPartBytes = 8 * 1024 * 1024;

/** Uploads `stream` to `key` and returns its size in bytes. */
export async function putStream(
  bucket: R2Bucket,
  key: string,
  stream: ReadableStream<Uint8Array>,
  options: R2PutOptions & R2MultipartOptions,
  partBytes = defaultPartBytes,
) {
  let chunks: Uint8Array[] = [];
  let held = 0;
  let total = 0;
  let upload: R2MultipartUpload | undefined;
  const parts: R2UploadedPart[] = [];
  const take = (bytes: number) => {
    const out = new Uint8Array(bytes);
    let at = 0;
    while (at < bytes) {
      const chunk = chunks[0]!;
      const n = Math.min(chunk.byteLength, bytes - at);
      out.set(chunk.subarray(0, n), at);
      at += n;
      if (n === chunk.byteLength) chunks.shift();
      else chunks[0] = chunk.subarray(n);
    }
    held -= bytes;
    return out;
  };
  try {
    for await (const chunk of stream) {
      chunks.push(chunk);
      held += chunk.byteLength;
      total += chunk.byteLength;
      while (held >= partBytes) {
        upload ??= await bucket.createMultipartUpload(key, options);
        parts.push(await upload.uploadPart(parts.length + 1, take(partBytes)));
      }
    }
    const rest = take(held);
    chunks = [];
    if (!upload) {
      await bucket.put(key, rest, options);
      return total;
    }
    if (rest.byteLength) parts.push(await upload.uploadPart(parts.length + 1, rest));
    await upload.complete(parts);
    return total;
  } catch (err) {
    await upload?.abort().catch(() => undefined);
    throw err;
  }
}
