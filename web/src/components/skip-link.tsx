/** The first focusable element of every page: keyboard users jump past the navigation to the content. */
import { useTranslation } from "react-i18next";

export const MAIN_CONTENT_ID = "main-content";

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link visually-hidden-focusable" href={`#${MAIN_CONTENT_ID}`}>
      {t("skipToContent")}
    </a>
  );
}
