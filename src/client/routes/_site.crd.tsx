// /crd: the research and development programme.
import { createFileRoute } from "@tanstack/react-router";
import { PROGRAMMES } from "../content/programmes";
import { ProgrammePage } from "../features/programmes/components/programme-page";

export const Route = createFileRoute("/_site/crd")({
  component: () => <ProgrammePage programme={PROGRAMMES.crd} />,
});
