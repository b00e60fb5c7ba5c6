// npm run bench:hostile: the runtime's memory while hostile no-JavaScript quote posts arrive
// (multipart/form-data to POST /api/quote-requests), one after another: a valid small post (the
// baseline), a 20 MB and a 60 MB description, 100,000 tiny parts, a part with no end boundary, big
// photos with and without a length, and 5 MB of junk (no boundary at all) six times.
// Each body is streamed the way a hostile client sends it: no Content-Length (chunked), generated
// 64 KB at a time as the connection takes it, so this script never holds the 60 MB itself. Each
// request comes from its own visitor (CF-Connecting-IP 10.x.y.z, which wrangler dev keeps) so the
// 5-per-minute limit never answers in the body's place, and from the site's own page (Origin, Referer).
//
// What is measured is the workerd process that runs the Worker: its VmRSS sampled every 50 ms from
// /proc/PID/status while each request runs (peak) and 1 s after its answer (after). Where the kernel
// allows it, the process's VmHWM is reset before each case (/proc/PID/clear_refs, "5"), so the HWM
// column is the true peak of that case, spikes shorter than 50 ms included (the reset sets it to the
// RSS of the moment, so it is never below what the case before left: the cases share one process,
// and a case's numbers include what the earlier ones still hold). wrangler dev runs a second
// workerd, its proxy (the one listening on the site's port), which every body passes through: its
// sampled peak is printed too. "sent at answer" is what the connection had taken from the body when
// the response headers came (the kernel's socket buffers hold some of that, so the Worker has read
// less); once the answer is read the client stops sending, so "sent total" shows whether the server
// kept reading after it answered (the old code read every byte before answering at all). A server that
// answers early and closes with the body unread makes the kernel reset the connection, and the reset
// can overtake the answer: then the row shows no status or a cut answer (*), and a note says so.
//
// Starts its own site (scripts/local-server.mjs: wrangler dev, fresh database, the production
// configuration) unless BASE_URL is given. To measure another version of the site (an older commit in
// its own worktree), start it by hand there and point this script at it:
//   node scripts/local-server.mjs --port 8791 --persist-to .wrangler/bench-old &
//   ps -eo pid,args | grep '[w]orkerd serve'
//     (two lines: the one with --socket-addr=entry=127.0.0.1:8791 is wrangler's proxy; the other,
//     entry=127.0.0.1:0, runs the Worker)
//   BASE_URL=http://127.0.0.1:8791 WORKERD_PID=<the Worker's pid> node scripts/bench-hostile.mjs
// or WRANGLER_PID=<pid of `wrangler dev`> instead of WORKERD_PID: both workerd processes are then
// found below it, as for the script's own site. (The script itself can also be copied into the other
// worktree and run there: it starts that worktree's site.)
//
// Bounded: each request is aborted after 60 s. Exits 0 unless the site stopped answering GET / with
// 200 after some case (a refused post, a reset connection or a timeout is a result, not a failure).
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { basename } from "node:path";
import { startLocalServer } from "./local-server.mjs";

const server = process.env.BASE_URL ? null : await startLocalServer();
const baseUrl = process.env.BASE_URL ?? server.baseUrl;
const origin = new URL(baseUrl).origin;
const port = new URL(baseUrl).port;

let stopping = null;
const stopServer = () =>
  (stopping ??= server ? server.stop().then(() => rmSync(server.persistTo, { recursive: true, force: true })) : Promise.resolve());
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stopServer().then(() => process.exit(130)));

// ---- the processes -------------------------------------------------------------------------------

