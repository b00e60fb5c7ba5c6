// `npm run push:keys`: a VAPID key pair for Web Push (a P-256 ECDSA pair, made with WebCrypto).
// The public half is not secret (browsers get it to subscribe): it goes in wrangler.toml [vars].
// The private half signs every push: a Worker secret in production, .dev.vars locally, never committed.
// `npm run setup` makes the pair and stores it itself; this prints one for doing it by hand.
import { makeVapidPair } from "./lib/vapid.mjs";

const { privateKey, publicKey } = await makeVapidPair();

console.log(`VAPID key pair for Web Push.

1. Public key: in wrangler.toml under [vars] (also safe to commit):
   VAPID_PUBLIC_KEY = "${publicKey}"

   Locally, both lines may go in .dev.vars (git-ignored) instead:
   VAPID_PUBLIC_KEY=${publicKey}
   VAPID_PRIVATE_KEY=${privateKey}

2. Private key: a secret, never committed.
   In production:
   npx wrangler secret put VAPID_PRIVATE_KEY
   and paste: ${privateKey}

3. VAPID_SUBJECT in [vars]: a mailto: address push services may contact about these alerts.

A new pair makes every existing subscription useless: each phone turns alerts on again.`);
