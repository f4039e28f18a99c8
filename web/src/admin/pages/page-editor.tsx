/**
 * A page's editor: title, Markdown, published, and for the terms "members must accept again" (asked to
 * confirm); beside it (below it on a phone) the live preview as visitors will see it, the placeholders as
 * help, and the version history with restore. Each save is a new version.
 */
import { type AdminPage, PAGE_BODY_MAX, PAGE_PLACEHOLDERS } from "@amora/contract/admin-pages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { nativeLanguageName } from "../../i18n/language.ts";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { serverIssues } from "../sites/fields.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { IssueText } from "./page-issues.tsx";
import { pagesApi } from "./pages-api.ts";
import { usePagePreview } from "./use-page-preview.ts";
import { VersionHistory } from "./version-history.tsx";

export function PageEditor({ id }: { id: number }) {
  const { t } = useTranslation("admin-pages");
  const guard = useSessionGuard();
  const page = useQuery({
    queryKey: ["admin", "page", id],
    queryFn: ({ signal }) => guard(() => pagesApi.page(id, signal)),
    retry: false,
  });
  // Outside the editor, which starts again with each new version: "saved" and "restored" outlive it.
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="page-title" className="page-editor-screen">
      <Link to="/admin/pages" className="page-editor-screen__back">
        {t("editor.back")}
      </Link>
      {page.error && <ErrorAlert error={page.error} />}
      {!page.data && !page.error && (
        <div className="admin-loading" role="status">
          <div className="spinner-border text-primary" aria-hidden="true" />
          <span className="visually-hidden">{t("editor.loading")}</span>
        </div>
      )}
      {/* A new version from the server (a save, a restore) starts the draft again from it. */}
      {page.data && (
        <Editor key={page.data.page.version} page={page.data.page} notice={notice} setNotice={setNotice} />
      )}
    </section>
  );
}

interface Draft {
  title: string;
  body: string;
  published: boolean;
  material_change: boolean;
}

