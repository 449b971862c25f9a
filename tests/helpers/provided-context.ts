// Values the global setups hand to test files through vitest's provide/inject.
declare module "vitest" {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    databaseUrl: string;
    queuePrefix: string;
    baseUrl: string;
    /** The compiled server, worker and scripts of this run (tests/helpers/node-build.ts). */
    nodeDist: string;
    /** e2e only: where the worker writes each mail as an .eml file. */
    mailDir: string;
  }
}

export {};
