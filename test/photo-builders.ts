// Builds photos "from a phone" out of the clean fixtures (photo-fixtures.ts), and reads photos back
// to check them, written independently of src/photos/clean.ts (its own CRC, its own marker walk) so
// a shared mistake cannot pass both. Imports nothing: scripts/photo-fixtures.mjs runs it in Node too,
// to have Chromium decode what the cleaner makes of these.

// ---------------------------------------------------------------------------------------------
// Bytes

export const text = (s: string) => new TextEncoder().encode(s);

export function join(...parts: (Uint8Array | number[])[]) {
  const size = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Where needle first occurs in haystack, or -1. */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array | string) {
  const n = typeof needle === "string" ? text(needle) : needle;
  outer: for (let i = 0; i + n.length <= haystack.length; i++) {
    for (let j = 0; j < n.length; j++) if (haystack[i + j] !== n[j]) continue outer;
    return i;
  }
  return -1;
}

export const contains = (haystack: Uint8Array, needle: Uint8Array | string) => indexOfBytes(haystack, needle) >= 0;

export function fromBase64(base64: string) {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const u16 = (n: number, little: boolean) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
const u32 = (n: number, little: boolean) => {
  const big = [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  return little ? big.reverse() : big;
};

// ---------------------------------------------------------------------------------------------
// TIFF / EXIF, as phones write it: IFD0 (camera, orientation) pointing to an EXIF IFD (times) and a
// GPS IFD, and IFD1 with a JPEG thumbnail.

type TiffType = 2 | 3 | 4 | 5 | 7; // ASCII, SHORT, LONG, RATIONAL, UNDEFINED
export type TiffEntry = { tag: number; type: TiffType; values: string | number[] | Uint8Array };

export const TAG = {
  make: 0x010f,
  model: 0x0110,
  orientation: 0x0112,
  dateTime: 0x0132,
  exifIfd: 0x8769,
  gpsIfd: 0x8825,
  dateTimeOriginal: 0x9003,
  gpsLatitudeRef: 0x0001,
  gpsLatitude: 0x0002,
  gpsLongitudeRef: 0x0003,
  gpsLongitude: 0x0004,
  thumbnailOffset: 0x0201,
  thumbnailLength: 0x0202,
} as const;

function entryData(entry: TiffEntry, little: boolean): { count: number; data: number[] } {
  const { type, values } = entry;
  if (type === 2) return { count: (values as string).length + 1, data: [...text(values as string), 0] };
  if (type === 7) return { count: (values as Uint8Array).length, data: [...(values as Uint8Array)] };
  const numbers = values as number[];
  if (type === 3) return { count: numbers.length, data: numbers.flatMap((n) => u16(n, little)) };
  if (type === 4) return { count: numbers.length, data: numbers.flatMap((n) => u32(n, little)) };
  return { count: numbers.length / 2, data: numbers.flatMap((n) => u32(n, little)) };
}

function ifdSize(entries: TiffEntry[]) {
  let size = 2 + 12 * entries.length + 4;
  for (const e of entries) {
    const { data } = entryData(e, true);
    if (data.length > 4) size += data.length + (data.length & 1);
  }
  return size;
}

function writeIfd(entries: TiffEntry[], offset: number, next: number, little: boolean) {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  const head: number[] = [...u16(sorted.length, little)];
  const tail: number[] = [];
  let dataOffset = offset + 2 + 12 * sorted.length + 4;
  for (const e of sorted) {
    const { count, data } = entryData(e, little);
    head.push(...u16(e.tag, little), ...u16(e.type, little), ...u32(count, little));
    if (data.length <= 4) head.push(...data, ...new Array(4 - data.length).fill(0));
    else {
      head.push(...u32(dataOffset, little));
      tail.push(...data);
      if (data.length & 1) tail.push(0);
      dataOffset += data.length + (data.length & 1);
    }
  }
  head.push(...u32(next, little));
  return [...head, ...tail];
}

/** A TIFF structure (what follows "Exif\0\0"): IFD0 with pointers to the EXIF and GPS IFDs when given, then IFD1 and its thumbnail. */
export function tiff(options: { little: boolean; ifd0: TiffEntry[]; exif?: TiffEntry[]; gps?: TiffEntry[]; thumbnail?: Uint8Array }) {
  const { little } = options;
  const pointer = (tag: number): TiffEntry => ({ tag, type: 4, values: [0] });
  const ifd0 = [...options.ifd0, ...(options.exif ? [pointer(TAG.exifIfd)] : []), ...(options.gps ? [pointer(TAG.gpsIfd)] : [])];
  const ifd1 = options.thumbnail
    ? [
        { tag: TAG.thumbnailOffset, type: 4 as const, values: [0] },
        { tag: TAG.thumbnailLength, type: 4 as const, values: [options.thumbnail.length] },
      ]
    : null;
  let offset = 8 + ifdSize(ifd0);
  const exifAt = offset;
  if (options.exif) offset += ifdSize(options.exif);
  const gpsAt = offset;
  if (options.gps) offset += ifdSize(options.gps);
  const ifd1At = offset;
  if (ifd1) offset += ifdSize(ifd1);
  const thumbnailAt = offset;
  for (const e of ifd0) if (e.tag === TAG.exifIfd) e.values = [exifAt];
  for (const e of ifd0) if (e.tag === TAG.gpsIfd) e.values = [gpsAt];
  if (ifd1) ifd1[0]!.values = [thumbnailAt];
  return join(
    little ? [0x49, 0x49] : [0x4d, 0x4d],
    u16(42, little),
    u32(8, little),
    writeIfd(ifd0, 8, ifd1 ? ifd1At : 0, little),
    options.exif ? writeIfd(options.exif, exifAt, 0, little) : [],
    options.gps ? writeIfd(options.gps, gpsAt, 0, little) : [],
    ifd1 ? writeIfd(ifd1, ifd1At, 0, little) : [],
    options.thumbnail ?? [],
  );
}

/** What an iPhone records: make, model, times, orientation and where (Houston, 29.76 N 95.37 W). */
export function phoneTiff(orientation: number, little: boolean, thumbnail?: Uint8Array) {
  return tiff({
    little,
    ifd0: [
      { tag: TAG.make, type: 2, values: "Apple" },
      { tag: TAG.model, type: 2, values: "iPhone 15 Pro" },
      { tag: TAG.orientation, type: 3, values: [orientation] },
      { tag: TAG.dateTime, type: 2, values: "2026:11:02 14:31:07" },
    ],
    exif: [{ tag: TAG.dateTimeOriginal, type: 2, values: "2026:11:02 14:31:07" }],
    gps: [
      { tag: TAG.gpsLatitudeRef, type: 2, values: "N" },
      { tag: TAG.gpsLatitude, type: 5, values: [29, 1, 45, 1, 3600, 100] }, // 29° 45' 36.00"
      { tag: TAG.gpsLongitudeRef, type: 2, values: "W" },
      { tag: TAG.gpsLongitude, type: 5, values: [95, 1, 22, 1, 1200, 100] }, // 95° 22' 12.00"
    ],
    thumbnail,
  });
}

/** IFD0's entries as tag, type, count and the raw 4-byte value field, read with the TIFF's own byte order. */
export function readIfd0(tiffBytes: Uint8Array) {
  const view = new DataView(tiffBytes.buffer, tiffBytes.byteOffset, tiffBytes.byteLength);
  const little = tiffBytes[0] === 0x49;
  const ifd = view.getUint32(4, little);
  const count = view.getUint16(ifd, little);
  const entries = Array.from({ length: count }, (_, i) => {
    const at = ifd + 2 + 12 * i;
    return {
      tag: view.getUint16(at, little),
      type: view.getUint16(at + 2, little),
      count: view.getUint32(at + 4, little),
      short: view.getUint16(at + 8, little),
    };
  });
  return { little, entries, next: view.getUint32(ifd + 2 + 12 * count, little) };
}

// ---------------------------------------------------------------------------------------------
// JPEG

export function jpegSegment(marker: number, payload: Uint8Array) {
  return join([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff], payload);
}

export const exifSegment = (tiffBytes: Uint8Array) => jpegSegment(0xe1, join(text("Exif\0\0"), tiffBytes));

export type JpegMarker = { marker: number; offset: number; payload: Uint8Array };

/** The markers of a JPEG up to its first EOI (scans skipped), and the offset just past that EOI (-1 if none). */
export function jpegMarkers(bytes: Uint8Array) {
  const markers: JpegMarker[] = [{ marker: 0xd8, offset: 0, payload: new Uint8Array() }];
  let i = 2;
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) throw new Error(`no marker at ${i}`);
    const marker = bytes[i + 1]!;
    if (marker === 0xd9) {
      markers.push({ marker, offset: i, payload: new Uint8Array() });
      return { markers, end: i + 2 };
    }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    markers.push({ marker, offset: i, payload: bytes.subarray(i + 4, i + 2 + length) });
    i += 2 + length;
    if (marker === 0xda) {
      while (i + 1 < bytes.length && !(bytes[i] === 0xff && bytes[i + 1] !== 0 && !(bytes[i + 1]! >= 0xd0 && bytes[i + 1]! <= 0xd7))) i++;
    }
  }
  return { markers, end: -1 };
}

