import type { Context } from "hono";
import { newToken } from "../../auth/session";
import type { AppEnv } from "../../env";
import { customerPage } from "../../lib/paths";
import { submitRequest, type SubmitInput } from "../../use-cases/submit-request";
import { clientOf, depsOf } from "../deps";

// The routes' side of submitting a request (the JSON API and the plain form's post): the use case
// with this request's dependencies and client, and what a client is answered with.

export const submit = (c: Context<AppEnv>, input: Omit<SubmitInput, "client">) =>
  submitRequest(depsOf(c), { ...input, client: clientOf(c) });

/** The answer a honeypot-filled request gets: indistinguishable from a stored one (its page link opens nothing), but nothing is kept. */
export const decoyRequest = () => ({ id: crypto.randomUUID(), status: "pending", createdAt: new Date(), token: newToken() });

/** What a client sees for a stored (or honeypot-swallowed) request: with the customer's page link when one was made. */
export const createdBody = (r: { id: string; status: string; createdAt: Date; token?: string }) => ({
  id: r.id,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  ...(r.token ? { myPage: customerPage(r.token) } : {}),
});
