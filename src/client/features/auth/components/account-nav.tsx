// The account part of the navigation bar: Login / Register / Employer Login when signed out,
// the user's badge and Logout when signed in. (The accounts work completes the dropdown and dialog.)
import { Link } from "@tanstack/react-router";
import { useAuth } from "../auth-provider";

export function AccountNav() {
  const { user } = useAuth();
  if (!user) {
    return (
      <div className="flex items-center gap-3 text-sm font-medium">
        <Link to="/">Login</Link>
        <Link to="/">Register</Link>
        <Link to="/">Employer Login</Link>
      </div>
    );
  }
  return <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">{user.name}</span>;
}