const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    return [];
  }
};
/** Every process below `pid` (the children of each of its threads, then theirs). */
function descendants(pid) {
  let children = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      children.push(...readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number));
    }
  } catch {}
  children = [...new Set(children)];
  return children.flatMap((child) => [child, ...descendants(child)]);
}
/** wrangler's pid: local-server.mjs returns it; an older copy does not, so look for the process started with our --persist-to. */
function wranglerPid() {
  if (process.env.WRANGLER_PID) return Number(process.env.WRANGLER_PID);
  if (server?.pid) return server.pid;
  if (!server) return null;
  const matching = readdirSync("/proc")
    .filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid)
    .map(Number)
    .sort((a, b) => a - b);
  return matching.find((p) => cmdline(p).includes(server.persistTo)) ?? null;
}
/** { worker, proxy }: the workerd running the Worker, and wrangler's proxy in front of it (null if not found). */
function findRuntime() {
  if (process.env.WORKERD_PID) return { worker: Number(process.env.WORKERD_PID), proxy: null };
  const root = wranglerPid();
  if (!root) throw new Error("cannot find the wrangler dev process: give WORKERD_PID or WRANGLER_PID");
  const below = descendants(root);
  const named = below.filter((p) => basename(cmdline(p)[0] ?? "") === "workerd");
  const workerds = named.length ? named : below.filter((p) => cmdline(p).join(" ").includes("workerd"));
  const onSitePort = (p) => cmdline(p).some((arg) => arg === `--socket-addr=entry=127.0.0.1:${port}`);
  const proxy = workerds.find(onSitePort) ?? null;
  const worker = workerds.find((p) => !onSitePort(p)) ?? null;
  if (!worker) throw new Error(`no workerd found below wrangler (pid ${root}): ${workerds.join(", ") || "none"}`);
  return { worker, proxy };
}

