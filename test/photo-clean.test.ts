import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanPhoto, jpegOrientation, photoExtension, type CleanPhoto, type CleanResult } from "../src/photos/clean";
import {
  contains,
  crc32,
  exifSegment,
  fromBase64,
  indexOfBytes,
  join,
  jpegMarkers,
  jpegSegment,
  phoneJpeg,
  phoneTiff,
  pngChunk,
  pngChunks,
  pngWith,
  readIfd0,
  riffChunk,
  simpleWebp,
  TAG,
  text,
  tiff,
  webp,
  webpChunks,
  webpWithMetadata,
  webpWithoutIcc,
  zlibStored,
} from "./photo-builders";
import { photoFixtures, type PhotoFixture } from "./photo-fixtures";

// The photo cleaner on real pictures Chromium made (photo-fixtures.ts) and on the same pictures
// dressed as a phone, Photoshop or a camera would leave them (photo-builders.ts). These tests read
// structure; scripts/photo-fixtures.mjs shows Chromium decodes the cleaned bytes to the same pixels.

const fixture = (name: PhotoFixture) => fromBase64(photoFixtures[name]);

function cleanedOf(input: Uint8Array): CleanPhoto {
  const result = cleanPhoto(input);
  if (!result.ok) throw new Error(`refused as ${result.problem}`);
  return result.photo;
}

const refusedAs = (input: Uint8Array) => {
  const result = cleanPhoto(input);
  return result.ok ? "accepted" : result.problem;
};

/** The bytes without the segment of that marker (its first one), to compare with what the cleaner keeps. */
function withoutSegment(jpeg: Uint8Array, marker: number) {
  const segment = jpegMarkers(jpeg).markers.find((m) => m.marker === marker)!;
  return join(jpeg.subarray(0, segment.offset), jpeg.subarray(segment.offset + 4 + segment.payload.length));
}

const markerList = (jpeg: Uint8Array) => jpegMarkers(jpeg).markers.map((m) => m.marker);

/** Everything a phone, Photoshop or a trailer wrote that must be gone. */
const leaks = [
  "Apple",
  "iPhone",
  "2026:11:02",
  "http://ns.adobe.com/xap",
  "GPSLatitude",
  "Photoshop 3.0",
  "8BIM",
  "Houston",
  "Secret Lane",
  "ICC_PROFILE",
  "MPF\0",
  "SAMSUNG",
];

