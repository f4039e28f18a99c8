/** The profile form's sections: about you, where you live, your looks, your interests. */
import { NAME_MAX_LENGTH } from "@amora/contract/accounts";
import type { Country } from "@amora/contract/countries";
import { INTERESTS } from "@amora/contract/interests";
import {
  ABOUT_MAX_LENGTH,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  type ProfileUpdateRequest,
} from "@amora/contract/my-profile";
import {
  BodyTypeSchema,
  EyeColourSchema,
  HairColourSchema,
  RelationshipStatusSchema,
  SexualitySchema,
} from "@amora/contract/profiles";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormSection } from "../../components/form-section.tsx";
import { HeartIcon, MapPinIcon, StarIcon, UserIcon } from "../../components/member-icons.tsx";
import { SelectField, TextAreaField, TextField } from "../../components/text-field.tsx";
import { LocationFields } from "../account/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { UseMyLocation } from "./use-my-location.tsx";

interface SectionsProps {
  draft: ProfileUpdateRequest;
  /** The text of each field's issue: the form's own check or the server's answer to a save. */
  errors: Partial<Record<keyof ProfileUpdateRequest, ReactNode>>;
  onChange: (update: Partial<ProfileUpdateRequest>) => void;
}

/** The latest birth date allowed: someone turning the minimum age today. */
function latestBirthDate(minAge: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}

