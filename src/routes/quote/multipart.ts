import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { honeypotField } from "../../lib/quote-fields";
import type { FormPost } from "./form-post";
import { chosenFiles } from "./photo-files";

/** The parts of a multipart post (the no-JavaScript form with its file input); null when it cannot be read. */
export async function multipartPost(c: Context<AppEnv>): Promise<FormPost | null> {
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    return null;
  }
  const fields: Record<string, string> = {};
  // The first value of each text field, as the urlencoded path reads it; files are never text.
  for (const [key, value] of form) if (typeof value === "string" && !(key in fields)) fields[key] = value;
  const photos = form.getAll("photos");
  return {
    fields,
    honeypots: form.getAll(honeypotField).map((v) => (typeof v === "string" ? v : "file")),
    photoIds: photos.filter((v): v is string => typeof v === "string" && v !== ""),
    files: chosenFiles(photos),
  };
}