describe("cleanPhoto: JPEG", () => {
  it("keeps a camera-free JPEG's picture byte for byte, dropping only its ICC profile", () => {
    const input = fixture("jpeg");
    const photo = cleanedOf(input);
    expect(photo).toMatchObject({ type: "image/jpeg", width: 64, height: 48 });
    expect(photo.bytes).toEqual(withoutSegment(input, 0xe2));
    expect(markerList(photo.bytes)).toEqual([0xd8, 0xe0, 0xdb, 0xdb, 0xc0, 0xc4, 0xc4, 0xc4, 0xc4, 0xda, 0xd9]);
  });

  it("keeps every scan of a progressive JPEG, with the tables between them and its restart markers", () => {
    const input = fixture("progressiveJpeg");
    const photo = cleanedOf(input);
    expect(photo).toMatchObject({ type: "image/jpeg", width: 64, height: 48 });
    expect(photo.bytes).toEqual(withoutSegment(input, 0xe2));
    const markers = markerList(photo.bytes);
    expect(markers).toContain(0xc2);
    expect(markers).toContain(0xdd);
    expect(markers.filter((m) => m === 0xda).length).toBeGreaterThan(5);
    // DHT between scans, as progressive files have them.
    expect(markers.slice(markers.indexOf(0xda)).includes(0xc4)).toBe(true);
  });

  it("strips a phone's EXIF (GPS, make, model, times, thumbnail), XMP, ICC, MPF, Photoshop, COM and the trailer, keeping Orientation alone", () => {
    const base = fixture("jpeg");
    const input = phoneJpeg(base, { orientation: 6 });
    // The dressed file really carries all of it, GPS IFD included.
    for (const leak of leaks) expect(contains(input, leak), leak).toBe(true);
    expect(readIfd0(phoneTiff(6, false)).entries.map((e) => e.tag)).toContain(TAG.gpsIfd);

    const photo = cleanedOf(input);
    expect(photo).toMatchObject({ type: "image/jpeg", width: 64, height: 48 });
    for (const leak of leaks) expect(contains(photo.bytes, leak), leak).toBe(false);

    const { markers, end } = jpegMarkers(photo.bytes);
    expect(end).toBe(photo.bytes.length);
    expect(markers.map((m) => m.marker)).toEqual([0xd8, 0xe0, 0xe1, 0xdb, 0xdb, 0xc0, 0xc4, 0xc4, 0xc4, 0xc4, 0xda, 0xd9]);
    expect(markers.find((m) => m.marker === 0xc0)!.payload).toEqual(jpegMarkers(base).markers.find((m) => m.marker === 0xc0)!.payload);
    // One SOI: the thumbnail (a whole JPEG inside the EXIF) and the MPF picture after EOI are gone.
    expect(indexOfBytes(photo.bytes.subarray(2), new Uint8Array([0xff, 0xd8]))).toBe(-1);

    const exif = markers.filter((m) => m.marker === 0xe1);
    expect(exif).toHaveLength(1);
    const tiffBytes = exif[0]!.payload.subarray(6);
    expect(text("Exif\0\0")).toEqual(exif[0]!.payload.subarray(0, 6));
    const ifd0 = readIfd0(tiffBytes);
    expect(ifd0.entries).toEqual([{ tag: TAG.orientation, type: 3, count: 1, short: 6 }]);
    expect(ifd0.next).toBe(0);
    expect(tiffBytes.length).toBe(8 + 2 + 12 + 4);
    expect(jpegOrientation(photo.bytes)).toBe(6);

    // Take the new EXIF out and what is left is the original picture, every scan byte the same.
    expect(withoutSegment(photo.bytes, 0xe1)).toEqual(withoutSegment(base, 0xe2));
  });

  it("leaves no EXIF at all when the Orientation is 1", () => {
    const photo = cleanedOf(phoneJpeg(fixture("jpeg"), { orientation: 1 }));
    expect(contains(photo.bytes, "Exif\0\0")).toBe(false);
    expect(photo.bytes).toEqual(withoutSegment(fixture("jpeg"), 0xe2));
    expect(jpegOrientation(photo.bytes)).toBe(1);
  });

  it.each([2, 3, 4, 5, 6, 7, 8])("carries Orientation %i over, from either byte order and either place", (orientation) => {
    for (const options of [{ little: false }, { little: true }, { little: true, afterJfif: true }]) {
      const input = phoneJpeg(fixture("progressiveJpeg"), { orientation, ...options });
      expect(jpegOrientation(input)).toBe(orientation);
      const photo = cleanedOf(input);
      expect(jpegOrientation(photo.bytes)).toBe(orientation);
      expect(markerList(photo.bytes).slice(0, 3)).toEqual([0xd8, 0xe0, 0xe1]);
      for (const leak of leaks) expect(contains(photo.bytes, leak), leak).toBe(false);
    }
  });

  it("puts the Orientation right after SOI when the file has no JFIF", () => {
    const bare = withoutSegment(fixture("jpeg"), 0xe0);
    const photo = cleanedOf(join(bare.subarray(0, 2), exifSegment(phoneTiff(8, true)), bare.subarray(2)));
    expect(markerList(photo.bytes).slice(0, 3)).toEqual([0xd8, 0xe1, 0xdb]);
    expect(jpegOrientation(photo.bytes)).toBe(8);
  });

  it("treats an Orientation out of range, of the wrong type or a broken EXIF as none", () => {
    const withTiff = (t: Uint8Array) => phoneJpegFrom(exifSegment(t));
    const orientationAs = (type: 3 | 4 | 2, values: number[] | string) =>
      tiff({ little: true, ifd0: [{ tag: TAG.orientation, type, values }] });
    expect(jpegOrientation(withTiff(orientationAs(3, [0])))).toBe(1);
    expect(jpegOrientation(withTiff(orientationAs(3, [9])))).toBe(1);
    expect(jpegOrientation(withTiff(orientationAs(3, [6, 6])))).toBe(1);
    expect(jpegOrientation(withTiff(orientationAs(2, "6")))).toBe(1);
    expect(jpegOrientation(withTiff(orientationAs(4, [5])))).toBe(5);
    // IFD0 pointing past the end, a wrong magic number, no byte order.
    expect(jpegOrientation(withTiff(join(text("II"), [42, 0, 0xff, 0xff, 0, 0])))).toBe(1);
    expect(jpegOrientation(withTiff(join(text("MM"), [0, 43, 0, 0, 0, 8], [0, 0])))).toBe(1);
    expect(jpegOrientation(withTiff(text("not a tiff at all")))).toBe(1);
    for (const t of [orientationAs(3, [9]), join(text("II"), [42, 0, 0xff, 0xff, 0, 0])]) {
      expect(contains(cleanedOf(withTiff(t)).bytes, "Exif")).toBe(false);
    }
  });

  it("reads Orientation 1 from anything that is not a JPEG with one", () => {
    expect(jpegOrientation(new Uint8Array())).toBe(1);
    expect(jpegOrientation(fixture("png"))).toBe(1);
    expect(jpegOrientation(fixture("jpeg"))).toBe(1);
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toBe(1);
  });

  it("drops a JFIF thumbnail and JFXX, keeps Adobe's colour transform and nothing past it", () => {
    const base = fixture("jpeg");
    const jfif = jpegMarkers(base).markers[1]!;
    const rgbThumbnail = new Uint8Array(2 * 2 * 3).fill(0x7a);
    const jfifWithThumbnail = jpegSegment(0xe0, join(jfif.payload.subarray(0, 12), [2, 2], rgbThumbnail));
    const jfxx = jpegSegment(0xe0, join(text("JFXX\0"), [0x10], text("thumbnail")));
    const adobe = jpegSegment(0xee, join(text("Adobe"), [0, 100, 0, 0, 0, 0, 1], text("hidden")));
    const rest = base.subarray(2 + 4 + jfif.payload.length);
    const photo = cleanedOf(join([0xff, 0xd8], jfifWithThumbnail, jfxx, adobe, rest));
    const { markers } = jpegMarkers(photo.bytes);
    expect(markers.map((m) => m.marker).slice(0, 4)).toEqual([0xd8, 0xe0, 0xee, 0xdb]);
    expect(markers[1]!.payload).toEqual(join(jfif.payload.subarray(0, 12), [0, 0]));
    expect(markers[2]!.payload).toEqual(join(text("Adobe"), [0, 100, 0, 0, 0, 0, 1]));
    for (const gone of ["JFXX", "thumbnail", "hidden"]) expect(contains(photo.bytes, gone)).toBe(false);
    expect(contains(photo.bytes, rgbThumbnail)).toBe(false);
  });

  it("skips fill bytes before markers and accepts a view into a larger buffer", () => {
    const base = fixture("jpeg");
    const dqt = jpegMarkers(base).markers.find((m) => m.marker === 0xdb)!.offset;
    const filled = join(base.subarray(0, dqt), [0xff, 0xff, 0xff], base.subarray(dqt));
    expect(cleanedOf(filled).bytes).toEqual(withoutSegment(base, 0xe2));
    const padded = join(text("junk before"), base, text("junk after"));
    const view = padded.subarray(11, 11 + base.length);
    expect(cleanedOf(view).bytes).toEqual(withoutSegment(base, 0xe2));
  });

  it("returns a copy: changing the upload afterwards changes nothing stored", () => {
    const input = fixture("png");
    const photo = cleanedOf(input);
    input.fill(0);
    expect(photo.bytes).toEqual(fixture("png"));
  });

  it("finds a JPEG cut anywhere before its EOI damaged", () => {
    const input = fixture("progressiveJpeg");
    for (let length = 2; length < input.length; length++) expect(refusedAs(input.subarray(0, length)), `cut at ${length}`).toBe("damaged");
    const scan = jpegMarkers(input).markers.find((m) => m.marker === 0xda)!.offset;
    expect(refusedAs(input.subarray(0, scan + 40))).toBe("damaged");
  });

  it("finds malformed JPEGs damaged", () => {
    const base = fixture("jpeg");
    const sof = jpegMarkers(base).markers.find((m) => m.marker === 0xc0)!;
    const zeroWidth = base.slice();
    zeroWidth[sof.offset + 4 + 3] = 0;
    zeroWidth[sof.offset + 4 + 4] = 0;
    const cases = {
      "header then garbage": join([0xff, 0xd8], text("this is not a picture at all")),
      "SOI then EOI": new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
      "scan before frame": withoutSegment(base, 0xc0),
      "zero width": zeroWidth,
      "two frames": join(
        base.subarray(0, sof.offset),
        base.subarray(sof.offset, sof.offset + 4 + sof.payload.length),
        base.subarray(sof.offset),
      ),
      "segment longer than the file": join(base.subarray(0, 2), [0xff, 0xe1, 0xff, 0xf0], text("Exif\0\0")),
      "length below 2": join(base.subarray(0, 2), [0xff, 0xe1, 0x00, 0x01], base.subarray(2)),
      "second SOI": join(base.subarray(0, 2), [0xff, 0xd8], base.subarray(2)),
      "restart outside a scan": join(base.subarray(0, 2), [0xff, 0xd3], base.subarray(2)),
      "stray byte between segments": join(base.subarray(0, 2), [0x00], base.subarray(2)),
    };
    for (const [name, bytes] of Object.entries(cases)) expect(refusedAs(bytes), name).toBe("damaged");
  });
});

