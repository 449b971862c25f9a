// The protected HR area: only signed-in HR users get in; an interviewer goes to /interviews (the one
// page of theirs), anyone else to / (spec doc 2 §6).
// The stored session is read synchronously at start-up, so there is no pending auth state to wait for.
import { createFileRoute, Navigate, Outlet, redirect } from "@tanstack/react-router";
import { useAuth } from "../features/auth/auth-provider";
import { ReadyMarker } from "../components/ready-marker";
import { SIGNED_IN_ROUTE_STATES } from "../lib/route-states";
import { HrNav } from "../features/hr/components/hr-nav";
import { staffHome } from "../../shared/staff";

export const Route = createFileRoute("/hr")({
  ...SIGNED_IN_ROUTE_STATES,
  beforeLoad: ({ context }) => {
    const role = context.auth.user?.role;
    if (role === "interviewer") throw redirect({ to: staffHome(role) });
    if (role !== "hr") throw redirect({ to: "/" });
  },
  component: HrLayout,
});

function HrLayout() {
  const { user } = useAuth();
  // Signing out (or a role change) while inside the area leaves it too.
  if (user?.role === "interviewer") return <Navigate to={staffHome(user.role)} />;
  if (user?.role !== "hr") return <Navigate to="/" />;
  return (
    <div className="min-h-full">
      <HrNav />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <Outlet />
      </main>
      <ReadyMarker />
    </div>
  );
}
