// Builds the SPA from src/client into dist/client; in development proxies the API to :3000.
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/compress-assets.js";
import { stylesheetFirst } from "./scripts/stylesheet-first.js";

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
      codeSplittingOptions: {
        // The public site's layout (header and footer) is on every public page: it stays in the entry
        // rather than costing each first visit one more request, and a chunk of shared modules per
        // page that imports what it imports.
        splitBehavior: ({ routeId }) => (routeId === "/_site" ? [] : undefined),
      },
      routesDirectory: path.join(here, "src/client/routes"),
      generatedRouteTree: path.join(here, "src/client/route-tree.gen.ts"),
    }),
    react(),
    tailwindcss(),
    stylesheetFirst(),
    precompressAssets(),
  ],
  build: {
    outDir: path.join(here, "dist/client"),
    emptyOutDir: true,
    // Maps are written (for error tracking) but not referenced by the bundles, and the server never
    // serves them (static-assets.ts): GET /assets/*.map is a 404.
    sourcemap: "hidden",
    manifest: true,
    rolldownOptions: {
      // A feature's public.ts only re-exports: importing one name from it must not load the feature's
      // other modules (the job board would otherwise carry the whole application wizard).
      treeshake: { moduleSideEffects: [{ test: /\/src\/client\/features\/[^/]+\/public\.ts$/, sideEffects: false }] },
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk beside the entry (the $initial tag: what the
          // entry imports statically), rather than two dozen small shared chunks that a phone fetches
          // six at a time ahead of the stylesheet and the hero image.
          groups: [{ name: "app", tags: ["$initial"] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PATHS.map((p) => [p, { target: API_TARGET, changeOrigin: false }])),
  },
});
