/** A field's issue on the pages forms, worded: the form's own checks and the server's VALIDATION_FAILED codes. */
import { PAGE_BODY_MAX } from "@amora/contract/admin-pages";
import { useTranslation } from "react-i18next";
import { useStaffFormatLocale } from "../staff-format-locale.ts";

export interface Issue {
  field: string;
  code: string;
}

export function IssueText({ id, issue }: { id: string; issue: Issue | undefined }) {
  const { t } = useTranslation("admin-pages");
  const locale = useStaffFormatLocale();
  if (!issue) return null;
  const text =
    issue.code === "title_missing"
      ? t("editor.titleMissing")
      : issue.code === "body_too_long"
        ? t("editor.tooLong", { max: new Intl.NumberFormat(locale).format(PAGE_BODY_MAX) })
        : t(`issues.${issue.code}` as "issues.invalid", { defaultValue: t("issues.invalid") });
  return (
    <div id={id} className="invalid-feedback d-block">
      {text}
    </div>
  );
}
