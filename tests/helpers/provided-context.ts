// Values the global setups hand to test files through vitest's provide/inject.
declare module "vitest" {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    databaseUrl: string;
    queuePrefix: string;
    baseUrl: string;
    /** The run's build (tests/helpers/test-build.ts): compiled server, worker and scripts. */
    nodeDist: string;
    /** The run's build: the SPA (vite build). */
    clientDist: string;
    /** The run's build: the public pages' server renderer (vite.ssr.config.ts). */
    ssrDist: string;
    /** e2e only: where the worker writes each mail as an .eml file. */
    mailDir: string;
  }
}

export {};
