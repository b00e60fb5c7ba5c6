import { describe, expect, it } from "vitest";
import { constantTimeEqual, DECOY_HASH, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../src/auth/password";
import { createOwner, postForm, sessionToken } from "./admin-helpers";

describe("owner password hashing (PBKDF2-SHA256)", () => {
  it("stores the algorithm, 100,000 iterations, a 16-byte salt and a 32-byte hash", async () => {
    const stored = await hashPassword("correct horse battery staple");
    const [scheme, iterations, salt, hash] = stored.split("$");
    expect(scheme).toBe("pbkdf2-sha256");
    expect(iterations).toBe("100000");
    expect(atob(salt!)).toHaveLength(16);
    expect(atob(hash!)).toHaveLength(32);
    expect(stored).not.toContain("correct horse");
  });

  it("salts every hash: the same password never gives the same string", async () => {
    expect(await hashPassword("same password here")).not.toBe(await hashPassword("same password here"));
  });

  it("accepts the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", stored)).toBe(false);
    expect(await verifyPassword("Correct horse battery staple", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("verifies hashes made with fewer iterations, so the cost can be raised later", async () => {
    expect(await verifyPassword("an older password", await hashPassword("an older password", 50_000))).toBe(true);
  });

  it("rejects a tampered hash, salt, iteration count or scheme", async () => {
    const stored = await hashPassword("correct horse battery staple");
    const [scheme, iterations, salt, hash] = stored.split("$") as [string, string, string, string];
    const flip = (b64: string) =>
      btoa(String.fromCharCode(...Uint8Array.from(atob(b64), (c, i) => (i === 0 ? c.charCodeAt(0) ^ 1 : c.charCodeAt(0)))));
    const tampered = [
      [scheme, iterations, salt, flip(hash)],
      [scheme, iterations, flip(salt), hash],
      [scheme, "99999", salt, hash],
      [scheme, "1000000", salt, hash],
      ["pbkdf2-sha1", iterations, salt, hash],
      [scheme, iterations, salt, hash.slice(0, -4)],
      [scheme, iterations, salt, hash, "extra"],
    ].map((parts) => parts.join("$"));
    for (const bad of [...tampered, "", "plaintext", "pbkdf2-sha256$x$y$z", `${scheme}$${iterations}$!!$${hash}`]) {
      expect(await verifyPassword("correct horse battery staple", bad), bad).toBe(false);
    }
  });

  it("the decoy hash used for unknown usernames matches no password", async () => {
    expect(await verifyPassword("", DECOY_HASH)).toBe(false);
    expect(await verifyPassword("password", DECOY_HASH)).toBe(false);
  });

  it("compares bytes without stopping at the first difference", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([]), new Uint8Array([0]))).toBe(false);
  });

  // The other files' owners are hashed at a test cost (admin-helpers.ts): this one has the real one.
  it("signs in an owner whose password was hashed at the production cost", async () => {
    const owner = await createOwner("a long enough password", PBKDF2_ITERATIONS);
    expect(owner.password.split("$")[1]).toBe("100000");
    const res = await postForm("/admin/sign-in", { username: owner.username, password: owner.plainPassword });
    expect(res.status).toBe(303);
    expect(sessionToken(res)).toBeTruthy();
    const wrong = await postForm("/admin/sign-in", { username: owner.username, password: "not the password at all" });
    expect(wrong.status).not.toBe(303);
  });
});
