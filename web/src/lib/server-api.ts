/**
 * The server's own API, given to the route loaders while a visitor's page is server-rendered
 * (entry-server.tsx): a loader that finds it fetches the page's data there, so the first paint has it and the
 * browser hydrates with it. In the browser there is none, and screens load their data themselves.
 */
import { createContext } from "react-router";

/** A GET of an API path (`/api/page.php?slug=terms`) as the page's request would make it: its site and language. */
export type ServerApi = (path: string) => Promise<Response>;

export const serverApiContext = createContext<ServerApi | null>(null);
