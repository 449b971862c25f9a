// Prisma CLI configuration: JS engines through the pg driver adapter, since native engines cannot
// be downloaded on our machines (see docs/decisions/0002-prisma-6-19-on-wasm-engines.md). The 7.x adapter is used here only because
// the 6.19 adapter cannot read the catalog columns that `migrate deploy` needs.
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "pg-adapter-cli";

const DEFAULT_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/careers";
process.env.DATABASE_URL ??= DEFAULT_DATABASE_URL;

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  async adapter() {
    return new PrismaPg({ connectionString: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL });
  },
});
