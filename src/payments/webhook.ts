import { Stripe } from "./stripe-client";

// A webhook is verified on the raw body, as sent (never re-serialised JSON), with the async check
// and SubtleCrypto: Workers have no synchronous HMAC, so constructEvent would throw.

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** The event, or null when the signature is missing, forged, for another secret, or older than the tolerance (replayed). */
export async function verifiedEvent(stripe: Stripe, body: string, signature: string | undefined, secret: string, toleranceSeconds = 300) {
  if (!signature) return null;
  try {
    return await stripe.webhooks.constructEventAsync(body, signature, secret, toleranceSeconds, cryptoProvider);
  } catch {
    return null;
  }
}

export type StripeEvent = Stripe.Event;