/** Segments a phone, Photoshop and a camera's trailer add, each with something that must not survive. */
export function phoneJpeg(base: Uint8Array, options: { orientation: number; little?: boolean; afterJfif?: boolean }) {
  const exif = exifSegment(phoneTiff(options.orientation, options.little ?? false, base));
  const xmp = jpegSegment(
    0xe1,
    text(
      'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="29,45.6N" exif:GPSLongitude="95,22.2W"/></rdf:RDF></x:xmpmeta>',
    ),
  );
  const icc = jpegSegment(0xe2, join(text("ICC_PROFILE\0"), [1, 1], text("fake profile: Apple Display P3")));
  const mpf = jpegSegment(0xe2, join(text("MPF\0"), text("MM"), [0, 42, 0, 0, 0, 8]));
  const photoshop = jpegSegment(
    0xed,
    join(text("Photoshop 3.0\0"), text("8BIM"), [4, 4, 0, 0, 0, 0, 0, 12], [0x1c, 2, 90, 0, 7], text("Houston")),
  );
  const comment = jpegSegment(0xfe, text("1234 Secret Lane, Houston TX"));
  const added = join(exif, xmp, icc, mpf, photoshop, comment);
  // The trailer: a second picture as MPF stores it (with its own EXIF and GPS), then a maker note.
  const trailer = join([0xff, 0xd8], exifSegment(phoneTiff(options.orientation, true)), [0xff, 0xd9], text("SAMSUNG trailer"));
  const after = options.afterJfif ? 2 + jpegMarkers(base).markers[1]!.payload.length + 4 : 2;
  return join(base.subarray(0, after), added, base.subarray(after), trailer);
}

