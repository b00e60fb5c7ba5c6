import { useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { phoneHref } from "../config/business";
import type { Locale } from "../content/locale";
import { preferredDateBounds } from "../lib/arrival-windows";
import type { QuoteFormState, QuoteFormValues } from "../lib/quote-form-state";
import type { QuoteSchema } from "../lib/quote-schema";
import { fieldErrors, honeypotField, quoteFieldOrder, type QuoteField } from "../lib/quote-fields";
import { submissionKeyField } from "../lib/submission-key";
import { keyFor, type SentKey } from "./quote-form/fill-key";
import { Confirmation } from "./quote-form/Confirmation";
import { FailureNotice } from "./quote-form/FailureNotice";
import { useLazyExtras } from "./quote-form/lazy-extras";
import { QuoteFields } from "./quote-form/QuoteFields";
import { submitQuote } from "./quote-form/submit";
import { initialSubmitState, isBusy, submitReducer, type FieldErrors } from "./quote-form/submit-phase";
import { useToasts } from "./quote-form/toasts";
import { usePhotos } from "./quote-form/use-photos";
import { rememberedVisit } from "./visit";
import { fieldMessages, type QuoteFormWords } from "./quote-form/words";
import { shownMessages, takeLateMessages } from "./quote-form/shown-messages";
import { EstimateSection } from "./quote-form/estimate/EstimateSection";
import { useLazyPicker, type Picker } from "./quote-form/estimate/lazy-picker";
import type { EstimateView } from "./quote-form/estimate/view";

type Props = {
  returnTo: string;
  /** The page's language: posted with the request, which is stored with it and answered in it. */
  locale: Locale;
  /** Every word the form shows, in the page's language (built on the server). */
  words: QuoteFormWords;
  /** A service page's own service: chosen from the start, and again whenever the form is cleared. */
  presetService?: string;
  /** The preferred day's range as the server counted it (the island counts again: a cached page may be a day old). */
  dateBounds: { min: string; max: string };
  /** "How much is going?" priced by the page's price book; absent when none is in force (then nothing about prices shows). */
  estimate?: EstimateView;
  state?: QuoteFormState;
  /** Customer e-mail is set up: the confirmation offers "E-mail it to me" (src/islands/quote-form/KeepLink.tsx). */
  emailLink?: boolean;
};

// A fixed prefix, not useId(): the island hydrates apart from the page, so useId would differ
// from the server's ids. There is one quote form per page.
const idPrefix = "quote";
const emptyValues: QuoteFormValues = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  serviceType: "",
  cityZip: "",
  description: "",
  preferredDate: "",
  preferredWindow: "",
};

