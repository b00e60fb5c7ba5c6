// The MDN HTTP Observatory scanner, when it is installed. It is not a project dependency: its
// install scripts download the HSTS preload list and a CA bundle from the internet, which breaks
// `npm ci` on an offline machine. Install it for a one-off scan with:
//   npm install --no-save --ignore-scripts @mdn/mdn-http-observatory@1.4.8
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

export async function observatoryScan(hostAndPort) {
  let scannerPath;
  try {
    scannerPath = createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory");
  } catch {
    return { skipped: "not installed: npm install --no-save --ignore-scripts @mdn/mdn-http-observatory@1.4.8" };
  }
  // Skipped install scripts leave no preload list; a loopback host is on no such list anyway.
  const preload = join(dirname(scannerPath), "..", "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}");
  const { scan } = await import(scannerPath);
  // A host with a port is accepted: the scanner builds http://host:port and https://host:port.
  const result = await scan(hostAndPort);
  const failed = Object.entries(result.tests)
    .filter(([, test]) => !test.pass)
    .map(([name, test]) => ({ name, result: test.result, scoreModifier: test.scoreModifier }));
  return { grade: result.scan.grade, score: result.scan.score, passed: result.scan.testsPassed, total: result.scan.testsQuantity, failed };
}
