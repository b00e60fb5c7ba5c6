// wrangler.toml's values at its top level (what `wrangler deploy` deploys; the [env.*] sections
// below only run locally): setup writes a few, the smoke check reads SITE_URL. Line edits keep every
// comment and the layout; the file is simple enough for that (scripts/deploy-guard/problems.ts
// reads it the same way).
export const CONFIG_FILE = "wrangler.toml";

const split = (toml) => {
  const at = toml.search(/^\[\[?env\./m);
  return at < 0 ? [toml, ""] : [toml.slice(0, at), toml.slice(at)];
};
const line = (key) => new RegExp(`^([ \\t]*${key}[ \\t]*=[ \\t]*)"([^"]*)"`, "m");

/** The top level's first `key = "value"`, or undefined when it has none. */
export function readValue(toml, key) {
  return line(key).exec(split(toml)[0])?.[2];
}

/** All of the top level's values for key, in order (two R2 buckets, two queues). */
export function readValues(toml, key) {
  const re = new RegExp(line(key).source, "gm");
  return [...split(toml)[0].matchAll(re)].map((m) => m[2]);
}

/** The file with the top level's first `key = "..."` set to value; the key must be there already. */
export function writeValue(toml, key, value) {
  const [top, rest] = split(toml);
  if (!line(key).test(top)) throw new Error(`${CONFIG_FILE} has no top-level ${key} line to set.`);
  return top.replace(line(key), (_, head) => `${head}${JSON.stringify(value)}`) + rest;
}

/** account_id, needed only when the login reaches several accounts: added after compatibility_flags. */
export function writeAccountId(toml, accountId) {
  if (readValue(toml, "account_id") !== undefined) return writeValue(toml, "account_id", accountId);
  const [top, rest] = split(toml);
  const anchor = /^compatibility_flags[^\n]*\n/m;
  if (!anchor.test(top)) throw new Error(`${CONFIG_FILE} has no compatibility_flags line to put account_id after.`);
  return (
    top.replace(
      anchor,
      (m) =>
        `${m}# The Cloudflare account this Worker and its resources belong to (written by npm run setup).\naccount_id = ${JSON.stringify(accountId)}\n`,
    ) + rest
  );
}
