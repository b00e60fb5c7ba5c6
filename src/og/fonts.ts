import type { Font } from "satori/standalone";
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff";
import inter800 from "@fontsource/inter/files/inter-latin-800-normal.woff";

// One module-level array: satori parses fonts per call, but the bytes are loaded once per isolate.
export const fonts: Font[] = [
  { name: "Inter", data: inter400, weight: 400, style: "normal" },
  { name: "Inter", data: inter800, weight: 800, style: "normal" },
];