/** The JPEG fixture with this segment right after SOI. */
function phoneJpegFrom(segment: Uint8Array) {
  const base = fixture("jpeg");
  return join(base.subarray(0, 2), segment, base.subarray(2));
}

describe("cleanPhoto: PNG", () => {
  it("keeps a plain PNG as it is", () => {
    const photo = cleanedOf(fixture("png"));
    expect(photo).toMatchObject({ type: "image/png", width: 64, height: 48 });
    expect(photo.bytes).toEqual(fixture("png"));
  });

  it("drops text, eXIf, tIME, pHYs, APNG's animation chunks and unknown chunks, and what follows IEND", () => {
    const base = fixture("png");
    const input = pngWith(base, {
      afterHeader: [
        pngChunk("eXIf", phoneTiff(6, false)),
        pngChunk("pHYs", new Uint8Array([0, 0, 11, 19, 0, 0, 11, 19, 1])),
        pngChunk("acTL", new Uint8Array([0, 0, 0, 2, 0, 0, 0, 0])),
        pngChunk("fcTL", new Uint8Array(26)),
        pngChunk("tEXt", text("Author\0Jane at 1234 Secret Lane")),
        pngChunk("zTXt", join(text("Comment\0"), [0], text("compressed?"))),
        pngChunk("iTXt", join(text("XML:com.adobe.xmp\0"), [0, 0], text("\0\0<x:xmpmeta>GPSLatitude Houston</x:xmpmeta>"))),
        pngChunk("vpAg", new Uint8Array(9)),
      ],
      beforeEnd: [pngChunk("tIME", new Uint8Array([7, 234, 11, 2, 14, 31, 7])), pngChunk("fdAT", new Uint8Array(16))],
      trailer: text("appended: Apple iPhone"),
    });
    const photo = cleanedOf(input);
    expect(photo.bytes).toEqual(base);
    for (const leak of [...leaks, "Jane", "eXIf", "tEXt", "iTXt", "zTXt", "tIME", "pHYs", "acTL", "fcTL", "fdAT", "vpAg", "appended"]) {
      expect(contains(photo.bytes, leak), leak).toBe(false);
    }
  });

  it("keeps the colour chunks, PLTE and tRNS, in their order, every CRC right", () => {
    const base = fixture("png");
    const colour = [
      pngChunk("gAMA", new Uint8Array([0, 0, 0xb1, 0x8f])),
      pngChunk("cHRM", new Uint8Array(32)),
      pngChunk("sRGB", new Uint8Array([0])),
      pngChunk("sBIT", new Uint8Array([8, 8, 8, 8])),
      pngChunk("tEXt", text("Software\0x")),
      pngChunk("tRNS", new Uint8Array([0, 0])),
    ];
    const photo = cleanedOf(pngWith(base, { afterHeader: colour }));
    const chunks = pngChunks(photo.bytes);
    expect(chunks.map((c) => c.type)).toEqual(["IHDR", "gAMA", "cHRM", "sRGB", "sBIT", "tRNS", "IDAT", "IDAT", "IEND"]);
    for (const c of chunks) expect(crc32(join(text(c.type), c.data)), c.type).toBe(c.crc);
  });

  it("drops an ICC profile (iCCP) and the text it carries", () => {
    const base = fixture("png");
    const profile = join(text("desc: Display P3 of Jane's iPhone, 1234 Secret Lane"), new Uint8Array(64));
    const iccp = pngChunk("iCCP", join(text("Jane's iPhone\0"), [0], zlibStored(profile)));
    const input = pngWith(base, { afterHeader: [pngChunk("sRGB", new Uint8Array([0])), iccp] });
    expect(contains(input, "Secret Lane")).toBe(true);
    const photo = cleanedOf(input);
    expect(pngChunks(photo.bytes).map((c) => c.type)).toEqual(["IHDR", "sRGB", "IDAT", "IDAT", "IEND"]);
    for (const leak of ["iCCP", "Jane", "Secret Lane", "Display P3"]) expect(contains(photo.bytes, leak), leak).toBe(false);
  });

  it("finds a PNG cut short, with a bad CRC or without IEND damaged", () => {
    const base = fixture("png");
    for (let length = 4; length < base.length; length++) expect(refusedAs(base.subarray(0, length)), `cut at ${length}`).toBe("damaged");
    const chunks = pngChunks(base);
    const idat = chunks.find((c) => c.type === "IDAT")!;
    const flippedData = base.slice();
    flippedData[idat.offset + 8 + 100]! ^= 0x04;
    const flippedCrc = base.slice();
    flippedCrc[base.length - 1]! ^= 0x01;
    const badTextCrc = pngWith(base, {
      afterHeader: [pngChunk("tEXt", text("a\0b")).map((b, i, all) => (i === all.length - 1 ? b ^ 1 : b))],
    });
    const ihdr = (width: number, height: number) =>
      pngChunk("IHDR", join([0, 0, width >> 8, width & 0xff, 0, 0, height >> 8, height & 0xff], [8, 6, 0, 0, 0]));
    const rest = base.subarray(8 + 25);
    const cases = {
      "bit flipped in IDAT": flippedData,
      "bit flipped in IEND's CRC": flippedCrc,
      "bad CRC on a chunk that is dropped": badTextCrc,
      "no IEND": base.subarray(0, chunks.at(-1)!.offset),
      "IEND replaced": join(base.subarray(0, chunks.at(-1)!.offset), pngChunk("tEXt", text("a\0b"))),
      "zero width": join(base.subarray(0, 8), ihdr(0, 48), rest),
      "IHDR not first": join(base.subarray(0, 8), pngChunk("gAMA", new Uint8Array(4)), base.subarray(8)),
      "no IDAT": join(base.subarray(0, 33), pngChunk("IEND", new Uint8Array())),
      "line ends converted": join([0x89], text("PNG\n\x1a\n"), base.subarray(8)),
      "chunk length past the end": join(base.subarray(0, 33), [0x7f, 0xff, 0xff, 0xff], text("IDAT")),
      "type not letters": join(base.subarray(0, 33), pngChunk("ID@T", new Uint8Array(1)), base.subarray(33)),
    };
    for (const [name, bytes] of Object.entries(cases)) expect(refusedAs(bytes), name).toBe("damaged");
    expect(refusedAs(join(base.subarray(0, 8), ihdr(64, 48), rest))).toBe("accepted");
  });
});

