/**
 * A site's texts in other languages than its own (decision 056): one language at a time, every text
 * optional. An empty one falls back to the site's own value, which its hint quotes.
 */
import type { SiteTextsByLanguageSchema } from "@amora/contract/admin-sites";
import { NATIVE_LANGUAGE_NAMES, PRODUCT_LANGUAGES, type ProductLanguage } from "@amora/contract/locales";
import { SITE_TEXT_KEYS, type SiteTextKey, type SiteTexts } from "@amora/contract/site-texts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { type Issues, Select, TextInput } from "./fields.tsx";

type TextsByLanguage = z.infer<typeof SiteTextsByLanguageSchema>;
const LONG_TEXTS: readonly SiteTextKey[] = ["description", "fictional_warning"];

export function SiteTextsEditor(props: {
  value: TextsByLanguage;
  own: SiteTexts;
  onChange: (value: TextsByLanguage) => void;
  issues: Issues;
}) {
  const { t } = useTranslation("admin-sites");
  const [language, setLanguage] = useState<ProductLanguage>("en");
  const values = props.value[language] ?? {};
  const filled = (code: ProductLanguage) =>
    SITE_TEXT_KEYS.filter((key) => props.value[code]?.[key]?.trim()).length;

  return (
    <>
      <Select
        name="texts_language"
        label={t("siteTexts.language")}
        value={language}
        options={PRODUCT_LANGUAGES.map((code) => ({
          value: code,
          label: t("siteTexts.option", {
            language: NATIVE_LANGUAGE_NAMES[code],
            code,
            filled: filled(code),
            total: SITE_TEXT_KEYS.length,
          }),
        }))}
        onChange={setLanguage}
        issues={props.issues}
      />
      {SITE_TEXT_KEYS.map((key) => (
        <TextInput
          key={`${language}.${key}`}
          name={`texts_by_language.${language}.${key}`}
          label={t("siteTexts.field", { field: t(`fields.${key}`), code: language })}
          value={values[key] ?? ""}
          onChange={(text) => props.onChange({ ...props.value, [language]: { ...values, [key]: text } })}
          issues={props.issues}
          hint={t("siteTexts.fallback", { text: props.own[key] })}
          multiline={LONG_TEXTS.includes(key)}
        />
      ))}
    </>
  );
}
