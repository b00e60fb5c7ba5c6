// Photos that visitors attach to a quote request. What a file is comes from its bytes, never from
// its name or the Content-Type the browser sent: a renamed PDF or page is refused. What is stored is
// a copy with only what a decoder needs to draw the picture: a phone's original carries where it was
// taken (GPS), the device, the time and often a thumbnail of the uncropped picture. Each format is
// cleaned by a list of what to keep, so a metadata block nobody here has heard of goes too.
// Every length is checked against the bytes before it is read, so no input makes this throw: a
// file too short or malformed for its format is "damaged", which the tests fuzz.

export type PhotoType = "image/jpeg" | "image/png" | "image/webp";
export type CleanPhoto = { type: PhotoType; bytes: Uint8Array; width: number; height: number };
/**
 * "type": not a JPEG, PNG or WebP (a PDF, HTML, GIF, HEIC, empty...). "damaged": claims to be one
 * but is truncated or malformed. "dimensions": its header declares more pixels than photoPixels.
 */
export type PhotoProblem = "type" | "damaged" | "dimensions";
export type CleanResult = { ok: true; photo: CleanPhoto } | { ok: false; problem: PhotoProblem };

/**
 * The most pixels a photo may declare: a 50-megapixel phone camera (8160 x 6120) fits. A header is
 * all it takes to make the owner's browser draw gigabytes: a one-colour PNG of 20000 x 20000 is
 * under 400 KB, and 1.6 GB once decoded.
 */
const photoPixels = { side: 12_000, total: 50_000_000 } as const;

/** File extension per type, for nothing user-facing but download names. */
export const photoExtension: Record<PhotoType, "jpg" | "png" | "webp"> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

export function cleanPhoto(input: Uint8Array): CleanResult {
  if (at(input, 0) === 0xff && at(input, 1) === 0xd8) return cleanJpeg(input);
  // Only the first four bytes decide it is meant as a PNG: a signature mangled after them (a
  // transfer that rewrote line ends, the classic) is a damaged PNG, not some other kind of file.
  if (at(input, 0) === 0x89 && hasAscii(input, 1, "PNG")) return cleanPng(input);
  if (hasAscii(input, 0, "RIFF") && hasAscii(input, 8, "WEBP")) return cleanWebp(input);
  return problem("type");
}

// ---------------------------------------------------------------------------------------------
// Shared helpers

/** The byte at pos, or -1 past either end: a comparison with a missing byte is simply false. */
function at(bytes: Uint8Array, pos: number) {
  return bytes[pos] ?? -1;
}

function hasAscii(bytes: Uint8Array, pos: number, text: string) {
  if (pos < 0 || pos + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[pos + i] !== text.charCodeAt(i)) return false;
  return true;
}

function ascii(bytes: Uint8Array, pos: number, length: number) {
  return String.fromCharCode(...bytes.subarray(pos, pos + length));
}

function dataView(bytes: Uint8Array) {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** One allocation and one copy per piece, however large the photo: pieces are views into the input. */
function concat(pieces: Uint8Array[]) {
  let size = 0;
  for (const piece of pieces) size += piece.length;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const piece of pieces) {
    out.set(piece, offset);
    offset += piece.length;
  }
  return out;
}

function problem(kind: PhotoProblem): CleanResult {
  return { ok: false, problem: kind };
}

/** Every format's photo leaves through here, so the size limit is checked once, for all of them. */
function cleaned(type: PhotoType, pieces: Uint8Array[], width: number, height: number): CleanResult {
  if (width > photoPixels.side || height > photoPixels.side || width * height > photoPixels.total) return problem("dimensions");
  return { ok: true, photo: { type, bytes: concat(pieces), width, height } };
}

// ---------------------------------------------------------------------------------------------
// JPEG (ITU T.81): SOI, marker segments, one or more scans of entropy-coded data, EOI.

const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP14 = 0xee;
const ORIENTATION_TAG = 0x0112;

/** Tables the decoder needs: DHT, DAC, DNL, DQT, DRI, DHP, EXP. */
const JPEG_TABLES = new Set([0xc4, 0xcc, 0xdc, 0xdb, 0xdd, 0xde, 0xdf]);

