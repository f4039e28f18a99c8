/**
 * An audit entry's before and after, readable: for two objects, the fields that changed side by side (a
 * field only in one is shown against "—"); otherwise both values as formatted JSON.
 */
import { useTranslation } from "react-i18next";

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function show(value: Json): string {
  return value === undefined ? "—" : JSON.stringify(value, null, 2);
}

export interface FieldChange {
  field: string;
  before: Json;
  after: Json;
}

/** The fields whose values differ between two objects, in the order they first appear. */
export function changedFields(before: Record<string, Json>, after: Record<string, Json>): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

export function AuditDiff({ before, after }: { before: Json; after: Json }) {
  const { t } = useTranslation("admin");
  if (before == null && after == null)
    return <span className="text-body-secondary">{t("audit.noChanges")}</span>;
  const rows =
    isRecord(before ?? {}) && isRecord(after ?? {})
      ? changedFields((before ?? {}) as Record<string, Json>, (after ?? {}) as Record<string, Json>)
      : [{ field: "", before: before ?? undefined, after: after ?? undefined }];
  return (
    <table className="table table-sm admin-diff">
      <thead>
        <tr>
          <th scope="col">{t("audit.field")}</th>
          <th scope="col">{t("audit.before")}</th>
          <th scope="col">{t("audit.after")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">
              <code>{row.field || "—"}</code>
            </th>
            <td className="admin-diff__before">
              <pre>{show(row.before)}</pre>
            </td>
            <td className="admin-diff__after">
              <pre>{show(row.after)}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