export function DetailsSections({ draft, errors, onChange }: SectionsProps) {
  const { t } = useTranslation(["members", "account"]);
  const settings = useLoadedSettings();
  const minAge = settings.min_age ?? 18;
  const error = (field: keyof ProfileUpdateRequest) => errors[field];

  return (
    <>
      <FormSection
        id="profile-about"
        icon={UserIcon}
        title={t("editor.about.title")}
        lead={t("editor.about.lead")}
      >
        <div className="row g-3 mb-3">
          <div className="col-sm-6">
            <TextField
              id="profile-name"
              className=""
              label={t("editor.about.name")}
              value={draft.name}
              error={error("name")}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="nickname"
              onChange={(event) => onChange({ name: event.target.value })}
            />
          </div>
          <div className="col-sm-6">
            <TextField
              id="profile-birth"
              className=""
              type="date"
              label={t("editor.about.birthDate")}
              help={t("editor.about.birthDateHelp")}
              value={draft.date_of_birth}
              max={latestBirthDate(minAge)}
              error={error("date_of_birth")}
              onChange={(event) => onChange({ date_of_birth: event.target.value })}
            />
          </div>
          <div className="col-sm-6">
            <SelectField
              id="profile-gender"
              className=""
              label={t("editor.about.gender")}
              value={draft.gender}
              onChange={(event) => onChange({ gender: event.target.value as ProfileUpdateRequest["gender"] })}
            >
              <option value="female">{t("editor.about.genders.female")}</option>
              <option value="male">{t("editor.about.genders.male")}</option>
            </SelectField>
          </div>
          <div className="col-sm-6">
            <SelectField
              id="profile-sexuality"
              className=""
              label={t("editor.about.sexuality")}
              value={draft.sexuality}
              onChange={(event) =>
                onChange({ sexuality: event.target.value as ProfileUpdateRequest["sexuality"] })
              }
            >
              {SexualitySchema.options.map((value) => (
                <option key={value} value={value}>
                  {t(`editor.about.sexualities.${value}`)}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <TextAreaField
          id="profile-text"
          className="mb-0"
          label={t("editor.about.text")}
          help={t("editor.about.textHelp", {
            length: draft.about.length,
            max: ABOUT_MAX_LENGTH,
            count: ABOUT_MAX_LENGTH,
          })}
          placeholder={t("editor.about.textPlaceholder")}
          rows={5}
          value={draft.about}
          maxLength={ABOUT_MAX_LENGTH}
          onChange={(event) => onChange({ about: event.target.value })}
        />
      </FormSection>

      <FormSection
        id="profile-location"
        icon={MapPinIcon}
        title={t("editor.location.title")}
        lead={t("editor.location.lead")}
      >
        <UseMyLocation countries={settings.countries} onFound={(place) => onChange(place)} />
        <LocationFields
          idPrefix="profile"
          value={{ country: draft.country, region: draft.region, city: draft.city }}
          errors={{ country: error("country"), region: error("region"), city: error("city") }}
          onChange={(place) => onChange(place as Partial<{ country: Country; region: string; city: string }>)}
        />
      </FormSection>

      <FormSection
        id="profile-looks"
        icon={StarIcon}
        title={t("editor.looks.title")}
        lead={t("editor.looks.lead")}
      >
        <div className="row g-3">
          <AttributeSelect
            id="profile-hair"
            label={t("attributes.hair")}
            value={draft.hair_colour}
            options={HairColourSchema.options.map((v) => [v, t(`values.hair.${v}`)])}
            onChange={(hair_colour) =>
              onChange({ hair_colour: hair_colour as ProfileUpdateRequest["hair_colour"] })
            }
          />
          <AttributeSelect
            id="profile-eyes"
            label={t("attributes.eyes")}
            value={draft.eye_colour}
            options={EyeColourSchema.options.map((v) => [v, t(`values.eyes.${v}`)])}
            onChange={(eye_colour) =>
              onChange({ eye_colour: eye_colour as ProfileUpdateRequest["eye_colour"] })
            }
          />
          <AttributeSelect
            id="profile-body"
            label={t("attributes.bodyType")}
            value={draft.body_type}
            options={BodyTypeSchema.options.map((v) => [v, t(`values.bodyType.${v}`)])}
            onChange={(body_type) => onChange({ body_type: body_type as ProfileUpdateRequest["body_type"] })}
          />
          <AttributeSelect
            id="profile-height"
            label={t("attributes.height")}
            value={draft.height_cm === null ? null : String(draft.height_cm)}
            options={heightOptions().map((cm) => [String(cm), t("values.height", { cm })])}
            onChange={(height) => onChange({ height_cm: height === null ? null : Number(height) })}
          />
          <AttributeSelect
            id="profile-relationship"
            label={t("attributes.relationshipStatus")}
            value={draft.relationship_status}
            options={RelationshipStatusSchema.options.map((v) => [v, t(`values.relationshipStatus.${v}`)])}
            onChange={(status) =>
              onChange({ relationship_status: status as ProfileUpdateRequest["relationship_status"] })
            }
          />
        </div>
      </FormSection>

      <FormSection
        id="profile-interests"
        icon={HeartIcon}
        title={t("editor.interests.title")}
        lead={t("editor.interests.lead", { chosen: draft.interests.length })}
      >
        <fieldset>
          <legend className="visually-hidden">{t("editor.interests.title")}</legend>
          <div className="interest-picker">
            {INTERESTS.map((interest) => {
              const checked = draft.interests.includes(interest);
              return (
                <label key={interest} className={`interest-chip ${checked ? "is-checked" : ""}`}>
                  <input
                    type="checkbox"
                    className="visually-hidden"
                    checked={checked}
                    onChange={() =>
                      onChange({
                        interests: checked
                          ? draft.interests.filter((i) => i !== interest)
                          : [...draft.interests, interest],
                      })
                    }
                  />
                  {t(`interests.${interest}`)}
                </label>
              );
            })}
          </div>
        </fieldset>
      </FormSection>
    </>
  );
}

function heightOptions(): number[] {
  return Array.from({ length: HEIGHT_CM_MAX - HEIGHT_CM_MIN + 1 }, (_, i) => HEIGHT_CM_MIN + i);
}

/** An optional attribute: "not said" or one of its values. */
function AttributeSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null;
  options: [string, string][];
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation("members");
  return (
    <div className="col-sm-6">
      <SelectField
        id={id}
        className=""
        label={label}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
      >
        <option value="">{t("editor.looks.notSaid")}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
