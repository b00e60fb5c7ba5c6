import type { CustomerWords } from "../../content/i18n/en/customer";
import { questionMaxChars } from "../../use-cases/customer/messages";
import { Card, errorText, fieldClass, primaryButton } from "./parts";

// "Ask a question": a message that lands on the request's timeline; the owner answers by phone or e-mail.
export function QuestionCard({ words, action, error, value }: { words: CustomerWords; action: string; error?: string; value?: string }) {
  const t = words.question;
  return (
    <Card id="question" heading={t.heading}>
      <form method="post" action={action} className="mt-3" noValidate>
        <label htmlFor="question-text" className="block font-medium text-ink-900">
          {t.label}
        </label>
        <p id="question-hint" className="mt-1 text-sm text-ink-700">
          {t.hint}
        </p>
        <textarea
          id="question-text"
          name="text"
          rows={4}
          maxLength={questionMaxChars}
          defaultValue={value}
          aria-describedby={error ? "question-hint question-error" : "question-hint"}
          aria-invalid={error ? true : undefined}
          autoFocus={Boolean(error)}
          className={`${fieldClass} mt-2`}
        />
        {error ? (
          <p id="question-error" className={errorText}>
            {error}
          </p>
        ) : null}
        <button type="submit" className={`${primaryButton} mt-3 w-full sm:w-auto`}>
          {t.send}
        </button>
      </form>
    </Card>
  );
}
