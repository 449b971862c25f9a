// What the route tree says about a URL, for the server's pages. pageHref: the URL a server-rendered
// page stands for, its path and only the search its routes read (as their validateSearch leaves
// it), in the router's own serialization. The server renders and caches a page under it, so junk in
// a query string (?x=1, ?utm_source=…) shares one cached page instead of adding one per URL; the
// browser hydrates when its own URL stands for the same page. isRoutedPath: whether any route takes
// the path, or the client would show its not-found page.
import type { AnyRouter } from "@tanstack/react-router";

/** Prefixed rather than resolved against it, so a path such as `//x` stays a path. */
const parse = (url: string) => new URL(`http://page.invalid${url}`);

export function pageHref(router: AnyRouter, url: string): string {
  const { pathname, search } = parse(url);
  const matches = router.matchRoutes(pathname, router.options.parseSearch(search));
  const read: Record<string, unknown> = matches.at(-1)?._strictSearch ?? {};
  return pathname + router.options.stringifySearch(read);
}

export function isRoutedPath(router: AnyRouter, url: string): boolean {
  const [, params, route] = router.getMatchedRoutes(parse(url).pathname);
  // A partial match leaves the rest of the path in "**", as the router's own not-found check reads it.
  return route !== undefined && params["**"] === undefined;
}
