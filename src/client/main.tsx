// Boots the SPA: query client, tRPC client and router.
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createApiClient, createQueryClient, createQueryUtils, trpc } from "./lib/trpc";
import { createAppRouter } from "./router";
import "./styles.css";

const queryClient = createQueryClient();
const apiClient = createApiClient();
const router = createAppRouter({ queryClient, trpc: createQueryUtils(queryClient, apiClient) });

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("#root is missing from index.html");

createRoot(rootElement).render(
  <StrictMode>
    <trpc.Provider client={apiClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
