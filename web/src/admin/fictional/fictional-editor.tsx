/**
 * One fictional profile's editor: every profile field of spec §3/§5 checked with the members' field rules
 * (contract/field-rules.ts) before sending, the server's issues shown per field too, the kind, visibility
 * and status, the sites that show it, and its photos (upload with a preview, main, order, delete).
 */

import {
  FICTIONAL_KINDS,
  type FictionalKind,
  type FictionalProfile,
  type FictionalProfileInput,
  type FictionalSite,
  PROFILE_STATUSES,
} from "@amora/contract/admin-fictional";
import { COUNTRIES, type Country } from "@amora/contract/countries";
import { cityIssue, dateOfBirthIssue, localDay, nameIssue } from "@amora/contract/field-rules";
import { INTERESTS } from "@amora/contract/interests";
import { HEIGHT_CM_MAX, HEIGHT_CM_MIN } from "@amora/contract/my-profile";
import {
  BodyTypeSchema,
  EyeColourSchema,
  HairColourSchema,
  RelationshipStatusSchema,
} from "@amora/contract/profiles";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type fictionalTexts from "../../../../locales/en/admin-fictional.json";
import { ApiError } from "../../lib/api-errors.ts";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { fictionalApi, invalidateLists } from "./fictional-api.ts";
import { FictionalPhotos } from "./fictional-photos.tsx";

type IssueKey = keyof (typeof fictionalTexts)["issues"];
const ISSUE_KEYS = new Set<string>([
  "required",
  "username_invalid",
  "username_starts_with_at",
  "date_of_birth_required",
  "date_of_birth_invalid",
  "too_young",
  "region_invalid",
  "city_invalid",
  "country_not_served",
  "site_unknown",
] satisfies IssueKey[]);

/** The youngest a profile may be: the highest minimum age of the sites that may show it (18 at least). */
export function minAgeFor(
  draft: Pick<FictionalProfileInput, "country" | "site_ids">,
  sites: FictionalSite[],
) {
  const showing = draft.site_ids
    ? sites.filter((s) => draft.site_ids?.includes(s.id))
    : sites.filter((s) => s.countries.includes(draft.country));
  return Math.max(18, ...showing.map((s) => s.min_age));
}

