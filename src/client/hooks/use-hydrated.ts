// False on the server and while React hydrates server-rendered markup, true from then on (and at
// once in a page rendered by the client alone). Markup that depends on what only the browser knows
// (the stored session, the theme) renders its server form until then, so hydration matches.
import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
