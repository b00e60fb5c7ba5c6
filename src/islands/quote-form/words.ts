import type { QuoteField } from "../../lib/quote-fields";
import type { FieldMessages } from "../../lib/quote-schema";
import type { ServiceTypeValue } from "../../lib/service-types";
import type { EstimateWords } from "./estimate/view";

// Every word the quote form island shows, in the page's language. The server builds them
// (components/quote-form-words.ts) and passes them as JSON props, so the browser bundle holds
// neither language and a page carries only its own. Nothing here is a function: a message that
// depends on a number is a template ("{max}").

/** Why a JavaScript submit failed: FailureNotice shows each in its own words. */
export type Failure = "server" | "offline" | "unreachable" | "rate-limited";

/** The schema's messages as JSON: the one that depends on a number is a template, "Must be {max} characters or fewer". */
export type FieldMessageTemplates = Omit<FieldMessages, "tooLong"> & { tooLong: string };

/** The photo field's words: "{n}" is a photo's number, "{count}" how many there are. */
export type PhotoWords = {
  hint: string;
  add: string;
  addMore: string;
  remove: string;
  alt: string;
  preparing: string;
  uploading: string;
  ready: string;
  failed: string;
  count: string;
  full: string;
  waiting: string;
};

export type QuoteFormWords = {
  /** The form's accessible name. */
  label: string;
  requiredNote: string;
  honeypotLabel: string;
  fields: Record<QuoteField, string>;
  servicePlaceholder: string;
  /** Option labels by the spec's values (the values never change with the language). */
  serviceOptions: Record<ServiceTypeValue, string>;
  descriptionPlaceholder: string;
  photos: PhotoWords;
  /** "How much is going?": shown only when the page has a price book in force (QuoteForm's `estimate`). */
  estimate: EstimateWords;
  /** The arrival window select's options in order, "any time" first (its value is ""). */
  windowOptions: readonly { value: string; label: string }[];
  submit: string;
  submitting: string;
  messages: FieldMessageTemplates;
  /** "Call (281) 555-0147" */
  call: string;
  phone: string;
  toasts: {
    region: string;
    /** The toasts' landmark, with "{hotkey}" where Radix puts the shortcut. */
    viewport: string;
    close: string;
    success: { title: string; description: string };
    failure: { title: string; description: string };
  };
  confirmation: {
    heading: string;
    thanks: string;
    nextHeading: string;
    steps: readonly string[];
    sooner: string;
    answerHours: string;
    sendAnother: string;
    /** The customer's own page: what the link is, the ways to keep it (copy, share or text, e-mail), and the link itself. */
    keepHeading: string;
    keepIntro: string;
    copy: string;
    copied: string;
    share: string;
    textIt: string;
    emailIt: string;
    emailed: string;
    emailFailed: string;
    openPage: string;
  };
  failure: { heading: string; reasons: Record<Failure, string>; orCallUs: string };
  /** The line under the submit button and its link to the privacy page of the same language. */
  privacy: { text: string; link: string; href: string };
};

/** A template's "{n}"/"{count}" filled in. */
export const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));

/** The schema's messages from the templates: the one place "{max}" is filled in. */
export const fieldMessages = (m: FieldMessageTemplates) => ({ ...m, tooLong: (max: number) => m.tooLong.replace("{max}", String(max)) });
