import type { QuoteField } from "../../lib/quote-fields";
import type { Failure } from "./words";

// Where the quote form island is between a press of its button and the answer, as one value: the
// button's label, the confirmation, the failure notice and the fields' messages all follow from it.
// A pure reducer, so that every way through a submit is tested without a browser
// (test/quote-form-submit-phase.test.ts); the island dispatches and renders.

export type FieldErrors = Partial<Record<QuoteField, string>>;

export type SubmitPhase =
  /** The visitor is filling the form in (perhaps after refused fields, which `errors` holds). */
  | { kind: "editing" }
  /** Sent before the island woke (client/early/held-submit.ts): the island sends it once the typed values are its state. */
  | { kind: "held" }
  /** Checked, then posted: the button is disabled until the answer. */
  | { kind: "submitting" }
  /** Photos still on their way are waited for before the post. */
  | { kind: "waiting-for-photos" }
  /** The post failed as a whole: the notice under the button says what to do now, the values are kept. */
  | { kind: "failed"; failure: Failure }
  /**
   * The request was received: "posted" by the no-JavaScript form (the server's page says so),
   * "sent" by the island (which can bring the empty form back). The estimate and the customer's page to show.
   */
  | { kind: "confirmed"; by: "posted" | "sent"; estimate?: string; myPage?: string };

export type SubmitState = {
  phase: SubmitPhase;
  /** Each refused field's message (the island's check, a photo that failed, or the server's). */
  errors: FieldErrors;
  /** The server's message for the whole form after a no-JavaScript post that failed. */
  formError?: string;
};

export type SubmitEvent =
  | { type: "held" }
  /** Messages the page showed before the island took the form over (client/early/held-submit.ts). */
  | { type: "shown"; errors: FieldErrors }
  | { type: "submit" }
  | { type: "wait-for-photos" }
  | { type: "refused"; errors: FieldErrors }
  | { type: "send" }
  | { type: "sent"; estimate?: string; myPage?: string }
  | { type: "failed"; failure: Failure }
  | { type: "photos-changed" }
  | { type: "send-another" };

/** While a submit is under way, another press does nothing. */
export const isBusy = (phase: SubmitPhase) => phase.kind === "submitting" || phase.kind === "waiting-for-photos";

/** The state a page renders: the server's answer to a no-JavaScript post (its confirmation, or its refusal), else an empty form. */
export function initialSubmitState(server?: {
  errors?: FieldErrors;
  formError?: string;
  received?: boolean;
  estimateNote?: string;
  myPage?: string;
}): SubmitState {
  const phase: SubmitPhase = server?.received
    ? { kind: "confirmed", by: "posted", estimate: server.estimateNote, myPage: server.myPage }
    : { kind: "editing" };
  return { phase, errors: server?.errors ?? {}, formError: server?.formError };
}

export function submitReducer(state: SubmitState, event: SubmitEvent): SubmitState {
  const { phase } = state;
  switch (event.type) {
    case "held":
      return phase.kind === "editing" ? { ...state, phase: { kind: "held" } } : state;
    case "shown":
      return { ...state, errors: { ...state.errors, ...event.errors } };
    case "submit":
      // A new try forgets the last one's failure and the server's message; the fields' messages stay until checked again.
      return isBusy(phase) || phase.kind === "confirmed" ? state : { ...state, phase: { kind: "submitting" }, formError: undefined };
    case "wait-for-photos":
      return phase.kind === "submitting" ? { ...state, phase: { kind: "waiting-for-photos" } } : state;
    case "refused":
      return isBusy(phase) ? { ...state, phase: { kind: "editing" }, errors: event.errors } : state;
    case "send":
      return isBusy(phase) ? { ...state, phase: { kind: "submitting" }, errors: {} } : state;
    case "sent":
      return phase.kind === "submitting"
        ? { ...state, phase: { kind: "confirmed", by: "sent", estimate: event.estimate, myPage: event.myPage } }
        : state;
    case "failed":
      return phase.kind === "submitting" ? { ...state, phase: { kind: "failed", failure: event.failure } } : state;
    case "photos-changed": {
      if (!state.errors.photos) return state;
      const { photos: _answered, ...errors } = state.errors;
      return { ...state, errors };
    }
    case "send-another":
      return phase.kind === "confirmed" && phase.by === "sent" ? { ...state, phase: { kind: "editing" } } : state;
  }
}
