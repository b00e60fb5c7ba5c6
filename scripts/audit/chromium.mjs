// One system Chromium with a DevTools port, shared by Lighthouse (port) and Playwright (CDP): the
// same executable and flags as the browser tests (tools/browser.mjs).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumFlags as flags, chromiumPath } from "../../tools/browser.mjs";

export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), "audit-chromium-"));
  const child = spawn(
    chromiumPath,
    [...flags, "--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore", detached: true },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // Chromium writes to its profile until it has exited: removing the folder before then failed
  // once with ENOTEMPTY and took the whole audit (and the site it had started) down with it.
  const stop = async () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (err) {
      console.warn(`could not remove Chromium's profile ${profile}: ${err.message}`);
    }
  };
  // Port 0: Chromium picks a free port and writes it to DevToolsActivePort in the profile.
  for (let tries = 0; tries < 100; tries++) {
    try {
      const port = Number(readFileSync(join(profile, "DevToolsActivePort"), "utf8").split("\n")[0]);
      const endpoint = `http://127.0.0.1:${port}`;
      if ((await fetch(`${endpoint}/json/version`)).ok) return { port, endpoint, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error("Chromium did not open its DevTools port");
}
