// Boots the SPA: query client, tRPC client and router.
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "sonner";
import { AuthProvider, useAuth } from "./features/auth/auth-provider";
import { ThemeProvider } from "./features/theme/theme-provider";
import { createApiClient, createQueryClient, createQueryUtils, trpc } from "./lib/trpc";
import { createAppRouter } from "./router";
import "./styles.css";

const queryClient = createQueryClient();
const apiClient = createApiClient();
const router = createAppRouter({ queryClient, trpc: createQueryUtils(queryClient, apiClient) });

function App() {
  const auth = useAuth();
  return <RouterProvider router={router} context={{ auth }} />;
}

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("#root is missing from index.html");

createRoot(rootElement).render(
  <StrictMode>
    <trpc.Provider client={apiClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <AuthProvider>
            <App />
            {/* Toasts vanish after 3.5 s (spec doc 1 §4). */}
            <Toaster position="top-center" duration={3500} richColors closeButton />
          </AuthProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
