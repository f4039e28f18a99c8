/** The HTML of a page or an FAQ answer, as the back office wrote it and the server sanitised it. */
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * A wide table scrolls in its own box (the cookie list on a phone), never the page; the box takes the
 * keyboard's focus so it can be scrolled without a mouse. The server sanitised the HTML.
 */
function withTableScroll(html: string): string {
  return html
    .replaceAll("<table", '<div class="info-article__table" tabindex="0"><table')
    .replaceAll("</table>", "</table></div>");
}

export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();

  // A link to another page of the site opens in the app, without reloading it.
  function followInAppLinks(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element).closest("a");
    if (!link || link.target || link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${link.pathname}${link.search}${link.hash}`);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the links inside take the keys; this only routes their clicks.
    <div
      className="info-article"
      onClick={followInAppLinks}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised the page's HTML (content-pages contract).
      dangerouslySetInnerHTML={{ __html: withTableScroll(html) }}
    />
  );
}
