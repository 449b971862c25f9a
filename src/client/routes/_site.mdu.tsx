// /mdu: the university AI programme.
import { createFileRoute } from "@tanstack/react-router";
import { PROGRAMMES } from "../content/programmes";
import { ProgrammePage } from "../features/programmes/components/programme-page";

export const Route = createFileRoute("/_site/mdu")({
  component: () => <ProgrammePage programme={PROGRAMMES.mdu} />,
});
