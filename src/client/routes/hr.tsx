// The protected HR area: only signed-in HR users get in; anyone else goes to / once the auth
// check has ended (spec doc 2 §6).
import { createFileRoute, Navigate, Outlet, redirect } from "@tanstack/react-router";
import { useAuth } from "../features/auth/auth-provider";
import { ReadyMarker } from "../components/ready-marker";
import { HrNav } from "../features/hr/components/hr-nav";

export const Route = createFileRoute("/hr")({
  beforeLoad: ({ context }) => {
    if (!context.auth.isLoading && context.auth.user?.role !== "hr") throw redirect({ to: "/" });
  },
  component: HrLayout,
});

function HrLayout() {
  const { user, isLoading } = useAuth();
  // Signing out (or a role change) while inside the area leaves it too.
  if (!isLoading && user?.role !== "hr") return <Navigate to="/" />;
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
