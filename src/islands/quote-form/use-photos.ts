import { useCallback, useEffect, useReducer, useRef } from "react";
import { photoLimits } from "../../lib/quote-fields";

// The photos a visitor adds with the form island: each is prepared and uploaded as soon as it is
// added (code loaded on first use: photo-upload.ts), so pressing the button sends only their ids.

export type PhotoState = "preparing" | "uploading" | "ready" | "failed";
export type PhotoItem = { key: number; state: PhotoState; progress: number; preview?: string; id?: string; message?: string };
type Messages = { photoType: string; photoMissing: string };

type Uploader = typeof import("./photo-upload");
let loading: Promise<Uploader> | undefined;
const loadUploader = () =>
  (loading ??= import("./photo-upload").catch((err: unknown) => {
    loading = undefined; // a later photo may succeed (e.g. after a network blip)
    throw err;
  }));

// One photo decoded at a time: a 12-megapixel photo takes about 48 MB of memory while it is
// resized, and a phone given six at once could run out. Uploads still overlap.
let preparing: Promise<unknown> = Promise.resolve();
function prepareInTurn(uploader: Uploader, file: File) {
  const turn = preparing.then(() => uploader.preparePhoto(file));
  preparing = turn.catch(() => undefined);
  return turn;
}

export function usePhotos(locale: string, messages: Messages) {
  // The list lives in a ref, so a submit that awaited the uploads reads where they ended, not a stale render.
  const list = useRef<PhotoItem[]>([]);
  const work = useRef(new Map<number, Promise<void>>());
  const nextKey = useRef(0);
  const [, render] = useReducer((n: number) => n + 1, 0);

  const update = useCallback((key: number, patch: Partial<PhotoItem>) => {
    list.current = list.current.map((item) => (item.key === key ? { ...item, ...patch } : item));
    render();
  }, []);
  const isGone = (key: number) => !list.current.some((item) => item.key === key);

  const process = useCallback(
    async (key: number, file: File) => {
      let uploader: Uploader;
      let blob: Blob;
      try {
        uploader = await loadUploader();
      } catch {
        return update(key, { state: "failed", message: messages.photoMissing });
      }
      try {
        blob = await prepareInTurn(uploader, file);
      } catch {
        // The browser could not read it as a picture (a PDF, or a format it cannot decode).
        return update(key, { state: "failed", message: messages.photoType });
      }
      if (isGone(key)) return;
      update(key, { state: "uploading", preview: URL.createObjectURL(blob) });
      const result = await uploader.uploadPhoto(blob, locale, (progress) => update(key, { progress }));
      if (isGone(key)) return;
      update(
        key,
        result.ok ? { state: "ready", progress: 1, id: result.id } : { state: "failed", message: result.message ?? messages.photoMissing },
      );
    },
    [locale, messages, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const room = photoLimits.count - list.current.length;
      const added = files
        .slice(0, Math.max(0, room))
        .map((file) => ({ file, item: { key: nextKey.current++, state: "preparing" as const, progress: 0 } }));
      list.current = [...list.current, ...added.map((a) => a.item)];
      render();
      for (const { file, item } of added) {
        const job = process(item.key, file).finally(() => work.current.delete(item.key));
        work.current.set(item.key, job);
      }
    },
    [process],
  );

  const remove = useCallback((key: number) => {
    const item = list.current.find((i) => i.key === key);
    if (item?.preview) URL.revokeObjectURL(item.preview);
    list.current = list.current.filter((i) => i.key !== key);
    render();
  }, []);

  const clear = useCallback(() => {
    for (const item of list.current) if (item.preview) URL.revokeObjectURL(item.preview);
    list.current = [];
    render();
  }, []);

  useEffect(() => clear, [clear]);

  // The list is read from its ref during render on purpose (see above); render() follows every change.
  /* eslint-disable react-hooks/refs */
  return {
    items: list.current,
    add,
    remove,
    clear,
    busy: () => work.current.size > 0,
    /** Resolves once every photo added so far is uploaded or has failed. */
    settled: async () => {
      while (work.current.size) await Promise.all([...work.current.values()]);
    },
    readyIds: () => list.current.flatMap((item) => (item.state === "ready" && item.id ? [item.id] : [])),
    failure: () => list.current.find((item) => item.state === "failed")?.message,
  };
  /* eslint-enable react-hooks/refs */
}

export type Photos = ReturnType<typeof usePhotos>;
