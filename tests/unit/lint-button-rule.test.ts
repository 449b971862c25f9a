// The lint rule behind "no raw <button> in the client outside components/ui": it fires in a feature
// and stays quiet in the primitives that render the element.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

const RAW_BUTTON = `export function Save() {
  return <button type="button">Save</button>;
}
`;

async function buttonMessages(filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(RAW_BUTTON, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
}

describe("the raw <button> rule", () => {
  it("sends a feature's raw <button> to the primitives", async () => {
    expect(await buttonMessages("src/client/features/x/y.tsx")).toEqual(["Render the Button or IconButton primitive from components/ui."]);
  });

  it("applies to shared components outside ui too", async () => {
    expect(await buttonMessages("src/client/components/y.tsx")).toHaveLength(1);
  });

  it("lets components/ui render the element", async () => {
    expect(await buttonMessages("src/client/components/ui/y.tsx")).toEqual([]);
  });
});