describe("cleanPhoto: WebP", () => {
  it.each(["webpLossy", "webpLossless", "webpAlpha"] as const)(
    "keeps Chromium's extended %s byte for byte but for its ICC profile",
    (name) => {
      const photo = cleanedOf(fixture(name));
      expect(photo).toMatchObject({ type: "image/webp", width: 64, height: 48 });
      expect(webpChunks(fixture(name)).map((c) => c.fourcc)).toContain("ICCP");
      expect(photo.bytes).toEqual(webpWithoutIcc(fixture(name)));
    },
  );

  it.each(["webpLossy", "webpLossless", "webpAlpha"] as const)(
    "drops the ICC profile (ICCP) of %s whatever it says, clears its VP8X flag and rewrites the RIFF size",
    (name) => {
      const chunks = webpChunks(fixture(name)).map((c) =>
        c.fourcc === "ICCP" ? { ...c, data: text("desc: Pixel 8 of Jane, 1234 Secret Lane") } : c,
      );
      const input = webp(chunks);
      expect(input[20]! & 0x20).toBe(0x20);
      const photo = cleanedOf(input);
      expect(webpChunks(photo.bytes).map((c) => c.fourcc)).toEqual(chunks.map((c) => c.fourcc).filter((f) => f !== "ICCP"));
      // The ICC flag alone goes: alpha (0x10) stays set where the picture has it.
      expect(photo.bytes[20]).toBe(input[20]! & ~0x20);
      expect(new DataView(photo.bytes.buffer).getUint32(4, true)).toBe(photo.bytes.length - 8);
      for (const leak of ["ICCP", "Jane", "Secret Lane"]) expect(contains(photo.bytes, leak), leak).toBe(false);
      expect(photo.bytes).toEqual(webpWithoutIcc(fixture(name)));
    },
  );

  it.each(["webpLossy", "webpLossless"] as const)(
    "keeps a simple file made of %s's bitstream, reading its size from the bitstream",
    (name) => {
      const input = simpleWebp(fixture(name));
      expect(webpChunks(input).map((c) => c.fourcc)).toEqual([name === "webpLossy" ? "VP8 " : "VP8L"]);
      const photo = cleanedOf(input);
      expect(photo).toMatchObject({ type: "image/webp", width: 64, height: 48 });
      expect(photo.bytes).toEqual(input);
    },
  );

  it.each(["webpLossy", "webpAlpha"] as const)("drops EXIF and XMP from %s, clears their flags and rewrites the RIFF size", (name) => {
    const input = webpWithMetadata(fixture(name));
    expect(webpChunks(input).map((c) => c.fourcc)).toContain("EXIF");
    expect(input[20]! & 0x0c).toBe(0x0c);
    const photo = cleanedOf(input);
    const chunks = webpChunks(photo.bytes);
    expect(chunks.map((c) => c.fourcc)).not.toContain("EXIF");
    expect(chunks.map((c) => c.fourcc)).not.toContain("XMP ");
    expect(photo.bytes[20]! & 0x0c).toBe(0);
    expect(new DataView(photo.bytes.buffer).getUint32(4, true)).toBe(photo.bytes.length - 8);
    for (const leak of ["GPSLatitude", "II*"]) expect(contains(photo.bytes, leak), leak).toBe(false);
    expect(photo.bytes).toEqual(webpWithoutIcc(fixture(name)));
  });

  it("drops unknown chunks of an extended file, chunks after a simple file's bitstream, and bytes after the RIFF", () => {
    const extended = webp([...webpChunks(fixture("webpLossy")), { fourcc: "META", data: text("Houston") }]);
    expect(cleanedOf(join(extended, text("trailer"))).bytes).toEqual(webpWithoutIcc(fixture("webpLossy")));
    const simple = simpleWebp(fixture("webpLossless"));
    const withExtra = webp([...webpChunks(simple), { fourcc: "EXIF", data: phoneTiff(6, true) }]);
    expect(cleanedOf(withExtra).bytes).toEqual(simple);
  });

  it("finds a WebP cut short, with sizes past its data or a broken bitstream header damaged", () => {
    const base = fixture("webpAlpha");
    for (let length = 12; length < base.length; length++) expect(refusedAs(base.subarray(0, length)), `cut at ${length}`).toBe("damaged");
    const riffTooBig = base.slice();
    new DataView(riffTooBig.buffer).setUint32(4, base.length, true);
    const chunks = webpChunks(fixture("webpLossy"));
    const vp8 = chunks.find((c) => c.fourcc === "VP8 ")!;
    const badStartCode = vp8.data.slice();
    badStartCode[3] = 0;
    const chunkTooBig = join(base.subarray(0, 12), text("VP8X"), [0xff, 0xff, 0, 0], base.subarray(20));
    const cases = {
      "RIFF size past the data": riffTooBig,
      "chunk size past the RIFF": chunkTooBig,
      "VP8X without a picture": webp([chunks[0]!, chunks[1]!]),
      "VP8X of the wrong size": webp([{ fourcc: "VP8X", data: new Uint8Array(9) }, vp8]),
      "VP8 start code wrong": webp([{ fourcc: "VP8 ", data: badStartCode }]),
      "VP8L signature wrong": webp([{ fourcc: "VP8L", data: new Uint8Array([0x2e, 0, 0, 0, 0, 0]) }]),
      "first chunk unknown": webp([{ fourcc: "ICCP", data: new Uint8Array(4) }, vp8]),
      "no chunk": join(text("RIFF"), [4, 0, 0, 0], text("WEBP")),
      "chunk missing its padding": join(text("RIFF"), [4 + 9, 0, 0, 0], text("WEBP"), riffChunk("VP8 ", new Uint8Array(1)).subarray(0, 9)),
    };
    for (const [name, bytes] of Object.entries(cases)) expect(refusedAs(bytes), name).toBe("damaged");
  });
});

