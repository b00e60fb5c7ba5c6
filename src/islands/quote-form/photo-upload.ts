import { photoLimits } from "../../lib/quote-fields";

// Loaded when a visitor first picks photos (never with the page): each one is decoded, turned
// upright, scaled to at most 1,600 px on its long side and re-encoded as JPEG, which leaves its
// metadata (GPS position, camera, time) behind; then sent on its own to the photo endpoint, with
// progress. A 12-megapixel phone photo of 3-5 MB leaves as roughly 200-400 KB.

const jpegQuality = 0.82;

/** The photo as the server will get it; throws when the browser cannot read the file as an image. */
export async function preparePhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const scale = Math.min(1, photoLimits.longSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    // A transparent PNG would turn black in a JPEG.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", jpegQuality));
    if (!blob) throw new Error("could not encode the photo");
    return blob;
  } finally {
    bitmap.close();
  }
}

export type UploadResult = { ok: true; id: string } | { ok: false; message?: string };

/** Sends one prepared photo; XMLHttpRequest because fetch cannot report upload progress. */
export function uploadPhoto(blob: Blob, locale: string, onProgress: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/quote-photos?locale=${encodeURIComponent(locale)}`);
    request.setRequestHeader("Content-Type", blob.type || "application/octet-stream");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = (request.response ?? {}) as { id?: unknown; error?: unknown; fields?: { photos?: unknown } };
      if (request.status === 201 && typeof body.id === "string") return resolve({ ok: true, id: body.id });
      const message =
        typeof body.fields?.photos === "string" ? body.fields.photos : typeof body.error === "string" ? body.error : undefined;
      resolve({ ok: false, message });
    };
    request.onerror = () => resolve({ ok: false });
    request.send(blob);
  });
}
