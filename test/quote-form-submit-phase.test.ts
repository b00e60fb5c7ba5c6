import { describe, expect, it } from "vitest";
import { initialSubmitState, isBusy, submitReducer, type SubmitEvent, type SubmitState } from "../src/islands/quote-form/submit-phase";

// Issue 42, item 4: the quote form island's submit, one phase at a time, without a browser
// (e2e/quote-form.test.ts and e2e/quote-photos.test.ts see the same ways through in Chromium).

const run = (state: SubmitState, ...events: SubmitEvent[]) => events.reduce(submitReducer, state);
const fresh = initialSubmitState();

describe("the state a page renders", () => {
  it("is an empty form without a server's answer", () => {
    expect(fresh).toEqual({ phase: { kind: "editing" }, errors: {}, formError: undefined });
  });

  it("is the confirmation after a no-JavaScript post that was received, with its estimate and page", () => {
    expect(initialSubmitState({ received: true, estimateNote: "About $180", myPage: "/my/abc" }).phase).toEqual({
      kind: "confirmed",
      by: "posted",
      estimate: "About $180",
      myPage: "/my/abc",
    });
  });

  it("keeps a refused no-JavaScript post's messages", () => {
    const state = initialSubmitState({ errors: { phone: "Required" }, formError: "Try again" });
    expect(state).toEqual({ phase: { kind: "editing" }, errors: { phone: "Required" }, formError: "Try again" });
  });
});

describe("a submit", () => {
  it("is busy from the press until the answer, waiting for photos on the way", () => {
    const pressed = run(fresh, { type: "submit" });
    expect(pressed.phase).toEqual({ kind: "submitting" });
    expect(isBusy(pressed.phase)).toBe(true);
    const waiting = run(pressed, { type: "wait-for-photos" });
    expect(waiting.phase).toEqual({ kind: "waiting-for-photos" });
    expect(isBusy(waiting.phase)).toBe(true);
    expect(run(waiting, { type: "send" }).phase).toEqual({ kind: "submitting" });
  });

  it("ends in the confirmation when sent, with what it shows", () => {
    const sent = run(fresh, { type: "submit" }, { type: "send" }, { type: "sent", estimate: "$180–$240", myPage: "/my/t" });
    expect(sent.phase).toEqual({ kind: "confirmed", by: "sent", estimate: "$180–$240", myPage: "/my/t" });
    expect(isBusy(sent.phase)).toBe(false);
  });

  it("forgets the last try's failure and the server's message, and clears the fields' messages once it is sent", () => {
    const refused = initialSubmitState({ errors: { email: "Invalid" }, formError: "Database down" });
    const failed = run(refused, { type: "submit" }, { type: "failed", failure: "offline" });
    expect(failed).toEqual({ phase: { kind: "failed", failure: "offline" }, errors: { email: "Invalid" }, formError: undefined });
    const again = run(failed, { type: "submit" });
    expect(again.phase).toEqual({ kind: "submitting" });
    expect(run(again, { type: "send" }).errors).toEqual({});
  });

  it("goes back to the form with the refused fields' messages", () => {
    for (const before of [[], [{ type: "wait-for-photos" }]] as SubmitEvent[][]) {
      const refused = run(fresh, { type: "submit" }, ...before, { type: "refused", errors: { photos: "Upload failed" } });
      expect(refused).toEqual({ phase: { kind: "editing" }, errors: { photos: "Upload failed" }, formError: undefined });
    }
  });

  it("ignores a second press while busy, and an answer when none is awaited", () => {
    const pressed = run(fresh, { type: "submit" }, { type: "wait-for-photos" });
    expect(run(pressed, { type: "submit" })).toBe(pressed);
    expect(run(fresh, { type: "sent" })).toBe(fresh);
    expect(run(fresh, { type: "failed", failure: "server" })).toBe(fresh);
    expect(run(fresh, { type: "refused", errors: { phone: "x" } })).toBe(fresh);
    const waiting = run(fresh, { type: "submit" }, { type: "wait-for-photos" });
    expect(run(waiting, { type: "sent" })).toBe(waiting);
  });
});

describe("a submit sent before the island woke", () => {
  it("is held, then sent like any other", () => {
    const held = run(fresh, { type: "held" });
    expect(held.phase).toEqual({ kind: "held" });
    expect(isBusy(held.phase)).toBe(false);
    expect(run(held, { type: "submit" }).phase).toEqual({ kind: "submitting" });
  });

  it("adopts the messages the page's early script showed while the island was hydrating, keeping its own (issue 45)", () => {
    const refused = initialSubmitState({ errors: { phone: "Enter a valid phone number" } });
    const shown = run(refused, { type: "held" }, { type: "shown", errors: { firstName: "Required" } });
    expect(shown).toEqual({
      phase: { kind: "held" },
      errors: { phone: "Enter a valid phone number", firstName: "Required" },
      formError: undefined,
    });
  });
});

describe("after the confirmation", () => {
  it("brings the empty form back after an island's send, not after a plain post (its page has a link instead)", () => {
    const sent = run(fresh, { type: "submit" }, { type: "send" }, { type: "sent" });
    expect(run(sent, { type: "send-another" }).phase).toEqual({ kind: "editing" });
    const posted = initialSubmitState({ received: true });
    expect(run(posted, { type: "send-another" })).toBe(posted);
    expect(run(posted, { type: "submit" })).toBe(posted);
  });
});

describe("the photos' message", () => {
  it("goes once the visitor changes the photos, and the other fields' stay", () => {
    const refused = initialSubmitState({ errors: { photos: "Upload failed", phone: "Required" } });
    expect(run(refused, { type: "photos-changed" }).errors).toEqual({ phone: "Required" });
    expect(run(fresh, { type: "photos-changed" })).toBe(fresh);
  });
});
