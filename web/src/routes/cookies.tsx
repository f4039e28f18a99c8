/** Route /cookies: the cookie page, and below it the visitor's consent answer with the way to change it. */
import { ConsentChoice } from "../features/consent/index.ts";
import { InfoPageScreen, infoPageRoute } from "./info-page.tsx";

export const { handle, loader } = infoPageRoute("cookies");

export function Component() {
  return <InfoPageScreen page="cookies" after={<ConsentChoice />} />;
}
