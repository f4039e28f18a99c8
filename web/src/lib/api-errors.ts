/** The errors API calls end in; kept apart from the client so error pages can recognise them without loading it. */
import type { ErrorCode } from "@amora/contract/errors";

/** An answer of the API that is not a success: the HTTP status and the stable error code of the contract. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly issues: ReadonlyArray<{ path: string; code: string }>;
  /** Values the code's translated text needs, e.g. `{ minutes: 15 }` for ACCOUNT_LOCKED. */
  readonly params: Readonly<Record<string, string | number>>;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    issues: ApiError["issues"] = [],
    params: ApiError["params"] = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.params = params;
  }
}

/** No answer arrived (network down, connection broken), even after the retries that were safe. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("The server could not be reached.", { cause });
    this.name = "NetworkError";
  }
}
