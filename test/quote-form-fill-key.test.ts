import { describe, expect, it } from "vitest";
import { keyFor, type SentKey } from "../src/islands/quote-form/fill-key";
import { submissionKeyPattern } from "../src/lib/submission-key";

// Issue 43, left open by issue 30: a form restored from the back/forward cache after a send kept its
// idempotency key for whatever the visitor then changed, which the server now refuses (409). The
// island's key follows its content: a retry of what was sent carries the same key, a change makes a new one.

const body = (description: string) => JSON.stringify({ firstName: "Maria", description, photos: [] });

describe("the island's key for a fill", () => {
  it("is new for a first send, and a valid key", () => {
    const sent = keyFor(null, body("A couch"));
    expect(sent.key).toMatch(submissionKeyPattern);
    expect(sent.content).toBe(body("A couch"));
  });

  it("stays the same for a retry of the same content (a lost answer, a failure, a restored page sent again)", () => {
    const first = keyFor(null, body("A couch"));
    expect(keyFor(first, body("A couch"))).toBe(first);
  });

  it("is new once the content changed after a send, and stays with the changed content for its retries", () => {
    let made = 0;
    const make = () => `key-number-${++made}-0123456789`;
    const first: SentKey = keyFor(null, body("A couch"), make);
    const edited = keyFor(first, body("A couch and a desk"), make);
    expect(edited.key).not.toBe(first.key);
    expect(keyFor(edited, body("A couch and a desk"), make)).toBe(edited);
    // Changed back to what was first sent: another send, another key (the last one sent is the one that counts).
    expect(keyFor(edited, body("A couch"), make).key).toBe("key-number-3-0123456789");
  });
});
