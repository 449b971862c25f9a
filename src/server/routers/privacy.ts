// The privacy notice's server-side facts (its version and the grievance officer from configuration),
// public: the /privacy page prefetches it, on the server when rendering and in the browser after.
import { privacyNoticeSchema } from "../../shared/privacy-schemas.js";
import { readPrivacyNotice } from "../services/privacy/read-privacy-notice.js";
import { publicProcedure, router } from "../trpc/init.js";

export const privacyRouter = router({
  notice: publicProcedure.output(privacyNoticeSchema).query(({ ctx }) => readPrivacyNotice(ctx.deps.env)),
});