function Editor({
  page,
  notice,
  setNotice,
}: {
  page: AdminPage;
  notice: string | null;
  setNotice: (notice: string | null) => void;
}) {
  const { t } = useTranslation("admin-pages");
  const locale = useStaffFormatLocale();
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const ids = useId();
  const [draft, setDraft] = useState<Draft>({
    title: page.title,
    body: page.body,
    published: page.published,
    material_change: false,
  });
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: (body: Draft) => guard(() => pagesApi.save(page.id, body)),
    onSuccess: (answer) => {
      queryClient.setQueryData(["admin", "page", page.id], answer);
      void queryClient.invalidateQueries({ queryKey: ["admin", "pages"] });
    },
  });
  const preview = usePagePreview(
    { site_id: page.site_id, language: page.language, slug: page.slug, title: draft.title, body: draft.body },
    draft.body.length <= PAGE_BODY_MAX,
  );
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setNotice(null);
  };
  const issues = [
    ...(draft.title.trim() === "" ? [{ field: "title", code: "title_missing" }] : []),
    ...(draft.body.length > PAGE_BODY_MAX ? [{ field: "body", code: "body_too_long" }] : []),
    ...serverIssues(save.error),
  ];
  const [checked, setChecked] = useState(false);
  const send = () => {
    setConfirming(false);
    save.mutate(draft, {
      onSuccess: (answer) => setNotice(t("editor.saved", { version: answer.page.version })),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (draft.title.trim() === "" || draft.body.length > PAGE_BODY_MAX) return;
    if (draft.material_change) setConfirming(true);
    else send();
  };
  const language = nativeLanguageName(page.language);
  const shown = (field: string) =>
    checked || field !== "title" ? issues.find((i) => i.field === field) : undefined;
  return (
    <>
      <div className="page-editor-screen__head">
        <div>
          <h1 id="page-title" className="h3 mb-1">
            {page.title}
          </h1>
          <p className="text-body-secondary mb-0">
            {t("editor.where", { site: page.site_name, language, slug: page.slug })}
          </p>
        </div>
        {page.published && (
          <a
            className="btn btn-outline-primary btn-sm"
            href={`https://${page.site_domain}/${page.slug}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("editor.open")}
          </a>
        )}
      </div>
      {notice && (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      )}
      <div className="page-editor">
        <form className="card page-editor__form" noValidate onSubmit={submit} aria-label={t("editor.form")}>
          <div className="card-body">
            <div className="page-field">
              <label className="form-label" htmlFor={`${ids}-title`}>
                {t("editor.titleLabel")}
              </label>
              <input
                id={`${ids}-title`}
                className={`form-control ${shown("title") ? "is-invalid" : ""}`}
                value={draft.title}
                maxLength={200}
                aria-invalid={Boolean(shown("title"))}
                aria-describedby={shown("title") ? `${ids}-title-issue` : undefined}
                onChange={(event) => set("title", event.target.value)}
              />
              <IssueText id={`${ids}-title-issue`} issue={shown("title")} />
            </div>
            <div className="page-field">
              <label className="form-label" htmlFor={`${ids}-body`}>
                {t("editor.bodyLabel")}
              </label>
              <textarea
                id={`${ids}-body`}
                className={`form-control page-editor__body ${shown("body") ? "is-invalid" : ""}`}
                value={draft.body}
                rows={18}
                spellCheck
                aria-invalid={Boolean(shown("body"))}
                aria-describedby={`${ids}-body-hint${shown("body") ? ` ${ids}-body-issue` : ""}`}
                onChange={(event) => set("body", event.target.value)}
              />
              <div id={`${ids}-body-hint`} className="form-text page-editor__hint">
                <span>{t("editor.bodyHint")}</span>
                <span className="text-nowrap">
                  {t("editor.characters", {
                    count: draft.body.length,
                    max: new Intl.NumberFormat(locale).format(PAGE_BODY_MAX),
                  })}
                </span>
              </div>
              <IssueText id={`${ids}-body-issue`} issue={shown("body")} />
            </div>
            <div className="form-check form-switch">
              <input
                id={`${ids}-published`}
                type="checkbox"
                role="switch"
                aria-checked={draft.published}
                className="form-check-input"
                checked={draft.published}
                onChange={(event) => set("published", event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`${ids}-published`}>
                {t("editor.published")}
              </label>
            </div>
            {page.slug === "terms" && (
              <div className="form-check page-editor__material">
                <input
                  id={`${ids}-material`}
                  type="checkbox"
                  className="form-check-input"
                  checked={draft.material_change}
                  aria-describedby={`${ids}-material-hint`}
                  onChange={(event) => set("material_change", event.target.checked)}
                />
                <label className="form-check-label" htmlFor={`${ids}-material`}>
                  {t("editor.materialChange")}
                </label>
                <div id={`${ids}-material-hint`} className="form-text">
                  {t("editor.materialChangeHint")}
                </div>
              </div>
            )}
            {save.error && serverIssues(save.error).length === 0 && <ErrorAlert error={save.error} />}
            <div className="page-editor__actions">
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>
                {t("editor.save")}
              </button>
            </div>
          </div>
        </form>
        <PreviewPane preview={preview} />
      </div>
      <Placeholders />
      <VersionHistory page={page} onRestored={setNotice} />
      <ConfirmDialog
        show={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
        cancelLabel={t("editor.cancel")}
        confirmLabel={t("editor.confirmMaterialAction")}
        confirmClassName="btn btn-danger"
        pending={save.isPending}
      >
        {t("editor.confirmMaterial")}
      </ConfirmDialog>
    </>
  );
}

function PreviewPane({ preview }: { preview: ReturnType<typeof usePagePreview> }) {
  const { t } = useTranslation("admin-pages");
  return (
    <section className="card page-preview" aria-labelledby="page-preview-title" aria-busy={preview.updating}>
      <div className="card-body">
        <div className="page-preview__head">
          <h2 id="page-preview-title" className="h6 text-uppercase text-body-secondary mb-0">
            {t("preview.title")}
          </h2>
          {preview.updating && (
            <span className="spinner-border spinner-border-sm text-primary" role="status">
              <span className="visually-hidden">{t("preview.updating")}</span>
            </span>
          )}
        </div>
        <p className="small text-body-secondary">{t("preview.intro")}</p>
        {preview.isError && !preview.data && (
          <div className="alert alert-warning" role="alert">
            {t("preview.failed")}
          </div>
        )}
        {preview.data && (
          <article className={`page-preview__page ${preview.updating ? "is-updating" : ""}`}>
            <h1 className="h3">{preview.data.title}</h1>
            {preview.data.html ? (
              // The server renders the Markdown with raw HTML escaped and links checked (render-page.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's renderer.
              <div className="page-preview__html" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
            ) : (
              <p className="text-body-secondary">{t("preview.empty")}</p>
            )}
          </article>
        )}
      </div>
    </section>
  );
}

function Placeholders() {
  const { t } = useTranslation("admin-pages");
  return (
    <details className="card page-placeholders">
      <summary className="card-body">{t("placeholders.title")}</summary>
      <div className="card-body pt-0">
        <p className="small text-body-secondary">{t("placeholders.intro")}</p>
        <dl className="page-placeholders__list">
          {PAGE_PLACEHOLDERS.map((name) => (
            <div key={name}>
              <dt>
                <code>{`{${name}}`}</code>
              </dt>
              <dd>{t(`placeholders.${name}`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </details>
  );
}
