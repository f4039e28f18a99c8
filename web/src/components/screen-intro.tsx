/** The heading block of a screen: its title and one sentence saying what the page is for. */
import { useTranslation } from "react-i18next";
import type { PageKey } from "../app/screen-handle.ts";

interface ScreenIntroProps {
  page: PageKey;
  /** Values for the placeholders in the page's intro sentence. */
  values?: Record<string, string | number>;
}

export function ScreenIntro({ page, values = {} }: ScreenIntroProps) {
  const { t } = useTranslation("pages");
  return (
    <div className="container screen-intro">
      <div className="card screen-intro__card">
        <div className="card-body">
          <h1 className="screen-intro__title">{t(`${page}.title`)}</h1>
          <p className="screen-intro__text">{t(`${page}.intro`, values)}</p>
        </div>
      </div>
    </div>
  );
}
