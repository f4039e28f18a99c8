/**
 * The FAQ's questions by section, each a native disclosure (keyboard and screen readers for free, and it
 * opens without JavaScript), with a search that keeps the questions whose question or answer has the words
 * typed, accents and case aside. From 992 px the sections are a jump list beside the questions.
 */
import type { FaqSection } from "@amora/contract/content-pages";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { ArticleBody } from "./article-body.tsx";

/** Lower case without accents, so "cafe" finds "Café" and "reponse" finds "réponse". */
function searchable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();
}

/** The text a reader sees of an answer's HTML (the search must not find tag or attribute names). */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
}

/** The sections with only the questions that have every word of the query; empty sections drop out. */
function filterFaq(sections: FaqSection[], query: string): FaqSection[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return sections;
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => {
        const text = searchable(`${item.question} ${plainText(item.html)}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((section) => section.items.length > 0);
}

export function Faq({ sections }: { sections: FaqSection[] }) {
  const { t } = useTranslation("pages");
  const [query, setQuery] = useState("");
  // Typing stays quick on a long FAQ: the list follows a moment later.
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => filterFaq(sections, deferredQuery), [sections, deferredQuery]);
  const searching = deferredQuery.trim() !== "";
  const count = shown.reduce((total, section) => total + section.items.length, 0);
  const id = useId();
  // By position, since a title can hold any character; filtered sections keep their first number.
  const sectionId = (title: string) =>
    `${id}-section-${sections.findIndex((section) => section.title === title)}`;

  return (
    <div className="faq">
      <nav className="faq__jump" aria-label={t("info.faq.topics")}>
        <p className="faq__jump-title">{t("info.faq.topics")}</p>
        <ul>
          {shown.map((section) => (
            <li key={section.title}>
              <a href={`#${sectionId(section.title)}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="faq__main">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 (and to jsdom); the role says the same. */}
        <div role="search" className="faq__search">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            {t("info.faq.searchLabel")}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control form-control-lg"
            placeholder={t("info.faq.searchPlaceholder")}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </div>
        <p className="faq__count" aria-live="polite">
          {searching && count > 0 ? t("info.faq.matches", { count }) : ""}
        </p>
        {searching && count === 0 ? (
          <div className="faq__empty">
            <p className="faq__empty-title">{t("info.faq.noMatch", { query: deferredQuery.trim() })}</p>
            <p>{t("info.faq.noMatchHint")}</p>
            <div className="faq__empty-actions">
              <button
                type="button"
                className="btn btn-outline-primary rounded-pill"
                onClick={() => setQuery("")}
              >
                {t("info.faq.clear")}
              </button>
              <Link to={paths.infoPage("service")} className="btn btn-primary rounded-pill">
                {t("info.faq.contact")}
              </Link>
            </div>
          </div>
        ) : (
          shown.map((section) => (
            <section key={section.title} id={sectionId(section.title)} className="faq__section">
              <h2 className="faq__section-title">{section.title}</h2>
              {section.items.map((item) => (
                // While searching the matches are open, so their answers can be read at once.
                <details key={item.question} className="faq__item" open={searching || undefined}>
                  <summary className="faq__question">{item.question}</summary>
                  <ArticleBody html={item.html} />
                </details>
              ))}
            </section>
          ))
        )}
      </div>
    </div>
  );
}