/** SOF0 to SOF15; C4, C8 and CC in that range are DHT, JPG and DAC. */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** APPn and COM carry metadata, JPG and JPGn (C8, F0 to FD) extensions no browser decodes: all go. */
const isDroppable = (marker: number) =>
  (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe || marker === 0xc8 || (marker >= 0xf0 && marker <= 0xfd);

/** start: the segment's FF (fill bytes before it skipped); body: after the length; end: after the segment. */
type JpegSegment = { marker: number; start: number; body: number; end: number };

/** The marker segment at pos, or null when there is none whole there. */
function jpegSegment(bytes: Uint8Array, view: DataView, pos: number): JpegSegment | null {
  if (at(bytes, pos) !== 0xff) return null;
  let p = pos + 1;
  // Any marker may be preceded by fill bytes (FF).
  while (at(bytes, p) === 0xff) p++;
  const marker = at(bytes, p);
  if (marker <= 0) return null;
  const start = p - 1;
  // SOI, EOI, RSTn and TEM stand alone, without a length.
  if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) return { marker, start, body: p + 1, end: p + 1 };
  if (p + 3 > bytes.length) return null;
  const length = view.getUint16(p + 1);
  const end = p + 1 + length;
  if (length < 2 || end > bytes.length) return null;
  return { marker, start, body: p + 3, end };
}

/** Where the entropy-coded data from pos ends (the FF of the next real marker), or -1 if the file ends first. */
function scanEnd(bytes: Uint8Array, pos: number) {
  let from = pos;
  for (;;) {
    const ff = bytes.indexOf(0xff, from);
    if (ff < 0) return -1;
    let next = ff + 1;
    while (at(bytes, next) === 0xff) next++;
    const marker = at(bytes, next);
    if (marker < 0) return -1;
    // FF 00 is a data byte FF (stuffing); RST0 to RST7 restart the decoder inside the scan.
    if (marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) from = next + 1;
    else return ff;
  }
}

function frameSize(bytes: Uint8Array, view: DataView, seg: JpegSegment) {
  const components = at(bytes, seg.body + 5);
  if (components < 1 || seg.end - seg.body < 6 + 3 * components) return null;
  const height = view.getUint16(seg.body + 1);
  const width = view.getUint16(seg.body + 3);
  // A height of 0 defers it to a DNL marker after the first scan: no browser reads those.
  return width > 0 && height > 0 ? { width, height } : null;
}

function isScanHeader(bytes: Uint8Array, seg: JpegSegment) {
  const components = at(bytes, seg.body);
  return components >= 1 && components <= 4 && seg.end - seg.body === 4 + 2 * components;
}

const isExif = (bytes: Uint8Array, seg: JpegSegment) => seg.marker === APP1 && hasAscii(bytes, seg.body, "Exif\0\0");

/**
 * JFIF's own fields (version, density) without its optional thumbnail, which is a small copy of
 * the picture as it was before any crop. null when it is not JFIF (then it is dropped, JFIF
 * being only a hint to decoders).
 */
function jfifWithoutThumbnail(bytes: Uint8Array, seg: JpegSegment) {
  if (seg.end - seg.body < 14 || !hasAscii(bytes, seg.body, "JFIF\0")) return null;
  const out = new Uint8Array(18);
  out.set([0xff, APP0, 0, 16]);
  out.set(bytes.subarray(seg.body, seg.body + 12), 4);
  return out;
}

/** Adobe's segment says whether the colours are YCbCr or CMYK/YCCK: decoders need it. Nothing past its 12 bytes. */
function adobeTransform(bytes: Uint8Array, seg: JpegSegment) {
  if (seg.end - seg.body < 12 || !hasAscii(bytes, seg.body, "Adobe")) return null;
  const out = new Uint8Array(16);
  out.set([0xff, APP14, 0, 14]);
  out.set(bytes.subarray(seg.body, seg.body + 12), 4);
  return out;
}