// ---------------------------------------------------------------------------------------------
// PNG

/** CRC-32 bit by bit, unlike the cleaner's table: the two must agree. */
export function crc32(bytes: Uint8Array) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Uint8Array) {
  const body = join(text(type), data);
  return join(u32(data.length, false), body, u32(crc32(body), false));
}

export type PngChunk = { type: string; offset: number; data: Uint8Array; crc: number };

/** The chunks after the signature, to the end of the bytes. */
export function pngChunks(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngChunk[] = [];
  for (let i = 8; i + 12 <= bytes.length;) {
    const length = view.getUint32(i);
    const type = String.fromCharCode(...bytes.subarray(i + 4, i + 8));
    chunks.push({ type, offset: i, data: bytes.subarray(i + 8, i + 8 + length), crc: view.getUint32(i + 8 + length) });
    i += 12 + length;
  }
  return chunks;
}

/** Chunks inserted after IHDR and before IEND, and bytes after IEND. */
export function pngWith(base: Uint8Array, options: { afterHeader?: Uint8Array[]; beforeEnd?: Uint8Array[]; trailer?: Uint8Array }) {
  const chunks = pngChunks(base);
  const afterIhdr = 8 + 12 + chunks[0]!.data.length;
  const iend = chunks.at(-1)!.offset;
  return join(
    base.subarray(0, afterIhdr),
    ...(options.afterHeader ?? []),
    base.subarray(afterIhdr, iend),
    ...(options.beforeEnd ?? []),
    base.subarray(iend),
    options.trailer ?? [],
  );
}

