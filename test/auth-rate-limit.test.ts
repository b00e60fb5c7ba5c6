import { describe, expect, it } from "vitest";
import { schema } from "../src/db";
import { createOwner, db, postForm, sessionToken } from "./admin-helpers";

const attempt = (username: string, password: string, ip: string) => postForm("/admin/sign-in", { username, password }, { ip });

describe("sign-in failures", () => {
  it("answers a wrong password and an unknown username with the same generic 401 message", async () => {
    const owner = await createOwner();
    const wrong = await attempt(owner.username, "not the password", "192.0.2.10");
    const unknown = await attempt("nobody-here", "not the password", "192.0.2.11");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.text(), await unknown.text()];
    expect(a).toContain("Wrong username or password.");
    expect(b).toContain("Wrong username or password.");
    expect(sessionToken(wrong)).toBeUndefined();
    expect(wrong.headers.get("cache-control")).toBe("no-store");
  });

  it("blocks a username with 429 after 5 failures in 15 minutes, even from new IPs and with the right password", async () => {
    const owner = await createOwner();
    for (let i = 0; i < 5; i++) expect((await attempt(owner.username, `guess ${i}`, `192.0.2.${20 + i}`)).status).toBe(401);
    const blocked = await attempt(owner.username, owner.plainPassword, "192.0.2.99");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("900");
    expect(await blocked.text()).toContain("Too many sign-in attempts");
    expect(sessionToken(blocked)).toBeUndefined();
  });

  it("blocks an IP with 429 after 5 failures in 15 minutes, whatever username it tries next", async () => {
    const owner = await createOwner();
    for (let i = 0; i < 5; i++) expect((await attempt(`spray${i}`, "password123456", "192.0.2.50")).status).toBe(401);
    expect((await attempt(owner.username, owner.plainPassword, "192.0.2.50")).status).toBe(429);
    // Another IP is not affected.
    expect((await attempt(owner.username, owner.plainPassword, "192.0.2.51")).status).toBe(303);
  });

  it("forgets failures older than 15 minutes", async () => {
    const owner = await createOwner();
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await db
      .insert(schema.signInFailures)
      .values(Array.from({ length: 5 }, () => ({ ip: "192.0.2.60", username: owner.username, failedAt: old })));
    expect((await attempt(owner.username, owner.plainPassword, "192.0.2.60")).status).toBe(303);
  });

  it("answers a malformed or empty form with 401, never a 500", async () => {
    expect((await postForm("/admin/sign-in", {}, { ip: "192.0.2.70" })).status).toBe(401);
    expect((await postForm("/admin/sign-in", { username: "x".repeat(500), password: "y".repeat(5000) }, { ip: "192.0.2.71" })).status).toBe(
      413,
    );
  });
});
