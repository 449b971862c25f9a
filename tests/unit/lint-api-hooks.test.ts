// The lint rule behind "a feature's server calls live in its api/ hooks": it fires in a feature's
// components and other hooks (anywhere outside api/), on the tRPC client and on React Query's data hooks, and stays quiet in api/.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

const TRPC_CALL = `import { trpc } from "../../../lib/trpc";

export function useNotes(applicationId: number) {
  return trpc.hr.notes.list.useQuery({ applicationId });
}
`;

const MUTATION_HOOK = `import { useMutation } from "@tanstack/react-query";

export function useSave(save: () => Promise<void>) {
  return useMutation({ mutationFn: save });
}
`;

async function importMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("the api/ hooks rule", () => {
  it("keeps the tRPC client out of a feature's components", async () => {
    expect(await importMessages(TRPC_CALL, "src/client/features/hr/components/notes-panel.tsx")).toEqual([
      "'../../../lib/trpc' import is restricted from being used by a pattern. Call the server through the feature's api/ hooks (features/<name>/api/).",
    ]);
  });

  it("keeps the tRPC client out of the feature's other hooks", async () => {
    expect(await importMessages(TRPC_CALL.replace("../../../", "../../"), "src/client/features/auth/use-session.ts")).toHaveLength(1);
  });

  it("keeps React Query's data hooks out of them too", async () => {
    expect(await importMessages(MUTATION_HOOK, "src/client/features/hr/components/x.tsx")).toHaveLength(1);
  });

  it("lets the feature's api/ hooks make the calls", async () => {
    expect(await importMessages(TRPC_CALL, "src/client/features/hr/api/notes.ts")).toEqual([]);
    expect(await importMessages(MUTATION_HOOK, "src/client/features/hr/api/x.ts")).toEqual([]);
  });
});