describe("cleanPhoto: what is not a photo", () => {
  it("refuses other kinds of file by their bytes, whatever they were called", () => {
    const cases = {
      empty: new Uint8Array(),
      PDF: text("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF"),
      "HTML renamed photo.jpg": text("<!doctype html><html><body><script>alert(1)</script></body></html>"),
      SVG: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      GIF: join(
        text("GIF89a"),
        [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b],
      ),
      HEIC: join([0, 0, 0, 0x18], text("ftypheic"), [0, 0, 0, 0], text("mif1heic"), new Uint8Array(32)),
      AVIF: join([0, 0, 0, 0x1c], text("ftypavif"), [0, 0, 0, 0], text("avifmif1miaf"), new Uint8Array(32)),
      BMP: join(text("BM"), new Uint8Array(60)),
      TIFF: join(text("II"), [42, 0, 8, 0, 0, 0], new Uint8Array(20)),
      ZIP: join(text("PK"), [3, 4], new Uint8Array(26)),
      WAV: join(text("RIFF"), [36, 0, 0, 0], text("WAVEfmt "), new Uint8Array(28)),
      "JPEG's first byte only": new Uint8Array([0xff]),
      "PNG signature's start only": new Uint8Array([0x89, 0x50, 0x4e]),
      "RIFF without its form type": text("RIFF\x04\0\0"),
      "a JPEG as text, base64": text(photoFixtures.jpeg.slice(0, 200)),
    };
    for (const [name, bytes] of Object.entries(cases)) expect(refusedAs(bytes), name).toBe("type");
  });

  it("names the extension of each type", () => {
    expect(photoExtension).toEqual({ "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" });
  });
});