// ---------------------------------------------------------------------------------------------
// WebP

export type RiffChunk = { fourcc: string; data: Uint8Array };

export function webpChunks(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = 8 + view.getUint32(4, true);
  const chunks: RiffChunk[] = [];
  for (let i = 12; i + 8 <= end;) {
    const size = view.getUint32(i + 4, true);
    chunks.push({ fourcc: String.fromCharCode(...bytes.subarray(i, i + 4)), data: bytes.subarray(i + 8, i + 8 + size) });
    i += 8 + size + (size & 1);
  }
  return chunks;
}

export function riffChunk(fourcc: string, data: Uint8Array) {
  return join(text(fourcc), u32(data.length, true), data, data.length & 1 ? [0] : []);
}

export function webp(chunks: RiffChunk[]) {
  const body = join(text("WEBP"), ...chunks.map((c) => riffChunk(c.fourcc, c.data)));
  return join(text("RIFF"), u32(body.length, true), body);
}

/** The extended file with EXIF (with GPS) and XMP chunks after the picture, their VP8X flags set. */
export function webpWithMetadata(base: Uint8Array) {
  const chunks = webpChunks(base).map((c) => ({ ...c, data: c.data.slice() }));
  const vp8x = chunks[0]!;
  vp8x.data[0] = vp8x.data[0]! | 0x08 | 0x04;
  const xmp = text('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="29,45.6N"/></rdf:RDF></x:xmpmeta>');
  return webp([...chunks, { fourcc: "EXIF", data: phoneTiff(6, true) }, { fourcc: "XMP ", data: xmp }]);
}

/** The same picture as a simple file: its one bitstream chunk, no VP8X. */
export function simpleWebp(base: Uint8Array) {
  const bitstream = webpChunks(base).find((c) => c.fourcc === "VP8 " || c.fourcc === "VP8L")!;
  return webp([bitstream]);
}

/** The extended file as the cleaner should leave it: no ICCP chunk, its VP8X flag (0x20) cleared. */
export function webpWithoutIcc(base: Uint8Array) {
  const chunks = webpChunks(base)
    .filter((c) => c.fourcc !== "ICCP")
    .map((c) => ({ ...c, data: c.data.slice() }));
  chunks[0]!.data[0] = chunks[0]!.data[0]! & ~0x20;
  return webp(chunks);
}

// ---------------------------------------------------------------------------------------------
// ICC profiles carry free text (a description, a copyright, a device's name): a PNG's iCCP holds
// it zlib-compressed, which a stored block (no compression at all) leaves readable in the bytes.

/** data as a zlib stream of one stored deflate block (data under 64 KB). */
export function zlibStored(data: Uint8Array) {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const n = data.length;
  return join([0x78, 0x01, 0x01, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff], data, u32(((b << 16) | a) >>> 0, false));
}

// ---------------------------------------------------------------------------------------------
// Declared sizes: a clean fixture whose header says another width and height. The cleaner reads
// sizes, never pixels, so these stand for pictures that would take gigabytes to draw.

