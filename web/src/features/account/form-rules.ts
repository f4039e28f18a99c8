/**
 * The account forms' checks before sending: the contract's field rules (the very functions the server
 * answers with), each preceded by the form's own prompt for an empty field ("Enter your e-mail address."),
 * and as zod schemas for react-hook-form. Each issue's message is its code; the form shows its text.
 */
import {
  emailIssue,
  NAME_MAX_LENGTH,
  nameIssue,
  normaliseEmail,
  passwordIssue,
  ruleSchema,
} from "@amora/contract/field-rules";
import { z } from "zod";
import type { IssueCode } from "./issues.ts";

export function emailProblem(email: string): IssueCode | null {
  return email.trim() === "" ? "email_required" : emailIssue(normaliseEmail(email));
}

export function passwordProblem(password: string): IssueCode | null {
  return password === "" ? "password_required" : passwordIssue(password);
}

/** The server's rule, with the form's own texts for an empty name and a name that is too long. */
export function nameProblem(name: string, email: string): IssueCode | null {
  const value = name.normalize("NFC").trim();
  if (value === "") return "username_required";
  if (value.length > NAME_MAX_LENGTH) return "username_too_long";
  return nameIssue(value, normaliseEmail(email));
}

export const EmailSchema = ruleSchema(emailProblem);
export const PasswordSchema = ruleSchema(passwordProblem);
/** The password a member already has: only asked for, its rules were checked when it was chosen. */
export const CurrentPasswordSchema = ruleSchema((password) => (password === "" ? "password_required" : null));

/** Signup's account step: the name is checked against the address beside it. */
export const SignupAccountSchema = z
  .object({ name: z.string(), email: EmailSchema, password: PasswordSchema })
  .superRefine(({ name, email }, ctx) => {
    const code = nameProblem(name, email);
    if (code) ctx.addIssue({ code: "custom", message: code, path: ["name"] });
  });

export const LoginSchema = z.object({ email: EmailSchema, password: CurrentPasswordSchema });
export const EmailChangeSchema = z.object({
  // On this form "invalid" is the spec's text about the new address.
  email: ruleSchema((email) => (emailProblem(email) ? "email_invalid_new" : null)),
});
export const PasswordChangeSchema = z.object({
  old_password: CurrentPasswordSchema,
  password: PasswordSchema,
});
/** Deleting the account: the password confirms it; the reason is free and optional. */
export const AccountDeletionSchema = z.object({ password: CurrentPasswordSchema, reason: z.string() });
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
/** Both problems can show at once: a password too short and a confirmation that differs. */
export const PasswordResetSchema = z
  .object({ password: z.string(), password_confirmation: z.string() })
  .superRefine(({ password, password_confirmation }, ctx) => {
    const code = passwordProblem(password);
    if (code) ctx.addIssue({ code: "custom", message: code, path: ["password"] });
    if (password !== password_confirmation) {
      ctx.addIssue({ code: "custom", message: "passwords_differ", path: ["password_confirmation"] });
    }
  });
