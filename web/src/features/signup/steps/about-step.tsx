/** Signup step 0: who you are and whom you look for, and the first message when signing up from a profile. */
import type { Seeking } from "@amora/contract/accounts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FieldError, TextAreaField } from "../../../components/text-field.tsx";
import { fieldId, type StepProps } from "./step-props.ts";

type Choice<T extends string> = { value: T; label: string };

function ChoiceGroup<T extends string>({
  id,
  legend,
  choices,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  legend: string;
  choices: Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error: ReactNode;
  disabled: boolean;
}) {
  return (
    <fieldset className="mb-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 fw-semibold">{legend}</legend>
      <div className="choice-group">
        {choices.map((choice) => (
          <div key={choice.value}>
            <input
              type="radio"
              className="btn-check"
              name={id}
              id={`${id}-${choice.value}`}
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
            />
            <label className="btn choice-group__option" htmlFor={`${id}-${choice.value}`}>
              {choice.label}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}

export function AboutStep({
  idPrefix,
  draft,
  update,
  problem,
  disabled,
  memberName,
  withMessage,
}: StepProps & { memberName: string | null; withMessage: boolean }) {
  const { t } = useTranslation("account");
  return (
    <>
      {withMessage && (
        <TextAreaField
          id={fieldId(idPrefix, "signup_message")}
          label={
            memberName
              ? t("signup.about.messageTo", { name: memberName })
              : t("signup.about.messageAnonymous")
          }
          placeholder={t("signup.about.messagePlaceholder")}
          help={t("signup.about.messageHelp")}
          rows={3}
          maxLength={2000}
          value={draft.message}
          disabled={disabled}
          error={problem("signup_message")}
          onChange={(event) => update({ message: event.target.value })}
          className="mb-4"
        />
      )}
      <ChoiceGroup<"male" | "female">
        id={`${idPrefix}-gender`}
        legend={t("signup.about.iAm")}
        choices={[
          { value: "female", label: t("signup.about.woman") },
          { value: "male", label: t("signup.about.man") },
        ]}
        value={draft.gender}
        onChange={(gender) => update({ gender })}
        error={problem("gender")}
        disabled={disabled}
      />
      <ChoiceGroup<Seeking>
        id={`${idPrefix}-seeking`}
        legend={t("signup.about.lookingFor")}
        choices={[
          { value: "male", label: t("signup.about.men") },
          { value: "female", label: t("signup.about.women") },
          { value: "both", label: t("signup.about.both") },
        ]}
        value={draft.seeking}
        onChange={(seeking) => update({ seeking })}
        error={problem("seeking")}
        disabled={disabled}
      />
    </>
  );
}
