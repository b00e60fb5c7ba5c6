import { useEffect, useState } from "react";
import type { QuoteFormWords } from "./words";

type Props = {
  words: QuoteFormWords["confirmation"];
  /** The customer's own page: its address as the server wrote it (absolute), or its path after a JavaScript submit. */
  myPage: string;
  /** Customer e-mail is set up: "E-mail it to me" sends the link to the address on the request. */
  emailLink: boolean;
};

const button =
  "inline-flex min-h-12 items-center justify-center rounded-lg border border-green-300 bg-white px-4 py-2 text-base font-semibold text-ink-900 hover:bg-green-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

// The private link is shown once, here: say plainly that it is their page for this job, and offer the
// ways a phone keeps it. Copy and Web Share need a script, so they appear once the island is awake
// (the server's HTML, and a page without JavaScript, show the address to select and an sms: link);
// "E-mail it to me" posts without a script (the form's own submit, sent to the page's route) and
// asks by fetch with one.
export function KeepLink({ words: t, myPage, emailLink }: Props) {
  const [awake, setAwake] = useState<{ share: boolean } | null>(null);
  const [said, setSaid] = useState("");
  useEffect(() => setAwake({ share: typeof navigator.share === "function" }), []);
  const path = myPage.replace(/^https?:\/\/[^/]+/, "");
  const url = awake ? `${location.origin}${path}` : myPage;
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => setSaid(t.copied),
      () => undefined,
    );
  const share = () => void navigator.share({ url }).catch(() => undefined);
  const email = () =>
    void fetch(`${path}/email-link`, { method: "POST", headers: { Accept: "application/json" } })
      .then((res): Promise<{ sent?: boolean }> | object => (res.ok ? res.json() : {}))
      .then((answer) => setSaid("sent" in answer && answer.sent ? t.emailed : t.emailFailed))
      .catch(() => setSaid(t.emailFailed));
  return (
    <div className="rounded-xl bg-green-50 p-4 text-ink-900 ring-1 ring-green-200">
      <p className="font-semibold">{t.keepHeading}</p>
      <p className="mt-1 text-sm text-ink-800">{t.keepIntro}</p>
      <p className="mt-3 rounded-lg bg-white px-3 py-2 font-mono text-sm break-all select-all ring-1 ring-green-200">{url}</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {awake ? (
          <button type="button" onClick={copy} className={button}>
            {t.copy}
          </button>
        ) : null}
        {awake?.share ? (
          <button type="button" onClick={share} className={button}>
            {t.share}
          </button>
        ) : (
          <a href={`sms:?&body=${encodeURIComponent(url)}`} className={button}>
            {t.textIt}
          </a>
        )}
        {emailLink ? (
          awake ? (
            <button type="button" onClick={email} className={button}>
              {t.emailIt}
            </button>
          ) : (
            // Inside the request form: this button sends it to the page's route instead (urlencoded, unchecked).
            <button
              type="submit"
              formAction={`${path}/email-link`}
              formMethod="post"
              formEncType="application/x-www-form-urlencoded"
              formNoValidate
              className={button}
            >
              {t.emailIt}
            </button>
          )
        ) : null}
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-green-900 empty:hidden">
        {said}
      </p>
      <a
        href={path}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t.openPage}
      </a>
    </div>
  );
}
