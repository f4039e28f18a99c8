/** An API error as the back office shows it: the error catalogue's text for its code, in an alert. */
import { errorCodeText, useErrorMessages } from "../i18n/error-messages.ts";
import { ApiError, NetworkError } from "../lib/api-errors.ts";

export function ErrorAlert({ error }: { error: unknown }) {
  const messages = useErrorMessages();
  if (!error) return null;
  const text =
    error instanceof ApiError
      ? errorCodeText(messages, error.code, error.params)
      : error instanceof NetworkError
        ? messages.network
        : messages.occurred;
  return (
    <div className="alert alert-danger" role="alert">
      {text}
    </div>
  );
}
