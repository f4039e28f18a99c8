/** A new `/{token}` page: its site, language, address and title (checked as the server will), then its editor. */
import { pageSlugIssue } from "@amora/contract/admin-pages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { serverIssues } from "../sites/fields.tsx";
import { LanguageSelect, SiteSelect, usePageSites } from "./page-filters.tsx";
import { type Issue, IssueText } from "./page-issues.tsx";
import { pagesApi } from "./pages-api.ts";

export function NewPageForm() {
  const { t } = useTranslation("admin-pages");
  const ids = useId();
  const guard = useSessionGuard();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sites = usePageSites();
  const [draft, setDraft] = useState({ site_id: "", language: "en", slug: "", title: "" });
  const [issues, setIssues] = useState<Issue[]>([]);
  const create = useMutation({
    mutationFn: () =>
      guard(() =>
        pagesApi.create({
          site_id: Number(draft.site_id),
          language: draft.language as "en",
          slug: draft.slug,
          title: draft.title.trim(),
          body: "",
          published: false,
        }),
      ),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ["admin", "pages"] });
      void navigate(`/admin/pages?page-id=${answer.page.id}`);
    },
    onError: (error) => setIssues(serverIssues(error)),
  });
  const siteId = draft.site_id || String(sites.data?.sites[0]?.id ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Issue[] = [];
    const slugIssue = pageSlugIssue(draft.slug);
    if (slugIssue) found.push({ field: "slug", code: slugIssue });
    if (draft.title.trim() === "") found.push({ field: "title", code: "title_missing" });
    setIssues(found);
    if (found.length === 0) create.mutate();
  };
  const issue = (field: string) => issues.find((i) => i.field === field);
  const set = (key: keyof typeof draft, value: string) =>
    setDraft((d) => ({ ...d, site_id: siteId, [key]: value }));
  return (
    <section aria-labelledby="new-page-title" className="page-editor-screen">
      <Link to="/admin/pages" className="page-editor-screen__back">
        {t("editor.back")}
      </Link>
      <h1 id="new-page-title" className="h3 mb-1">
        {t("create.title")}
      </h1>
      <p className="text-body-secondary">{t("create.intro")}</p>
      <form className="card page-new" noValidate onSubmit={submit} aria-labelledby="new-page-title">
        <div className="card-body page-new__grid">
          <SiteSelect
            id={`${ids}-site`}
            label={t("create.site")}
            visibleLabel
            sites={sites.data?.sites ?? []}
            value={siteId}
            onChange={(value) => set("site_id", value)}
          />
          <LanguageSelect
            id={`${ids}-language`}
            label={t("create.language")}
            visibleLabel
            value={draft.language}
            onChange={(value) => set("language", value)}
          />
          <div className="page-field">
            <label className="form-label" htmlFor={`${ids}-slug`}>
              {t("create.slug")}
            </label>
            <div className="input-group">
              <span className="input-group-text">/</span>
              <input
                id={`${ids}-slug`}
                className={`form-control ${issue("slug") ? "is-invalid" : ""}`}
                value={draft.slug}
                maxLength={60}
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={Boolean(issue("slug"))}
                aria-describedby={`${ids}-slug-hint${issue("slug") ? ` ${ids}-slug-issue` : ""}`}
                onChange={(event) => set("slug", event.target.value)}
              />
            </div>
            <div id={`${ids}-slug-hint`} className="form-text">
              {t("create.slugHint")}
            </div>
            <IssueText id={`${ids}-slug-issue`} issue={issue("slug")} />
          </div>
          <div className="page-field">
            <label className="form-label" htmlFor={`${ids}-title`}>
              {t("create.titleLabel")}
            </label>
            <input
              id={`${ids}-title`}
              className={`form-control ${issue("title") ? "is-invalid" : ""}`}
              value={draft.title}
              maxLength={200}
              aria-invalid={Boolean(issue("title"))}
              aria-describedby={issue("title") ? `${ids}-title-issue` : undefined}
              onChange={(event) => set("title", event.target.value)}
            />
            <IssueText id={`${ids}-title-issue`} issue={issue("title")} />
          </div>
          {create.error && serverIssues(create.error).length === 0 && <ErrorAlert error={create.error} />}
          <div className="page-new__actions">
            <Link to="/admin/pages" className="btn btn-link">
              {t("create.cancel")}
            </Link>
            <button type="submit" className="btn btn-primary" disabled={create.isPending || !siteId}>
              {t("create.create")}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