// The Request Free Quote form. Without JavaScript it is a plain form posting to the API (which
// answers with a page); once hydrated it checks fields itself, posts JSON and shows toasts. A sent
// request leaves a confirmation in the form's place (in memory only: a reload shows the form), and a
// failed one says under the button what to do now, keeping the values.
export default function QuoteForm({ returnTo, locale, words, presetService, dateBounds: serverBounds, estimate, state, emailLink }: Props) {
  const blankValues: QuoteFormValues = { ...emptyValues, serviceType: presetService ?? "" };
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<QuoteFormValues>({ ...blankValues, ...state?.values });
  // The submit's phase (quote-form/submit-phase.ts), with the fields' messages and the server's.
  // With the messages the page shows already (the early script's for a submit before the island woke).
  const [{ phase, errors, formError }, dispatch] = useReducer(submitReducer, state, (server) => {
    const initial = initialSubmitState(server);
    return { ...initial, errors: { ...initial.errors, ...shownMessages(idPrefix) } };
  });
  const confirmed = phase.kind === "confirmed" ? phase.by : null;
  const failure = phase.kind === "failed" ? phase.failure : null;
  const submitting = isBusy(phase);
  const [enhanced, setEnhanced] = useState(false);
  const [dateBounds, setDateBounds] = useState(serverBounds);
  const photos = usePhotos(locale, words.messages);
  const [focusField, setFocusField] = useState<QuoteField | null>(null);
  const { toasts, show, dismiss } = useToasts();
  const { Toaster, ensure: ensureExtras } = useLazyExtras();
  // The estimate's controls as the form has them (the plain post's echo at first), and its picker.
  const [estimateFields, setEstimateFields] = useState<Record<string, string>>({});
  const { picker, ensure: ensurePicker } = useLazyPicker();
  // Read with the picker's code: until it has loaded, nothing shows them.
  const readPicks = (loaded: Picker | null) => loaded && setEstimateFields(loaded.fieldsOf(formRef.current));
  // Opened: the picker's code, and the picks as the form has them (picked before, or sent back by the server).
  const openEstimate = () => void ensurePicker().then(readPicks);
  const range = estimate && picker ? picker.rangeOf(estimate, words.estimate, locale, values, estimateFields, dateBounds.min) : null;
  // The schema with this page's messages, made once its code has loaded.
  const schema = useRef<QuoteSchema | null>(null);

  // From this commit on, a submit is this island's: the page's early script stops holding them.
  // One it held while the island was hydrating may have shown messages the island has not read: they
  // become the island's own before the next paint.
  useLayoutEffect(() => {
    formRef.current?.setAttribute("data-awake", "");
    const late = takeLateMessages(idPrefix, errors);
    if (Object.keys(late).length) dispatch({ type: "shown", errors: late });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration: the messages the first render had
  }, []);
  useEffect(() => {
    setEnhanced(true);
    setDateBounds(preferredDateBounds());
    // The form wakes when it nears the screen or takes the focus (islands/wake.ts): whatever the
    // visitor typed or chose before that is theirs, and becomes the form's state.
    const form = formRef.current;
    if (!form) return;
    // Woken by the focus: that focus came before React did, so its onFocus fetch starts now.
    if (form.contains(document.activeElement)) void ensureExtras();
    const typed: Partial<QuoteFormValues> = {};
    for (const name of Object.keys(values) as (keyof QuoteFormValues)[]) {
      const field = form.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) &&
        field.value !== values[name]
      )
        typed[name] = field.value as never;
    }
    if (Object.keys(typed).length) setValues((v) => ({ ...v, ...typed }));
    // The estimate's picker, if its section was opened before the island woke (it reads the picks then).
    if (form.querySelector("details#estimate[open]")) openEstimate();
    // Sent before it woke (client/early/held-submit.ts): it is sent once the typed values are the state.
    if (form.hasAttribute("data-held")) {
      form.removeAttribute("data-held");
      dispatch({ type: "held" });
    }
    // Once, at hydration: later edits arrive through the fields' own change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration (above)
  }, []);
  useEffect(() => {
    if (phase.kind === "held") formRef.current?.requestSubmit();
  }, [phase.kind]);
  // Focus moves once the messages are in the DOM, so the field is announced with its message.
  useEffect(() => {
    const field = focusField && document.getElementById(`${idPrefix}-${focusField}`);
    // A field inside a closed section (the estimate's) is shown before it takes the focus.
    field?.closest("details")?.setAttribute("open", "");
    if (field) field.focus();
    setFocusField(null);
  }, [focusField]);
  // The confirmation takes the focus, so it is announced and a keyboard continues from there.
  useEffect(() => {
    if (confirmed !== "sent") return;
    confirmationRef.current?.focus({ preventScroll: true });
    confirmationRef.current?.scrollIntoView({ block: "start" });
  }, [confirmed]);
  // The message and the button it points to come into view clear of the toast (scroll margins).
  useEffect(() => {
    if (failure) actionsRef.current?.scrollIntoView({ block: "nearest" });
  }, [failure]);

  const onChange = (field: Exclude<QuoteField, "photos" | "estimate">, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const showInvalid = (found: FieldErrors) => {
    dispatch({ type: "refused", errors: found });
    setFocusField(quoteFieldOrder.find((f) => found[f]) ?? null);
  };
  // The spec's toasts, when their code could load; the confirmation and the failure notice do not need it.
  const notify = async (kind: "success" | "failure") => {
    if (await ensureExtras()) show({ ...words.toasts[kind], variant: kind === "failure" ? "destructive" : "default" });
  };
  // This fill's idempotency key and the content it was sent with: the same key for every retry of
  // that content, a new one once the content changed or it was received (quote-form/fill-key.ts).
  const sentKey = useRef<SentKey | null>(null);
  const sendAnother = () => {
    dispatch({ type: "send-another" });
    setFocusField("firstName");
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    dispatch({ type: "submit" });
    const extras = await ensureExtras();
    if (extras) schema.current ??= extras.makeQuoteSchema(fieldMessages(words.messages));
    // The estimate's picks, gathered as the server gathers a plain post's (with the schema's code), and
    // the version they were priced by. Should that code not load, the request goes without them.
    const picked = estimate && extras ? extras.picksOf(formRef.current) : undefined;
    const estimateBody = picked ? { estimate: picked, priceBookVersion: estimate!.version } : {};
    const checked = schema.current?.safeParse({ ...values, ...estimateBody });
    if (checked && !checked.success) {
      return showInvalid(fieldErrors(checked.error.issues));
    }
    // Photos still on their way are waited for; one that failed is the visitor's to remove or replace.
    if (photos.busy()) {
      dispatch({ type: "wait-for-photos" });
      await photos.settled();
    }
    const photoFailure = photos.failure();
    if (photoFailure) return showInvalid({ photos: photoFailure });
    dispatch({ type: "send" });
    const honeypot = formRef.current?.elements.namedItem(honeypotField) as HTMLInputElement | null;
    // The page it was sent from goes along for the owner's inbox (the plain form posts returnTo), and
    // its language, in which the answer's messages come back.
    // Where the visit began (its first page, referrer and UTM tags), for the owner's dashboard.
    const attribution = rememberedVisit();
    const body = {
      ...values,
      ...estimateBody,
      photos: photos.readyIds(),
      sourcePage: returnTo,
      locale,
      ...(attribution ? { attribution } : {}),
      [honeypotField]: honeypot?.value ?? "",
    };
    const sending = (sentKey.current = keyFor(sentKey.current, JSON.stringify(body)));
    const outcome = await submitQuote({ ...body, [submissionKeyField]: sending.key });
    if (outcome.kind === "sent") {
      sentKey.current = null;
      setEstimateFields({});
      setValues(blankValues);
      photos.clear();
      formRef.current?.reset();
      dispatch({ type: "sent", estimate: (picked && range?.sentence) || undefined, myPage: outcome.myPage });
      return notify("success");
    }
    if (outcome.kind === "rate-limited") return dispatch({ type: "failed", failure: "rate-limited" });
    if (outcome.kind === "invalid") showInvalid(outcome.fields);
    else dispatch({ type: "failed", failure: outcome.kind === "unreachable" ? (outcome.offline ? "offline" : "unreachable") : "server" });
    return notify("failure");
  }

  return (
    <form
      ref={formRef}
      method="post"
      // No fragment: the page the server answers a failed post with opens with the focus on its
      // first message (autofocus, which a fragment would cancel); the confirmation's redirect has its own.
      action="/api/quote-requests"
      // Multipart, so the photos go along when JavaScript is off (the island posts JSON instead).
      encType="multipart/form-data"
      aria-label={words.label}
      // The word the early script shows under an empty required field before the island wakes (client/early/held-submit.ts).
      data-required={words.messages.required}
      // The form checks its fields itself at every moment: the island with the shared schema, a
      // submit sent before it woke once it has (client/early/held-submit.ts), the server without
      // JavaScript. Each shows "Required" under every empty field, never the browser's one bubble.
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void ensureExtras()}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-lg sm:p-8"
    >
      {phase.kind === "confirmed" ? (
        <Confirmation
          ref={confirmationRef}
          words={words}
          againHref={`${returnTo}#quote-form`}
          onAgain={phase.by === "sent" ? sendAnother : undefined}
          estimate={phase.estimate}
          myPage={phase.myPage}
          emailLink={emailLink}
        />
      ) : null}
      <div hidden={confirmed !== null} className="grid gap-5">
        {formError ? (
          <div
            role="alert"
            tabIndex={-1}
            autoFocus={Object.keys(errors).length === 0}
            className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800"
          >
            <p>{formError}</p>
            <a href={phoneHref} className="mt-2 inline-block font-semibold text-red-800 underline underline-offset-2">
              {words.call}
            </a>
          </div>
        ) : null}
        <p className="text-sm text-slate-600">{words.requiredNote}</p>
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="locale" value={locale} />
        {/* Empty in the page (pages are cached at the edge: a key here would be every visitor's); the
            early script fills it for a plain post (client/early/held-submit.ts). */}
        <input type="hidden" name={submissionKeyField} defaultValue="" suppressHydrationWarning />
        <div hidden aria-hidden="true">
          <label htmlFor={`${idPrefix}-${honeypotField}`}>{words.honeypotLabel}</label>
          <input id={`${idPrefix}-${honeypotField}`} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <QuoteFields
          idPrefix={idPrefix}
          words={words}
          values={values}
          errors={errors}
          onChange={onChange}
          dateBounds={dateBounds}
          enhanced={enhanced}
          photos={photos}
          onPhotosChange={() => dispatch({ type: "photos-changed" })}
          estimateSection={
            estimate &&
            ((autoFocus) => (
              <EstimateSection
                view={estimate}
                words={words.estimate}
                label={words.fields.estimate}
                error={errors.estimate}
                autoFocus={autoFocus}
                initial={state?.estimateFields ?? {}}
                // lib/estimate-fields.ts estimateFieldNames.load, spelled out (that module loads with the picker).
                load={estimateFields.estimateLoad ?? ""}
                picker={picker}
                range={range}
                onOpen={openEstimate}
                onPick={() => readPicks(picker)}
              />
            ))
          }
        />
        {/* Scroll margins: clear of the sticky header, and of the toast (at the top on phones, bottom right on wider screens). */}
        <div ref={actionsRef} className="grid scroll-mt-36 scroll-mb-4 gap-3 sm:scroll-mt-24 sm:scroll-mb-36">
          <button
            type="submit"
            disabled={submitting}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:bg-brand-700"
          >
            {phase.kind === "waiting-for-photos" ? words.photos.waiting : submitting ? words.submitting : words.submit}
          </button>
          {failure ? <FailureNotice failure={failure} words={words} /> : null}
          <p className="text-sm text-slate-600">
            {words.privacy.text}{" "}
            <a href={words.privacy.href} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {words.privacy.link}
            </a>
          </p>
        </div>
      </div>
      {Toaster ? <Toaster toasts={toasts} onDismiss={dismiss} labels={words.toasts} /> : null}
    </form>
  );
}
