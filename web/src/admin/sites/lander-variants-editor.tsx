/**
 * A site's A/B variants of its landers (issue 16): per lander, each variant's weight (0 pauses it for new
 * visitors, who keep the one they were given) and its own headline in English and French (empty: the
 * lander's own); add, save or remove each row. Every change is audited by the server.
 */
import {
  type LanderVariant,
  type LanderVariantCreate,
  VARIANT_PATTERN,
} from "@amora/contract/lander-variants";
import { LANDERS } from "@amora/contract/landers";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { sitesApi } from "./sites-api.ts";

const queryKey = (siteId: number) => ["admin", "lander-variants", siteId];

export function LanderVariantsEditor({ siteId }: { siteId: number }) {
  const { t } = useTranslation("admin-sites");
  const guard = useSessionGuard();
  const variants = useQuery({
    queryKey: queryKey(siteId),
    queryFn: ({ signal }) => guard(() => sitesApi.landerVariants(siteId, signal)),
    retry: false,
  });
  return (
    <section className="card site-section" aria-labelledby="lander-variants-title">
      <div className="card-body">
        <h2 id="lander-variants-title" className="h5 site-section__title">
          {t("variants.title")}
        </h2>
        <p className="text-body-secondary small">{t("variants.intro")}</p>
        {variants.error && <ErrorAlert error={variants.error} />}
        {variants.data && variants.data.variants.length === 0 && (
          <p className="text-body-secondary">{t("variants.none")}</p>
        )}
        {variants.data && variants.data.variants.length > 0 && (
          <div className="table-responsive">
            <table className="table table-sm align-middle">
              <caption className="visually-hidden">{t("variants.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("variants.lander")}</th>
                  <th scope="col">{t("variants.variant")}</th>
                  <th scope="col">{t("variants.weight")}</th>
                  <th scope="col">{t("variants.headlineEn")}</th>
                  <th scope="col">{t("variants.headlineFr")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("variants.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {variants.data.variants.map((variant) => (
                  <VariantRow key={variant.id} variant={variant} siteId={siteId} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <NewVariant siteId={siteId} />
      </div>
    </section>
  );
}

function VariantRow({ variant, siteId }: { variant: LanderVariant; siteId: number }) {
  const { t } = useTranslation("admin-sites");
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const [weight, setWeight] = useState(variant.weight);
  const [en, setEn] = useState(variant.headline.en ?? "");
  const [fr, setFr] = useState(variant.headline.fr ?? "");
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKey(siteId) });
  const save = useMutation({
    mutationFn: () => guard(() => sitesApi.saveLanderVariant(variant.id, { weight, headline: { en, fr } })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => guard(() => sitesApi.removeLanderVariant(variant.id)),
    onSuccess: refresh,
  });
  const name = `${variant.lander} ${variant.variant}`;
  return (
    <tr>
      <td>{variant.lander}</td>
      <td>{variant.variant}</td>
      <td>
        <input
          type="number"
          className="form-control form-control-sm"
          min={0}
          max={100}
          value={weight}
          aria-label={t("variants.weightOf", { name })}
          onChange={(event) => setWeight(Number(event.target.value))}
        />
      </td>
      <td>
        <input
          className="form-control form-control-sm"
          value={en}
          maxLength={160}
          aria-label={t("variants.headlineEnOf", { name })}
          onChange={(event) => setEn(event.target.value)}
        />
      </td>
      <td>
        <input
          className="form-control form-control-sm"
          value={fr}
          maxLength={160}
          aria-label={t("variants.headlineFrOf", { name })}
          onChange={(event) => setFr(event.target.value)}
        />
      </td>
      <td className="text-nowrap">
        <button
          type="button"
          className="btn btn-sm btn-primary me-1"
          disabled={save.isPending || !(weight >= 0 && weight <= 100)}
          onClick={() => save.mutate()}
        >
          {save.isSuccess ? t("variants.saved") : t("variants.save")}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t("variants.remove")}
        </button>
        {(save.error || remove.error) && <ErrorAlert error={save.error ?? remove.error} />}
      </td>
    </tr>
  );
}

const EMPTY: LanderVariantCreate = {
  lander: "gallery",
  variant: "",
  weight: 50,
  headline: { en: "", fr: "" },
};

function NewVariant({ siteId }: { siteId: number }) {
  const { t } = useTranslation("admin-sites");
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const create = useMutation({
    mutationFn: (body: LanderVariantCreate) => guard(() => sitesApi.createLanderVariant(siteId, body)),
    onSuccess: () => {
      setDraft(EMPTY);
      setChecked(false);
      return queryClient.invalidateQueries({ queryKey: queryKey(siteId) });
    },
  });
  const nameValid = VARIANT_PATTERN.test(draft.variant);
  const weightValid = draft.weight >= 0 && draft.weight <= 100;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (nameValid && weightValid) create.mutate(draft);
  };
  return (
    <form className="row g-2 align-items-end" noValidate onSubmit={submit} aria-label={t("variants.add")}>
      <div className="col-sm-3">
        <label className="form-label" htmlFor={`${id}-lander`}>
          {t("variants.lander")}
        </label>
        <select
          id={`${id}-lander`}
          className="form-select form-select-sm"
          value={draft.lander}
          onChange={(event) =>
            setDraft({ ...draft, lander: event.target.value as LanderVariantCreate["lander"] })
          }
        >
          {LANDERS.map((lander) => (
            <option key={lander} value={lander}>
              {lander}
            </option>
          ))}
        </select>
      </div>
      <div className="col-sm-2">
        <label className="form-label" htmlFor={`${id}-variant`}>
          {t("variants.variant")}
        </label>
        <input
          id={`${id}-variant`}
          className={`form-control form-control-sm${checked && !nameValid ? " is-invalid" : ""}`}
          value={draft.variant}
          aria-describedby={`${id}-variant-hint`}
          onChange={(event) => setDraft({ ...draft, variant: event.target.value })}
        />
        <div id={`${id}-variant-hint`} className={checked && !nameValid ? "invalid-feedback" : "form-text"}>
          {t("variants.nameHint")}
        </div>
      </div>
      <div className="col-sm-2">
        <label className="form-label" htmlFor={`${id}-weight`}>
          {t("variants.weight")}
        </label>
        <input
          id={`${id}-weight`}
          type="number"
          min={0}
          max={100}
          className={`form-control form-control-sm${checked && !weightValid ? " is-invalid" : ""}`}
          value={draft.weight}
          onChange={(event) => setDraft({ ...draft, weight: Number(event.target.value) })}
        />
      </div>
      <div className="col-sm-5 d-flex gap-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={create.isPending}>
          {t("variants.add")}
        </button>
      </div>
      {create.error && <ErrorAlert error={create.error} />}
    </form>
  );
}
