/** The browser entry: styles, the query client and the router; everything else loads as chunks. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { ErrorPageGuard } from "./app/errors/error-page-guard.tsx";
import { AppProviders } from "./app/providers.tsx";
import { createAppRouter } from "./app/router.tsx";
import { watchChunkLoadErrors } from "./lib/chunk-reload.ts";
import { createQueryClient } from "./lib/query-client.ts";
import "./styles/app.scss";

watchChunkLoadErrors();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <ErrorPageGuard>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorPageGuard>
  </StrictMode>,
);
