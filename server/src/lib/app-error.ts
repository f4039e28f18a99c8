/** The error a service throws to answer the caller with a stable code (listed in contract/src/errors.ts). */
import type { ApiError, ErrorCode } from "@amora/contract/errors";

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly issues: ApiError["issues"];
  readonly params: ApiError["params"];

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    extra: { issues?: ApiError["issues"]; params?: ApiError["params"] } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.issues = extra.issues;
    this.params = extra.params;
  }

  toBody(): ApiError {
    return {
      code: this.code,
      message: this.message,
      ...(this.issues ? { issues: this.issues } : {}),
      ...(this.params ? { params: this.params } : {}),
    };
  }
}

/** A field-level refusal: VALIDATION_FAILED with one issue per field, paths as the schema validator names them. */
export function invalidFields(
  issues: { field: string; code: string }[],
  part: "body" | "querystring" = "body",
): AppError {
  return new AppError(400, "VALIDATION_FAILED", "The request is not valid.", {
    issues: issues.map((i) => ({ path: `${part}.${i.field}`, code: i.code })),
  });
}
