// /privacy: the privacy policy, with the grievance officer from the server's configuration.
import { createFileRoute } from "@tanstack/react-router";
import { privacyNoticeQuery } from "../features/legal/api/privacy-notice";
import { PrivacyPage } from "../features/legal/components/privacy-page";

export const Route = createFileRoute("/_site/privacy")({
  loader: ({ context }) => context.queryClient.ensureQueryData(privacyNoticeQuery(context.trpc)),
  component: PrivacyPage,
});
