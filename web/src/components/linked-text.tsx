/**
 * A translated sentence with links in it: "accept our <terms>terms</terms>" renders the tagged words with
 * the renderer given for their tag. A tiny stand-in for react-i18next's <Trans>, which weighs 10 kB.
 */
import { Fragment, type ReactNode } from "react";

const TAG = /<(\w+)>(.*?)<\/\1>/g;

export function LinkedText({
  text,
  links,
}: {
  text: string;
  links: Record<string, (content: string) => ReactNode>;
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = "", content = ""] = match;
    parts.push(text.slice(last, match.index));
    const render = links[tag];
    parts.push(<Fragment key={match.index}>{render ? render(content) : content}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
