// /privacy: the privacy policy, with the grievance officer from the server's configuration.
import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPage } from "../features/legal/components/privacy-page";

export const Route = createFileRoute("/_site/privacy")({
  loader: ({ context }) => context.trpc.privacy.notice.ensureData(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  component: PrivacyPage,
});
