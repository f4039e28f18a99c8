/** Turns whatever a route threw into what the error page shows: a status code and a translated message. */
import { isRouteErrorResponse } from "react-router";
import { type ErrorMessages, errorCodeText } from "../../i18n/error-messages.ts";
import { ApiError, NetworkError } from "../../lib/api-errors.ts";
import { isChunkLoadError } from "../../lib/chunk-reload.ts";

export interface ErrorDescription {
  status: number;
  /** Null when there is nothing better to say than "Error". */
  message: string | null;
}

/** Spec §2: the status code is 500 unless the error says otherwise. */
const DEFAULT_STATUS = 500;

export function describeError(error: unknown, messages: ErrorMessages): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "string" && error.data ? error.data : error.statusText;
    return { status: error.status, message: message || null };
  }
  if (error instanceof ApiError) {
    return { status: error.status, message: errorCodeText(messages, error.code, error.params) };
  }
  // A chunk that still fails after the reload is a connection problem to the visitor, not a module name.
  if (error instanceof NetworkError || isChunkLoadError(error)) {
    return { status: DEFAULT_STATUS, message: messages.network };
  }
  if (error instanceof Error) return { status: DEFAULT_STATUS, message: error.message || null };
  return { status: DEFAULT_STATUS, message: null };
}
