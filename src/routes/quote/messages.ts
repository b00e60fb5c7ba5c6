import { business } from "../../content/business";
import { rateLimitedMessage } from "../../lib/quote-fields";

// Form-level messages, shown at the form for the no-JavaScript post and sent as `error` in JSON.
export const quoteMessages = {
  invalid: "Please correct the highlighted fields.",
  rateLimited: rateLimitedMessage,
  unavailable: `We couldn't save your request just now. Please try again in a minute, or call us at ${business.phone}.`,
  tooLarge: "Your request is too long. Please shorten the project details and try again.",
  unreadable: "Your request could not be read. Please try again.",
  unsupported: "Send the quote request as application/json or application/x-www-form-urlencoded.",
  notObject: "The request body must be a JSON object.",
  malformedJson: "The request body is not valid JSON.",
} as const;
