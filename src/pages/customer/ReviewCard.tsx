import type { CustomerWords } from "../../content/i18n/en/customer";
import { messageMaxChars } from "../../use-cases/customer/messages";
import { Card, errorText, fieldClass, primaryButton, secondaryButton } from "./parts";

type Props = { words: CustomerWords; base: string; error?: string; value?: string };

// "How did we do?" after the job. Google's policy: the same review link for every customer, whatever
// they think of the job, with nothing offered for it and nothing asked first. The private message to
// the owner sits beside it, never in its place. The link goes through /my/<token>/review (counted,
// then on to Google with no referrer).
export function ReviewCard({ words, base, error, value }: Props) {
  const t = words.review;
  return (
    <Card id="review" heading={t.heading} className="print:hidden">
      <p className="mt-2 text-ink-800">{t.intro}</p>
      <a href={`${base}/review`} rel="noreferrer" className={`${primaryButton} mt-3 w-full sm:w-auto`}>
        {t.link}
      </a>
      <form method="post" action={`${base}/message`} className="mt-5 border-t border-slate-200 pt-4" noValidate>
        <label htmlFor="message-text" className="block font-medium text-ink-900">
          {t.messageLabel}
        </label>
        <p id="message-hint" className="mt-1 text-sm text-ink-700">
          {t.messageHint}
        </p>
        <textarea
          id="message-text"
          name="text"
          rows={3}
          maxLength={messageMaxChars}
          defaultValue={value}
          aria-describedby={error ? "message-hint message-error" : "message-hint"}
          aria-invalid={error ? true : undefined}
          autoFocus={Boolean(error)}
          className={`${fieldClass} mt-2`}
        />
        {error ? (
          <p id="message-error" className={errorText}>
            {error}
          </p>
        ) : null}
        <button type="submit" className={`${secondaryButton} mt-3 w-full sm:w-auto`}>
          {t.send}
        </button>
      </form>
    </Card>
  );
}