/** The JPEG with its frame header (SOFn) saying width x height (16 bits each). */
export function jpegSized(base: Uint8Array, width: number, height: number) {
  const sof = jpegMarkers(base).markers.find((m) => m.marker === 0xc0 || m.marker === 0xc2)!;
  const out = base.slice();
  out.set([...u16(height, false), ...u16(width, false)], sof.offset + 5);
  return out;
}

/** The PNG with its IHDR saying width x height (31 bits each), its CRC made right. */
export function pngSized(base: Uint8Array, width: number, height: number) {
  const ihdr = pngChunks(base)[0]!;
  return join(
    base.subarray(0, 8),
    pngChunk("IHDR", join(u32(width, false), u32(height, false), ihdr.data.subarray(8))),
    base.subarray(8 + 12 + ihdr.data.length),
  );
}

/** The WebP with its bitstream (VP8: 14 bits, VP8L: 14 bits of size - 1) and its VP8X canvas (24 bits of size - 1) saying width x height. */
export function webpSized(base: Uint8Array, width: number, height: number) {
  return webp(
    webpChunks(base).map((chunk) => {
      const data = chunk.data.slice();
      const view = new DataView(data.buffer);
      if (chunk.fourcc === "VP8 ") {
        view.setUint16(6, width, true);
        view.setUint16(8, height, true);
      } else if (chunk.fourcc === "VP8L") {
        const bits = view.getUint32(1, true);
        view.setUint32(1, ((bits & 0xf0000000) | ((height - 1) << 14) | (width - 1)) >>> 0, true);
      } else if (chunk.fourcc === "VP8X") {
        data.set(u32(width - 1, true).slice(0, 3), 4);
        data.set(u32(height - 1, true).slice(0, 3), 7);
      }
      return { ...chunk, data };
    }),
  );
}

/** An animation on a width x height canvas (24 bits each): one 64x48 frame, the lossy fixture's bitstream. */
export function animatedWebp(lossy: Uint8Array, width: number, height: number) {
  const vp8 = webpChunks(lossy).find((c) => c.fourcc === "VP8 ")!;
  const u24 = (n: number) => u32(n, true).slice(0, 3);
  // ANMF: x and y offsets / 2, width - 1, height - 1, duration (ms), flags; then the frame's bitstream.
  const frame = join([0, 0, 0, 0, 0, 0], u24(63), u24(47), u24(100), [0], riffChunk("VP8 ", vp8.data));
  return webp([
    { fourcc: "VP8X", data: join([0x02, 0, 0, 0], u24(width - 1), u24(height - 1)) },
    { fourcc: "ANIM", data: new Uint8Array([0, 0, 0, 0, 0, 0]) },
    { fourcc: "ANMF", data: frame },
  ]);
}

/**
 * A real, decodable PNG of that many pixels, all black (1 bit each, deflated): 20000 x 20000 is
 * about 50 KB, and 1.6 GB once a browser draws it in RGBA.
 */
export async function blankPng(width: number, height: number) {
  const row = 1 + Math.ceil(width / 8); // a filter byte (0, none), then the pixels
  const rowsAtOnce = Math.max(1, Math.floor((1 << 20) / row));
  const zeros = new Uint8Array(rowsAtOnce * row);
  const deflate = new CompressionStream("deflate");
  const compressed = new Response(deflate.readable).arrayBuffer();
  const writer = deflate.writable.getWriter();
  for (let y = 0; y < height; y += rowsAtOnce) await writer.write(zeros.subarray(0, Math.min(rowsAtOnce, height - y) * row));
  await writer.close();
  const ihdr = join(u32(width, false), u32(height, false), [1, 0, 0, 0, 0]); // 1 bit, grayscale
  return join(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", new Uint8Array(await compressed)),
    pngChunk("IEND", new Uint8Array()),
  );
}