describe("cleanPhoto: never throws", () => {
  const valid = [
    ...(Object.keys(photoFixtures) as PhotoFixture[]).map(fixture),
    phoneJpeg(fixture("jpeg"), { orientation: 6 }),
    phoneJpeg(fixture("progressiveJpeg"), { orientation: 3, little: true }),
    pngWith(fixture("png"), { afterHeader: [pngChunk("tEXt", text("a\0b")), pngChunk("eXIf", phoneTiff(6, true))] }),
    webpWithMetadata(fixture("webpAlpha")),
    simpleWebp(fixture("webpLossy")),
    simpleWebp(fixture("webpLossless")),
  ];

  /** Whatever comes back is a well-formed answer, and a photo it accepts is one it would keep as it is. */
  function checkAnswer(result: CleanResult) {
    if (!result.ok) {
      expect(["type", "damaged", "dimensions"]).toContain(result.problem);
      return;
    }
    const { photo } = result;
    expect(photo.width).toBeGreaterThan(0);
    expect(photo.height).toBeGreaterThan(0);
    const again = cleanPhoto(photo.bytes);
    expect(again).toEqual(result);
  }

  it("on random bytes, bare or behind each format's magic", () => {
    const magic = fc.constantFrom(
      new Uint8Array(),
      new Uint8Array([0xff, 0xd8]),
      new Uint8Array([0xff, 0xd8, 0xff]),
      fixture("png").subarray(0, 8),
      join(text("RIFF"), [0xff, 0xff, 0, 0], text("WEBP")),
      fixture("webpLossy").subarray(0, 30),
    );
    fc.assert(
      fc.property(magic, fc.uint8Array({ maxLength: 2000 }), (head, tail) => checkAnswer(cleanPhoto(join(head, tail)))),
      { numRuns: 1500 },
    );
  });

  it("on valid photos cut, with bits flipped, bytes overwritten or chunks spliced", () => {
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant("cut" as const), at: fc.nat() }),
      fc.record({ kind: fc.constant("flip" as const), at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }),
      fc.record({
        kind: fc.constant("set" as const),
        at: fc.nat(),
        value: fc.constantFrom(0x00, 0xff, 0xd9, 0xda, 0xd8, 0x7f, 0x80, 0x01),
      }),
      fc.record({ kind: fc.constant("splice" as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 40 }) }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...valid), fc.array(mutation, { minLength: 1, maxLength: 4 }), (photo, mutations) => {
        let bytes = photo.slice();
        for (const m of mutations) {
          const at = bytes.length ? m.at % bytes.length : 0;
          if (m.kind === "cut") bytes = bytes.slice(0, at);
          else if (m.kind === "flip" && bytes.length) bytes[at]! ^= 1 << m.bit;
          else if (m.kind === "set" && bytes.length) bytes[at] = m.value;
          else if (m.kind === "splice") bytes = join(bytes.subarray(0, at), m.bytes, bytes.subarray(at));
        }
        checkAnswer(cleanPhoto(bytes));
      }),
      { numRuns: 3000 },
    );
  });

  it("on every single-byte change of the phone JPEG's headers", () => {
    const input = phoneJpeg(fixture("jpeg"), { orientation: 6 });
    const sos = jpegMarkers(input).markers.find((m) => m.marker === 0xda)!.offset;
    for (let i = 0; i < sos; i++) {
      for (const value of [0x00, 0xff, input[i]! ^ 0x80]) {
        const bytes = input.slice();
        bytes[i] = value;
        checkAnswer(cleanPhoto(bytes));
      }
    }
  });
});

