/**
 * Two-step sign-in for members (settings, "Two-step sign-in"; decision 052):
 *
 * - GET /api/two-step.php → TwoStepStatus.
 * - POST /api/two-step-setup.php → TwoStepSetup: a new secret to scan or type into an authenticator app; it
 *   signs nobody in until confirmed. A second call replaces an unconfirmed one.
 * - POST /api/two-step.php {password, code} turns it on with a current code of that secret → the ten
 *   recovery codes, shown this once.
 * - POST /api/two-step-recovery-codes.php {password} → ten new recovery codes; the old ones stop working.
 * - DELETE /api/two-step.php {password, code} turns it off; the code may be a recovery code.
 *
 * The login (POST /api/user.php) then answers `two_step` instead of a session, and POST /api/login-code.php
 * {token, code} finishes it (contract/src/user.ts).
 */
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./field-limits.ts";
import { TWO_STEP_CODE_MAX_LENGTH } from "./user.ts";

export { LoginCodeRequestSchema, LoginResponseSchema, TWO_STEP_CODE_MAX_LENGTH } from "./user.ts";

export const RECOVERY_CODES_ISSUED = 10;

export const TwoStepStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 while it is off). */
  recovery_codes_left: z.number().int().min(0),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatusSchema>;

export const TwoStepSetupSchema = z.object({
  /** base32, for typing in. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  otpauth_uri: z.string(),
});
export type TwoStepSetup = z.infer<typeof TwoStepSetupSchema>;

const password = z.string().max(PASSWORD_MAX_LENGTH + 1);
const code = z.string().min(1).max(TWO_STEP_CODE_MAX_LENGTH);

export const TwoStepConfirmRequestSchema = z.object({ password, code });
export const TwoStepPasswordRequestSchema = z.object({ password });

export const RecoveryCodesResponseSchema = z.object({
  recovery_codes: z.array(z.string()).length(RECOVERY_CODES_ISSUED),
});
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;
