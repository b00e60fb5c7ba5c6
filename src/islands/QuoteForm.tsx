import type { QuoteFormState } from "../lib/quote-form-state";

// Placeholder until the quote issue lands: the real form island replaces this file.
export default function QuoteForm(_props: { returnTo: string; state?: QuoteFormState }) {
  return <form method="post" action="/api/quote-requests" aria-label="Request Free Quote" />;
}