describe("cleanPhoto: large files", () => {
  it("cleans a 10 MB JPEG scan and a 10 MB PNG in linear time (about 20 and 50 ms here; the bound is 2 s)", () => {
    const base = fixture("jpeg");
    const sos = jpegMarkers(base).markers.find((m) => m.marker === 0xda)!;
    const scanStart = sos.offset + 4 + sos.payload.length;
    // Entropy-like data: every byte value, FF always stuffed (FF 00), a restart marker now and then.
    const scan = new Uint8Array(10 * 1024 * 1024);
    let seed = 1;
    for (let i = 0; i < scan.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      scan[i] = seed >>> 24;
      if (scan[i] === 0xff) scan[++i] = i % 4096 < 2 ? 0xd0 : 0x00;
    }
    scan[scan.length - 1] = 0;
    const icc = jpegMarkers(base).markers.find((m) => m.marker === 0xe2)!;
    const bigJpeg = join(base.subarray(0, scanStart), scan, [0xff, 0xd9], text("trailer"));
    let started = performance.now();
    const jpeg = cleanedOf(bigJpeg);
    const jpegMs = performance.now() - started;
    expect(jpeg.bytes.length).toBe(bigJpeg.length - (4 + icc.payload.length) - "trailer".length);
    expect(jpeg.bytes.at(-1)).toBe(0xd9);

    const png = fixture("png");
    const idat = pngChunk("IDAT", scan);
    const bigPng = join(png.subarray(0, 33), pngChunk("tEXt", scan.subarray(0, 1024 * 1024)), idat, png.subarray(33));
    started = performance.now();
    const cleanedPng = cleanedOf(bigPng);
    const pngMs = performance.now() - started;
    expect(cleanedPng.bytes.length).toBe(bigPng.length - (12 + 1024 * 1024));
    // Loose on purpose: it catches a quadratic walk or per-byte copying (minutes), not a busy machine.
    expect(jpegMs).toBeLessThan(2000);
    expect(pngMs).toBeLessThan(2000);
  });
});
