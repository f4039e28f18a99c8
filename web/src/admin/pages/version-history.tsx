/** A page's versions, newest first: who saved each and when, its text on demand, and restore (a new version). */
import type { AdminPage } from "@amora/contract/admin-pages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format-date.ts";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { pagesApi } from "./pages-api.ts";

export function VersionHistory({
  page,
  onRestored,
}: {
  page: AdminPage;
  /** Told the "restored" text (the history is drawn again for the new version). */
  onRestored: (text: string) => void;
}) {
  const { t } = useTranslation("admin-pages");
  const locale = useStaffFormatLocale();
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: (version: number) => guard(() => pagesApi.restore(page.id, version)),
    onSuccess: (answer, from) => {
      queryClient.setQueryData(["admin", "page", page.id], answer);
      void queryClient.invalidateQueries({ queryKey: ["admin", "pages"] });
      onRestored(t("versions.restored", { from, version: answer.page.version }));
    },
  });
  return (
    <section className="card page-versions" aria-labelledby="page-versions-title">
      <div className="card-body">
        <h2 id="page-versions-title" className="h5">
          {t("versions.title")}
        </h2>
        {restore.error ? <ErrorAlert error={restore.error} /> : null}
        <ol className="page-versions__list">
          {page.versions.map((version) => (
            <li key={version.version} className="page-versions__item">
              <div className="page-versions__line">
                <div>
                  <strong>{t("versions.version", { version: version.version })}</strong>
                  {version.version === page.version && (
                    <span className="badge text-bg-primary ms-2">{t("versions.current")}</span>
                  )}
                  <div className="small text-body-secondary">
                    {formatDate(version.created_at, { dateStyle: "medium", timeStyle: "short" }, locale)} ·{" "}
                    {version.staff_email
                      ? t("versions.by", { who: version.staff_email })
                      : t("versions.install")}
                  </div>
                </div>
                {version.version !== page.version && (
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    disabled={restore.isPending}
                    aria-label={t("versions.restoreLabel", { version: version.version })}
                    onClick={() => restore.mutate(version.version)}
                  >
                    {t("versions.restore")}
                  </button>
                )}
              </div>
              <details className="page-versions__text">
                <summary>{t("versions.show")}</summary>
                <p className="fw-semibold mb-1">{version.title}</p>
                <pre>{version.body}</pre>
              </details>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
