// Builds the SPA from src/client into dist/client; in development proxies the API to :3000.
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/compress-assets.js";

const here = import.meta.dirname;
const API_TARGET = "http://127.0.0.1:3000";
const API_PATHS = ["/trpc", "/api", "/application", "/upload", "/admin", "/health"];

export default defineConfig({
  root: path.join(here, "src/client"),
  publicDir: "public",
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: path.join(here, "src/client/routes"),
      generatedRouteTree: path.join(here, "src/client/route-tree.gen.ts"),
    }),
    react(),
    tailwindcss(),
    precompressAssets(),
  ],
  build: {
    outDir: path.join(here, "dist/client"),
    emptyOutDir: true,
    // Maps are written (for error tracking) but not referenced by the bundles, and the server never
    // serves them (static-assets.ts): GET /assets/*.map is a 404.
    sourcemap: "hidden",
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PATHS.map((p) => [p, { target: API_TARGET, changeOrigin: false }])),
  },
});
