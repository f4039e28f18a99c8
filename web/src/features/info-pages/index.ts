/** Information pages: the route modules import the screens (info-page.tsx) directly; this is the loader. */
export { loadContentPageOnServer } from "./api.ts";