/** The form's own checks: the members' rules, as the server applies them. */
export function draftIssues(draft: FictionalProfileInput, sites: FictionalSite[]): Record<string, string> {
  const issues: Record<string, string | null> = {
    name: nameIssue(draft.name.trim(), ""),
    date_of_birth: dateOfBirthIssue(draft.date_of_birth, minAgeFor(draft, sites), localDay(new Date())),
    region: draft.region === "" ? "required" : null,
    city: cityIssue(draft.city.trim()),
    fictional: draft.fictional || draft.cam || draft.resell ? null : "required",
    site_ids: draft.site_ids?.length === 0 ? "required" : null,
    height_cm:
      draft.height_cm !== null && (draft.height_cm < HEIGHT_CM_MIN || draft.height_cm > HEIGHT_CM_MAX)
        ? "height_range"
        : null,
  };
  if (
    !issues.site_ids &&
    draft.site_ids?.some((id) => !sites.find((s) => s.id === id)?.countries.includes(draft.country))
  ) {
    issues.site_ids = "country_not_served";
  }
  return Object.fromEntries(
    Object.entries(issues).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

/** The server's VALIDATION_FAILED issues by field (`body.name` → `name`). */
function serverIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION_FAILED") return {};
  return Object.fromEntries(
    error.issues.map((issue) => [issue.path.replace(/^body\./, "").split(".")[0], issue.code]),
  );
}

const EMPTY: FictionalProfileInput = {
  name: "",
  gender: "female",
  sexuality: "hetero",
  date_of_birth: "",
  country: "NL",
  region: "",
  city: "",
  about: "",
  interests: [],
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  height_cm: null,
  fictional: true,
  cam: false,
  resell: false,
  invisible: false,
  status: "active",
  site_ids: null,
};

function inputOf(profile: FictionalProfile): FictionalProfileInput {
  const { id: _id, main_photo_id: _main, photos: _photos, created_at: _created, ...input } = profile;
  return input;
}

export function FictionalEditor({ id, onCreated }: { id: number | null; onCreated: (id: number) => void }) {
  const { t } = useTranslation("admin-fictional");
  const guard = useSessionGuard();
  const sites = useQuery({
    queryKey: ["admin", "fictional", "sites"],
    queryFn: () => guard(fictionalApi.sites),
  });
  const profile = useQuery({
    queryKey: ["admin", "fictional", "profile", id],
    queryFn: ({ signal }) => guard(() => fictionalApi.get(id ?? 0, signal)),
    enabled: id !== null,
    retry: false,
  });
  const back = (
    <Link to="?" className="btn btn-link px-0">
      ← {t("editor.back")}
    </Link>
  );
  if (id !== null && profile.isError) {
    return (
      <section>
        {back}
        <div className="alert alert-danger" role="alert">
          {t("editor.loadFailed")}
        </div>
      </section>
    );
  }
  if (!sites.data || (id !== null && !profile.data)) {
    return (
      <div className="admin-loading" role="status">
        <div className="spinner-border text-primary" aria-hidden="true" />
      </div>
    );
  }
  return (
    <EditorForm
      key={profile.data?.profile.id ?? "new"}
      back={back}
      sites={sites.data.sites}
      profile={profile.data?.profile ?? null}
      onCreated={onCreated}
    />
  );
}

function EditorForm({
  back,
  sites,
  profile,
  onCreated,
}: {
  back: ReactNode;
  sites: FictionalSite[];
  profile: FictionalProfile | null;
  onCreated: (id: number) => void;
}) {
  const { t, i18n } = useTranslation("admin-fictional");
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<FictionalProfileInput>(profile ? inputOf(profile) : EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverSaid, setServerSaid] = useState<Record<string, string>>({});
  const regions = useQuery({
    queryKey: ["admin", "regions"],
    queryFn: () => guard(fictionalApi.regions),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = useMutation({
    mutationFn: (input: FictionalProfileInput) =>
      guard(() => (profile ? fictionalApi.update(profile.id, input) : fictionalApi.create(input))),
    onSuccess: async ({ profile: saved }) => {
      queryClient.setQueryData(["admin", "fictional", "profile", saved.id], { profile: saved });
      await invalidateLists(queryClient);
      if (!profile) onCreated(saved.id);
    },
    onError: (error) => setServerSaid(serverIssues(error)),
  });

  const own = submitted ? draftIssues(draft, sites) : {};
  const issues = { ...serverSaid, ...own };
  const minAge = minAgeFor(draft, sites);
  const set = <K extends keyof FictionalProfileInput>(field: K, value: FictionalProfileInput[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerSaid(({ [field]: _gone, ...rest }) => rest);
  };
  const issueText = (field: string): string | undefined => {
    const code = issues[field];
    if (!code) return undefined;
    if (field === "fictional" && code === "required") return t("issues.kind_required");
    if (field === "site_ids" && code === "country_not_served") return t("issues.site_not_serving");
    if (code === "height_range") return t("issues.height_range", { min: HEIGHT_CM_MIN, max: HEIGHT_CM_MAX });
    if (ISSUE_KEYS.has(code)) return t(`issues.${code as IssueKey}`, { min_age: minAge });
    return t("issues.invalid");
  };
  const countryNames = new Intl.DisplayNames([i18n.language], { type: "region" });
  const countryRegions = regions.data?.regions[draft.country]?.regions ?? [];

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(draftIssues(draft, sites)).length > 0) return;
    save.mutate(draft);
  }

  const field = (
    name: keyof FictionalProfileInput,
    label: string,
    control: (props: ControlProps) => ReactNode,
  ) => (
    <Field name={name} label={label} issue={issueText(name)}>
      {control}
    </Field>
  );
  const text = (name: "name" | "city" | "date_of_birth", label: string, max: number, type = "text") =>
    field(name, label, (props) => (
      <input
        {...props}
        type={type}
        maxLength={max}
        value={draft[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    ));
  const choice = <V extends string>(
    name: keyof FictionalProfileInput,
    label: string,
    values: readonly V[],
    labelOf: (value: V) => string,
    nullable: boolean,
  ) =>
    field(name, label, (props) => (
      <select
        {...props}
        className="form-select"
        value={(draft[name] as string | null) ?? ""}
        onChange={(event) => set(name, (event.target.value || null) as never)}
      >
        {nullable && <option value="">{t("editor.notSet")}</option>}
        {values.map((value) => (
          <option key={value} value={value}>
            {labelOf(value)}
          </option>
        ))}
      </select>
    ));
  const hasIssues = Object.keys(issues).length > 0;

  return (
    <section className="fictional-editor" aria-labelledby="fictional-editor-title">
      {back}
      <h1 id="fictional-editor-title" className="h3 mb-3">
        {profile ? t("editor.editTitle", { id: profile.id, name: profile.name }) : t("editor.newTitle")}
      </h1>
      <form noValidate onSubmit={submit}>
        <fieldset className="card">
          <legend className="card-header h6 mb-0 w-100">{t("editor.profile")}</legend>
          <div className="card-body fictional-grid">
            {text("name", t("editor.name"), 50)}
            {choice(
              "gender",
              t("editor.gender"),
              ["female", "male"] as const,
              (v) => t(`values.gender.${v}`),
              false,
            )}
            {choice(
              "sexuality",
              t("editor.sexuality"),
              ["hetero", "gay", "lesbian", "bi"] as const,
              (v) => t(`values.sexuality.${v}`),
              false,
            )}
            {text("date_of_birth", t("editor.dateOfBirth"), 20, "date")}
            {field("country", t("editor.country"), (props) => (
              <select
                {...props}
                className="form-select"
                value={draft.country}
                onChange={(event) => {
                  set("country", event.target.value as Country);
                  set("region", "");
                }}
              >
                {COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {countryNames.of(code) ?? code}
                  </option>
                ))}
              </select>
            ))}
            {field("region", t("editor.region"), (props) => (
              <select
                {...props}
                className="form-select"
                value={draft.region}
                onChange={(event) => set("region", event.target.value)}
              >
                <option value="">{t("editor.chooseRegion")}</option>
                {countryRegions.map((region) => (
                  <option key={region.code} value={region.code}>
                    {region.name}
                  </option>
                ))}
              </select>
            ))}
            {text("city", t("editor.city"), 100)}
          </div>
        </fieldset>

        <fieldset className="card">
          <legend className="card-header h6 mb-0 w-100">{t("editor.details")}</legend>
          <div className="card-body">
            {field("about", t("editor.about"), (props) => (
              <textarea
                {...props}
                rows={4}
                maxLength={2000}
                value={draft.about}
                onChange={(event) => set("about", event.target.value)}
              />
            ))}
            <div className="fictional-grid mt-3">
              {choice(
                "hair_colour",
                t("editor.hair"),
                HairColourSchema.options,
                (v) => t(`values.hair.${v}`),
                true,
              )}
              {choice(
                "eye_colour",
                t("editor.eyes"),
                EyeColourSchema.options,
                (v) => t(`values.eyes.${v}`),
                true,
              )}
              {choice(
                "body_type",
                t("editor.bodyType"),
                BodyTypeSchema.options,
                (v) => t(`values.bodyType.${v}`),
                true,
              )}
              {choice(
                "relationship_status",
                t("editor.relationshipStatus"),
                RelationshipStatusSchema.options,
                (v) => t(`values.relationshipStatus.${v}`),
                true,
              )}
              {field("height_cm", t("editor.height"), (props) => (
                <input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={HEIGHT_CM_MIN}
                  max={HEIGHT_CM_MAX}
                  value={draft.height_cm ?? ""}
                  onChange={(event) =>
                    set(
                      "height_cm",
                      event.target.value === "" ? null : Math.round(Number(event.target.value)),
                    )
                  }
                />
              ))}
            </div>
            <fieldset className="mt-3">
              <legend className="form-label fs-6">{t("editor.interests")}</legend>
              <div className="fictional-interests">
                {INTERESTS.map((interest) => (
                  <div className="form-check" key={interest}>
                    <input
                      className="form-check-input"
                      type="checkbox"
                      id={`fictional-interest-${interest}`}
                      checked={draft.interests.includes(interest)}
                      onChange={(event) =>
                        set(
                          "interests",
                          event.target.checked
                            ? [...draft.interests, interest]
                            : draft.interests.filter((i) => i !== interest),
                        )
                      }
                    />
                    <label className="form-check-label" htmlFor={`fictional-interest-${interest}`}>
                      {t(`values.interests.${interest}`)}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
          </div>
        </fieldset>

        <fieldset
          className="card"
          aria-describedby={issueText("fictional") ? "fictional-kind-issue" : undefined}
        >
          <legend className="card-header h6 mb-0 w-100">{t("editor.flags")}</legend>
          <div className="card-body">
            <div className="d-flex flex-wrap gap-3">
              {FICTIONAL_KINDS.map((kind: FictionalKind) => (
                <div className="form-check" key={kind}>
                  <input
                    className={`form-check-input ${issueText("fictional") ? "is-invalid" : ""}`}
                    type="checkbox"
                    id={`fictional-kind-${kind}`}
                    checked={draft[kind]}
                    onChange={(event) => {
                      set(kind, event.target.checked);
                      setServerSaid(({ fictional: _gone, ...rest }) => rest);
                    }}
                  />
                  <label className="form-check-label" htmlFor={`fictional-kind-${kind}`}>
                    {t(`kinds.${kind}`)}
                  </label>
                </div>
              ))}
            </div>
            {issueText("fictional") && (
              <div id="fictional-kind-issue" className="invalid-feedback d-block">
                {issueText("fictional")}
              </div>
            )}
            <div className="form-check mt-2">
              <input
                className="form-check-input"
                type="checkbox"
                id="fictional-invisible"
                checked={draft.invisible}
                onChange={(event) => set("invisible", event.target.checked)}
              />
              <label className="form-check-label" htmlFor="fictional-invisible">
                {t("editor.invisible")}
              </label>
            </div>
            <div className="mt-3" style={{ maxWidth: "14rem" }}>
              {choice("status", t("editor.status"), PROFILE_STATUSES, (v) => t(`statuses.${v}`), false)}
            </div>
          </div>
        </fieldset>

        <SitesFieldset
          sites={sites}
          draft={draft}
          issue={issueText("site_ids")}
          onChange={(siteIds) => set("site_ids", siteIds)}
        />

        <div className="fictional-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t("editor.saving") : profile ? t("editor.save") : t("editor.create")}
          </button>
          {hasIssues && (
            <span className="text-danger" role="alert">
              {t("editor.fixErrors")}
            </span>
          )}
          {save.isSuccess && !hasIssues && (
            <span className="text-success" role="status">
              {t("editor.saved")}
            </span>
          )}
        </div>
        {save.error && !(save.error instanceof ApiError && save.error.code === "VALIDATION_FAILED") && (
          <ErrorAlert error={save.error} />
        )}
      </form>

      <section className="card mt-3" aria-labelledby="fictional-photos-title">
        <h2 id="fictional-photos-title" className="card-header h6 mb-0">
          {t("editor.photos")}
        </h2>
        <div className="card-body">
          {profile ? (
            <FictionalPhotos profile={profile} />
          ) : (
            <p className="mb-0">{t("editor.photosAfterCreate")}</p>
          )}
        </div>
      </section>
    </section>
  );
}

interface ControlProps {
  id: string;
  className: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

function Field({
  name,
  label,
  issue,
  children,
}: {
  name: string;
  label: string;
  issue: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = `fictional-${name}`;
  return (
    <div>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: `form-control ${issue ? "is-invalid" : ""}`,
        "aria-invalid": Boolean(issue),
        "aria-describedby": issue ? `${id}-issue` : undefined,
      })}
      {issue && (
        <div id={`${id}-issue`} className="invalid-feedback">
          {issue}
        </div>
      )}
    </div>
  );
}

function SitesFieldset({
  sites,
  draft,
  issue,
  onChange,
}: {
  sites: FictionalSite[];
  draft: FictionalProfileInput;
  issue: string | undefined;
  onChange: (siteIds: number[] | null) => void;
}) {
  const { t } = useTranslation("admin-fictional");
  const chosen = draft.site_ids;
  return (
    <fieldset className="card" aria-describedby="fictional-sites-help">
      <legend className="card-header h6 mb-0 w-100">{t("editor.sites")}</legend>
      <div className="card-body">
        <p id="fictional-sites-help" className="text-body-secondary small">
          {t("editor.sitesHelp")}
        </p>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name="fictional-sites-mode"
            id="fictional-sites-all"
            checked={chosen === null}
            onChange={() => onChange(null)}
          />
          <label className="form-check-label" htmlFor="fictional-sites-all">
            {t("editor.sitesAll")}
          </label>
        </div>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name="fictional-sites-mode"
            id="fictional-sites-chosen"
            checked={chosen !== null}
            onChange={() =>
              onChange(sites.filter((s) => s.countries.includes(draft.country)).map((s) => s.id))
            }
          />
          <label className="form-check-label" htmlFor="fictional-sites-chosen">
            {t("editor.sitesChosen")}
          </label>
        </div>
        {chosen !== null && (
          <div className="ms-4 mt-1">
            {sites.map((site) => (
              <div className="form-check" key={site.id}>
                <input
                  className={`form-check-input ${issue ? "is-invalid" : ""}`}
                  type="checkbox"
                  id={`fictional-site-${site.id}`}
                  checked={chosen.includes(site.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked ? [...chosen, site.id] : chosen.filter((id) => id !== site.id),
                    )
                  }
                />
                <label className="form-check-label" htmlFor={`fictional-site-${site.id}`}>
                  {site.name} <span className="text-body-secondary small">({site.domain})</span>
                </label>
              </div>
            ))}
          </div>
        )}
        {issue && (
          <div className="invalid-feedback d-block" role="alert">
            {issue}
          </div>
        )}
      </div>
    </fieldset>
  );
}
