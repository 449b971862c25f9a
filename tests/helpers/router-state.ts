// What a server-rendered page hands the browser besides its markup, read as the browser reads it:
// the page's inline scripts (the theme's and TanStack Router's hydration scripts) run in a sandbox
// with the few globals they touch, and the router's dehydrated state is taken from `$_TSR.router`.
import vm from "node:vm";
import type { DehydratedState } from "@tanstack/react-query";

const INLINE_SCRIPT = /<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g;

/** The text of each inline script a browser would run, in document order. */
export function inlineScriptTexts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? "");
}

export type DehydratedPage = { matches: { i: string; s: string; l?: unknown }[]; queries: DehydratedState };

export async function dehydratedPage(html: string): Promise<DehydratedPage> {
  const sandbox: Record<string, unknown> = {
    document: { currentScript: { remove: () => undefined, previousElementSibling: null } },
  };
  sandbox.self = sandbox;
  sandbox.window = sandbox;
  const context = vm.createContext(sandbox);
  for (const script of inlineScriptTexts(html)) vm.runInContext(script, context);
  const tsr = sandbox.$_TSR as
    { router?: { matches: DehydratedPage["matches"]; dehydratedData?: { queries: Promise<string> } } } | undefined;
  if (!tsr?.router?.dehydratedData) throw new Error("the page carries no dehydrated router state");
  return { matches: tsr.router.matches, queries: JSON.parse(await tsr.router.dehydratedData.queries) as DehydratedState };
}