/** Orientation (1 to 8) from a TIFF structure (EXIF after its "Exif\0\0"), 1 when absent or unreadable. */
function tiffOrientation(tiff: Uint8Array) {
  const little = hasAscii(tiff, 0, "II");
  if (tiff.length < 8 || !(little || hasAscii(tiff, 0, "MM"))) return 1;
  const view = dataView(tiff);
  if (view.getUint16(2, little) !== 42) return 1;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + 12 * i;
    if (entry + 12 > tiff.length) return 1;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    const type = view.getUint16(entry + 2, little);
    const values = view.getUint32(entry + 4, little);
    // SHORT, as EXIF says; a LONG is read too, being as unambiguous.
    const value = type === 3 ? view.getUint16(entry + 8, little) : type === 4 ? view.getUint32(entry + 8, little) : 0;
    return values === 1 && value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** The EXIF Orientation of a JPEG (1 to 8): 1 when it has none, or is no readable JPEG. */
export function jpegOrientation(bytes: Uint8Array): number {
  if (at(bytes, 0) !== 0xff || at(bytes, 1) !== 0xd8) return 1;
  const view = dataView(bytes);
  for (let pos = 2; ;) {
    const seg = jpegSegment(bytes, view, pos);
    if (!seg || seg.marker === SOS || seg.marker === EOI) return 1;
    if (isExif(bytes, seg)) return tiffOrientation(bytes.subarray(seg.body + 6, seg.end));
    pos = seg.end;
  }
}

/**
 * An APP1 EXIF segment holding nothing but Orientation, as `exiftool -all= -tagsfromfile @
 * -Orientation` leaves it: a phone stores its pixels as the sensor saw them and this tag says how
 * to turn them, so without it a portrait photo shows sideways.
 */
function orientationExif(orientation: number) {
  // prettier-ignore
  return new Uint8Array([
    0xff, APP1, 0, 34,
    0x45, 0x78, 0x69, 0x66, 0, 0, // "Exif\0\0"
    0x4d, 0x4d, 0, 42, 0, 0, 0, 8, // TIFF header, big-endian ("MM"), IFD0 at offset 8
    0, 1, // IFD0: one entry
    0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, // Orientation, SHORT, 1 value, padded to 4 bytes
    0, 0, 0, 0, // no next IFD (no thumbnail)
  ]);
}

function cleanJpeg(bytes: Uint8Array): CleanResult {
  const view = dataView(bytes);
  const kept: Uint8Array[] = [];
  let frame: { width: number; height: number } | null = null;
  let scans = 0;
  let orientation = 1;
  let sawExif = false;
  let jfifFirst = false;
  for (let pos = 2; ;) {
    const seg = jpegSegment(bytes, view, pos);
    if (!seg) return problem("damaged");
    pos = seg.end;
    const { marker } = seg;
    if (marker === EOI) {
      // Whatever follows the first EOI (a camera's trailer, an MPF second picture with its own
      // EXIF, bytes appended to smuggle something) is not this picture.
      if (!frame || scans === 0) return problem("damaged");
      kept.push(bytes.subarray(seg.start, seg.end));
      break;
    }
    if (isFrameHeader(marker)) {
      if (frame) return problem("damaged");
      frame = frameSize(bytes, view, seg);
      if (!frame) return problem("damaged");
      kept.push(bytes.subarray(seg.start, seg.end));
    } else if (marker === SOS) {
      if (!frame || !isScanHeader(bytes, seg)) return problem("damaged");
      const end = scanEnd(bytes, seg.end);
      if (end < 0) return problem("damaged");
      kept.push(bytes.subarray(seg.start, end));
      pos = end;
      scans++;
    } else if (JPEG_TABLES.has(marker)) {
      kept.push(bytes.subarray(seg.start, seg.end));
    } else if (marker === APP0 || marker === APP14) {
      const segment = marker === APP0 ? jfifWithoutThumbnail(bytes, seg) : adobeTransform(bytes, seg);
      if (segment && marker === APP0 && kept.length === 0) jfifFirst = true;
      if (segment) kept.push(segment);
    } else if (isExif(bytes, seg)) {
      // The first EXIF before the picture, as jpegOrientation reads it.
      if (!sawExif && scans === 0) orientation = tiffOrientation(bytes.subarray(seg.body + 6, seg.end));
      sawExif = true;
    } else if (!isDroppable(marker)) {
      // A second SOI, a restart outside a scan, a reserved marker: not a JPEG anyone wrote.
      return problem("damaged");
    }
  }
  if (!frame) return problem("damaged");
  // JFIF asks to come right after SOI, EXIF too; JFIF first is what most software writes and reads.
  if (orientation !== 1) kept.splice(jfifFirst ? 1 : 0, 0, orientationExif(orientation));
  return cleaned("image/jpeg", [bytes.subarray(0, 2), ...kept], frame.width, frame.height);
}

// ---------------------------------------------------------------------------------------------
// PNG: the 8-byte signature, then chunks (length, type, data, CRC-32 of type and data) from IHDR to IEND.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * What draws the picture and its colours. Text, eXIf, tIME, pHYs, APNG's frames and anything
 * unknown go, and so does iCCP: an ICC profile carries free text (a description, a copyright, often
 * the device's name), and a browser without it draws the picture as sRGB, as phones mostly take it.
 */
const PNG_KEPT = new Set(["IHDR", "PLTE", "tRNS", "IDAT", "IEND", "gAMA", "cHRM", "sRGB", "sBIT"]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG (and zip) define it. */
function crc32(bytes: Uint8Array) {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function cleanPng(bytes: Uint8Array): CleanResult {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return problem("damaged");
  const view = dataView(bytes);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let size: { width: number; height: number } | null = null;
  let hasData = false;
  for (let pos = 8; ;) {
    if (pos + 12 > bytes.length) return problem("damaged");
    const length = view.getUint32(pos);
    const end = pos + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return problem("damaged");
    const type = ascii(bytes, pos + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type)) return problem("damaged");
    if (crc32(bytes.subarray(pos + 4, end - 4)) !== view.getUint32(end - 4)) return problem("damaged");
    if (pos === 8) {
      size = type === "IHDR" && length === 13 ? pngSize(view, pos + 8) : null;
      if (!size) return problem("damaged");
    } else if (type === "IHDR") return problem("damaged");
    if (type === "IDAT") hasData = true;
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(pos, end));
    pos = end;
    // Whatever follows IEND is not the picture.
    if (type === "IEND") break;
  }
  if (!size || !hasData) return problem("damaged");
  return cleaned("image/png", kept, size.width, size.height);
}

function pngSize(view: DataView, pos: number) {
  const width = view.getUint32(pos);
  const height = view.getUint32(pos + 4);
  const valid = (n: number) => n > 0 && n <= 0x7fffffff;
  return valid(width) && valid(height) ? { width, height } : null;
}

// ---------------------------------------------------------------------------------------------
// WebP: "RIFF", the size of what follows, "WEBP", then chunks (FourCC, little-endian size, data
// padded to an even length). Simple files are one VP8 (lossy) or VP8L (lossless) chunk; extended
// ones start with VP8X, whose flags announce the optional chunks, EXIF and XMP among them.

const VP8X_ICC = 0x20;
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/** Extended files keep what draws the picture: animation, alpha, the bitstreams. The ICC profile goes, as in a PNG. */
const WEBP_KEPT = new Set(["ANIM", "ANMF", "ALPH", "VP8 ", "VP8L"]);

/** body: the data; end: after the data; next: after the padding. */
type RiffChunk = { fourcc: string; start: number; body: number; end: number; next: number };

function riffChunks(bytes: Uint8Array, view: DataView, from: number, to: number) {
  const chunks: RiffChunk[] = [];
  for (let pos = from; pos < to;) {
    if (pos + 8 > to) return null;
    const size = view.getUint32(pos + 4, true);
    const end = pos + 8 + size;
    const next = end + (size & 1);
    if (next > to) return null;
    chunks.push({ fourcc: ascii(bytes, pos, 4), start: pos, body: pos + 8, end, next });
    pos = next;
  }
  return chunks;
}

/** Key frame header: 3 bytes of frame tag, the start code 9D 01 2A, then 14-bit width and height. */
function vp8Size(bytes: Uint8Array, view: DataView, chunk: RiffChunk) {
  const { body } = chunk;
  if (chunk.end - body < 10) return null;
  const keyFrame = (at(bytes, body) & 1) === 0;
  const startCode = at(bytes, body + 3) === 0x9d && at(bytes, body + 4) === 0x01 && at(bytes, body + 5) === 0x2a;
  const width = view.getUint16(body + 6, true) & 0x3fff;
  const height = view.getUint16(body + 8, true) & 0x3fff;
  return keyFrame && startCode && width > 0 && height > 0 ? { width, height } : null;
}

/** Lossless header: the signature 2F, then 14 bits of width - 1, 14 of height - 1, alpha, a 3-bit version 0. */
function vp8lSize(bytes: Uint8Array, view: DataView, chunk: RiffChunk) {
  if (chunk.end - chunk.body < 5 || at(bytes, chunk.body) !== 0x2f) return null;
  const bits = view.getUint32(chunk.body + 1, true);
  if (bits >>> 29 !== 0) return null;
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

function bitstreamSize(bytes: Uint8Array, view: DataView, chunk: RiffChunk) {
  if (chunk.fourcc === "VP8 ") return vp8Size(bytes, view, chunk);
  if (chunk.fourcc === "VP8L") return vp8lSize(bytes, view, chunk);
  return null;
}

function riffHeader(size: number) {
  const header = new Uint8Array(12);
  header.set([0x52, 0x49, 0x46, 0x46]); // "RIFF"
  new DataView(header.buffer).setUint32(4, size, true);
  header.set([0x57, 0x45, 0x42, 0x50], 8); // "WEBP"
  return header;
}

function cleanWebp(bytes: Uint8Array): CleanResult {
  const view = dataView(bytes);
  // Bytes past the RIFF's own size are not the picture; a size past the end is a cut file.
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > bytes.length) return problem("damaged");
  const chunks = riffChunks(bytes, view, 12, riffEnd);
  const first = chunks?.[0];
  if (!chunks || !first) return problem("damaged");
  let kept: Uint8Array[];
  let size: { width: number; height: number } | null;
  if (first.fourcc === "VP8X") {
    const extended = extendedWebp(bytes, view, chunks);
    if (!extended) return problem("damaged");
    ({ kept, size } = extended);
  } else {
    // A simple file is its one bitstream chunk; anything after it is no part of the format.
    size = bitstreamSize(bytes, view, first);
    kept = [bytes.subarray(first.start, first.next)];
  }
  if (!size) return problem("damaged");
  let riffSize = 4;
  for (const piece of kept) riffSize += piece.length;
  return cleaned("image/webp", [riffHeader(riffSize), ...kept], size.width, size.height);
}

function extendedWebp(bytes: Uint8Array, view: DataView, chunks: RiffChunk[]) {
  const [vp8x, ...rest] = chunks;
  if (!vp8x || vp8x.end - vp8x.body !== 10) return null;
  // The canvas: 24-bit width - 1 and height - 1 after the flags and 3 reserved bytes.
  const u24 = (pos: number) => view.getUint16(pos, true) | (at(bytes, pos + 2) << 16);
  const size = { width: u24(vp8x.body + 4) + 1, height: u24(vp8x.body + 7) + 1 };
  const header = bytes.slice(vp8x.start, vp8x.next);
  // The flags announce which optional chunks follow: none may announce one that is gone.
  header[8] = at(bytes, vp8x.body) & ~(VP8X_ICC | VP8X_EXIF | VP8X_XMP);
  const picture = rest.filter((chunk) => WEBP_KEPT.has(chunk.fourcc));
  // A still picture's bitstream must be readable and the canvas's size, as libwebp requires, so
  // the canvas is the size to check. An animation's frames are inside its ANMF chunks, and
  // libwebp's demuxer refuses a frame that is not inside the canvas.
  const still = picture.find((chunk) => chunk.fourcc === "VP8 " || chunk.fourcc === "VP8L");
  const animated = picture.some((chunk) => chunk.fourcc === "ANMF");
  const stillSize = still && bitstreamSize(bytes, view, still);
  if (still ? !stillSize || stillSize.width !== size.width || stillSize.height !== size.height : !animated) return null;
  return { size, kept: [header, ...picture.map((chunk) => bytes.subarray(chunk.start, chunk.next))] };
}