const MB = 1024 * 1024;
/** VmRSS and VmHWM in bytes, or null once the process is gone. */
function memory(pid) {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? NaN) * 1024;
    return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
  } catch {
    return null;
  }
}
/** Resets the process's VmHWM to its current RSS (Linux 4.0+); false where that is not allowed. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}
/** Samples the RSS of `pids` every 50 ms; stop() returns the highest seen for each. */
function sampleRss(pids) {
  const peaks = new Map(pids.filter(Boolean).map((p) => [p, 0]));
  const sample = () => {
    for (const p of peaks.keys()) peaks.set(p, Math.max(peaks.get(p), memory(p)?.rss ?? 0));
  };
  sample();
  const timer = setInterval(sample, 50);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

// ---- the bodies ----------------------------------------------------------------------------------

const boundary = "----benchHostileBoundary7MA4YWxk";
const enc = new TextEncoder();
const part = (name, value) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const textParts = (fields) =>
  Object.entries(fields)
    .map(([k, v]) => part(k, v))
    .join("");
const valid = {
  firstName: "Maria",
  lastName: "Lopez",
  phone: "(281) 555-0199",
  email: "maria@example.com",
  serviceType: "junk-removal",
  description: "Old sofa",
  returnTo: "/",
};
const { description: _description, ...withoutDescription } = valid;
const descriptionHead = `${textParts(withoutDescription)}--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n`;
const closing = `--${boundary}--\r\n`;

/** head, then `size` bytes of 'x' in 64 KB chunks (one chunk, reused: its content never changes), then tail. */
function* hugeDescription(size) {
  yield descriptionHead;
  const chunk = enc.encode("x".repeat(64 * 1024));
  for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
  yield `\r\n${closing}`;
}
/** The valid fields, then one photo part of `size` bytes (zeros): over the 10 MB limit, what a visitor's browser can send. */
const photoHead = `${textParts(valid)}--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const photoLength = (size) => enc.encode(photoHead).length + size + enc.encode(`\r\n${closing}`).length;
function* hugePhoto(size) {
  yield photoHead;
  const chunk = new Uint8Array(64 * 1024);
  for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
  yield `\r\n${closing}`;
}
/** The valid fields, then `count` parts name="x" value "1", about 64 KB of them at a time. */
function* tinyParts(count) {
  yield textParts(valid);
  const perChunk = Math.floor((64 * 1024) / part("x", "1").length);
  const full = enc.encode(part("x", "1").repeat(perChunk));
  for (let left = count; left > 0; left -= perChunk) yield left >= perChunk ? full : enc.encode(part("x", "1").repeat(left));
  yield closing;
}

/** `size` bytes of junk (no boundary in them, as random bytes have none), in 64 KB chunks: issue 43's "5 MB junk". */
function* junk(size) {
  const chunk = new Uint8Array(64 * 1024).map((_, i) => 0x41 + ((i * 7919) % 26));
  for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
}

const cases = [
  { label: "(a) valid, small", body: () => [textParts(valid) + closing] },
  { label: "(b) description 20 MB", body: () => hugeDescription(20 * MB) },
  { label: "(c) description 60 MB", body: () => hugeDescription(60 * MB) },
  { label: "(d) 100,000 tiny parts", body: () => tinyParts(100_000) },
  // The body ends in the middle of the description: no closing boundary, not even a line end.
  { label: "(e) no end boundary", body: () => [`${descriptionHead}Old sofa and a recliner, pick up from the gar`] },
  // The same 60 MB twice more: memory that is reused levels off; memory that is held keeps climbing.
  { label: "(f) 60 MB again", body: () => hugeDescription(60 * MB) },
  { label: "(g) 60 MB a third time", body: () => hugeDescription(60 * MB) },
  // A 12 MB photo in a post that declares its length, as a browser's does: the rest is read and
  // dropped so the browser gets its page. Streamed without a length (a script), it is cut off.
  { label: "(h) 12 MB photo, with length", body: () => hugePhoto(12 * MB), length: photoLength(12 * MB) },
  { label: "(i) 12 MB photo, again", body: () => hugePhoto(12 * MB), length: photoLength(12 * MB) },
  { label: "(j) 60 MB photo, with length", body: () => hugePhoto(60 * MB), length: photoLength(60 * MB) },
  { label: "(k) 200 MB photo, no length", body: () => hugePhoto(200 * MB) },
  // Junk with a length, as curl --data-binary sends it: through wrangler's proxy, an answer before
  // the body was read came back as a 500 "Network connection lost" (issue 43, finding 4).
  ...[1, 2, 3, 4, 5, 6].map((i) => ({ label: `(l${i}) 5 MB junk, with length`, body: () => junk(5 * MB), length: 5 * MB })),
  { label: "(m) 2 MB junk, with length", body: () => junk(2 * MB), length: 2 * MB },
];

/**
 * A request body read lazily from `pieces`: a chunk is made only when the connection asks for one
 * (highWaterMark 0, so nothing is made ahead), and counted then. stop() ends it with an error, which
 * makes undici drop the connection: the client hangs up instead of sending the rest.
 */
function lazyStream(pieces) {
  const it = pieces[Symbol.iterator]();
  let pulled = 0;
  let stopped = false;
  let controller;
  const stream = new ReadableStream(
    {
      start(c) {
        controller = c;
      },
      pull(c) {
        if (stopped) return;
        const { value, done } = it.next();
        if (done) return c.close();
        const bytes = typeof value === "string" ? enc.encode(value) : value;
        pulled += bytes.length;
        c.enqueue(bytes);
      },
    },
    { highWaterMark: 0 },
  );
  return {
    stream,
    pulled: () => pulled,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        controller.error(new Error("client stopped sending"));
      } catch {}
    },
  };
}

// 10.1.0.1, 10.1.0.2, ...: a visitor per request.
let visitors = 0;
const nextVisitor = () => {
  visitors++;
  return `10.${1 + ((visitors >> 16) & 127)}.${(visitors >> 8) & 255}.${visitors & 255}`;
};
const describeError = (err) => {
  const cause = err?.cause;
  if (err?.name === "TimeoutError" || err?.name === "AbortError") return "aborted after 60 s";
  return [err?.message, cause?.code, cause?.message].filter(Boolean).join(": ");
};

/** Posts one case; the answer is read to its end (counted, not kept). Never throws. */
async function post(pieces, length) {
  const body = lazyStream(pieces);
  const signal = AbortSignal.timeout(60_000);
  const started = performance.now();
  const result = { status: null, bytes: 0, answerMs: null, sentAtAnswer: null, sentTotal: 0, error: null };
  try {
    const res = await fetch(`${baseUrl}/api/quote-requests`, {
      method: "POST",
      body: body.stream,
      duplex: "half",
      redirect: "manual",
      signal,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        origin,
        referer: `${origin}/`,
        "cf-connecting-ip": nextVisitor(),
        ...(length ? { "content-length": String(length) } : {}),
      },
    });
    result.answerMs = performance.now() - started;
    result.sentAtAnswer = body.pulled();
    result.status = res.status;
    if (res.body) for await (const chunk of res.body) result.bytes += chunk.length;
  } catch (err) {
    result.error = describeError(err);
    result.answerMs ??= performance.now() - started;
  }
  body.stop();
  result.sentTotal = body.pulled();
  return result;
}

async function homePage() {
  try {
    const res = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return res.status;
  } catch (err) {
    return describeError(err);
  }
}

// ---- the run -------------------------------------------------------------------------------------

const fmtMb = (bytes) => (bytes == null || Number.isNaN(bytes) ? "-" : (bytes / MB).toFixed(1));
const fmtLoad = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const columns = [
  ["case", 30],
  ["status", 7],
  ["resp bytes", 11],
  ["answer ms", 10],
  ["sent at answer MB", 18],
  ["sent total MB", 14],
  ["RSS peak MB", 12],
  ["HWM MB", 8],
  ["RSS after MB", 13],
  ["proxy peak MB", 14],
  ["GET /", 6],
];
const row = (cells) =>
  cells.map((cell, i) => (i === 0 ? String(cell).padEnd(columns[i][1]) : String(cell).padStart(columns[i][1]))).join(" ");

let siteDown = false;
try {
  let runtime = findRuntime();
  console.log(`hostile quote posts against ${baseUrl}${server ? " (own site, fresh database)" : ""}`);
  console.log(`  load average (1/5/15 min): ${fmtLoad()}   cores shared with other work: results vary with it`);
  console.log(
    `  workerd running the Worker: pid ${runtime.worker}${runtime.proxy ? `   wrangler's proxy workerd: pid ${runtime.proxy}` : ""}`,
  );
  // At rest: after the start's GET / and one more, and a second to settle.
  await homePage();
  await new Promise((r) => setTimeout(r, 1000));
  const rest = memory(runtime.worker);
  console.log(
    `  RSS at rest: ${fmtMb(rest?.rss)} MB (VmHWM since start ${fmtMb(rest?.hwm)} MB)${runtime.proxy ? `   proxy ${fmtMb(memory(runtime.proxy)?.rss)} MB` : ""}`,
  );
  console.log("");
  console.log(row(columns.map(([name]) => name)));

  const notes = [];
  for (const c of cases) {
    const peakReset = resetPeak(runtime.worker);
    const sampler = sampleRss([runtime.worker, runtime.proxy]);
    const result = await post(c.body(), c.length);
    // The answer is in: what the runtime still holds a second later (nothing forces a GC).
    await new Promise((r) => setTimeout(r, 1000));
    const peaks = sampler.stop();
    const after = memory(runtime.worker);
    const home = await homePage();
    if (home !== 200) siteDown = true;
    console.log(
      row([
        c.label,
        result.status ?? "-",
        result.status === null ? "-" : `${result.bytes}${result.error ? "*" : ""}`,
        result.answerMs.toFixed(0),
        result.sentAtAnswer === null ? "-" : fmtMb(result.sentAtAnswer),
        fmtMb(result.sentTotal),
        fmtMb(peaks.get(runtime.worker)),
        peakReset && after ? fmtMb(after.hwm) : "-",
        fmtMb(after?.rss),
        runtime.proxy ? fmtMb(peaks.get(runtime.proxy)) : "-",
        home,
      ]),
    );
    if (result.error)
      notes.push(`${c.label}: ${result.status === null ? "no answer" : `answered ${result.status}, then`}: ${result.error}`);
    if (!after) {
      notes.push(`${c.label}: the Worker's workerd (pid ${runtime.worker}) is gone`);
      try {
        runtime = findRuntime();
        notes.push(`  now pid ${runtime.worker}`);
      } catch (err) {
        notes.push(`  ${err.message}`);
      }
    }
  }
  if (notes.length) console.log("  *: the answer was cut off while it was read (what came before is counted); the notes say how");
  for (const note of notes) console.log(`  note: ${note}`);
  console.log(`  load average at the end: ${fmtLoad()}`);
  console.log(siteDown ? "FAIL: the site stopped answering GET / with 200" : "OK: the site answered GET / with 200 after every case");
} catch (err) {
  console.error(err);
  siteDown = true;
} finally {
  await stopServer();
}
process.exit(siteDown ? 1 : 0);
