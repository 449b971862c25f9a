// Auth state for the whole app: the stored token and user, read once at start-up.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { PublicUser } from "../../../shared/user";
import { clearStoredAuth, readStoredAuth, writeStoredAuth } from "../../lib/stored-auth";

export type AuthContextValue = {
  user: PublicUser | null;
  token: string | null;
  isAuthenticated: boolean;
  login: (token: string, user: PublicUser) => void;
  updateUser: (user: PublicUser) => void;
  /** Clears the session locally; callers confirm first and navigate afterwards. */
  logout: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // The server renders every page signed out.
  const [auth, setAuth] = useState(() => (typeof window === "undefined" ? null : readStoredAuth()));

  const login = useCallback((token: string, user: PublicUser) => {
    writeStoredAuth({ token, user });
    setAuth({ token, user });
  }, []);

  const updateUser = useCallback((user: PublicUser) => {
    setAuth((current) => {
      if (!current) return current;
      writeStoredAuth({ token: current.token, user });
      return { token: current.token, user };
    });
  }, []);

  const logout = useCallback(() => {
    clearStoredAuth();
    setAuth(null);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: auth?.user ?? null,
      token: auth?.token ?? null,
      isAuthenticated: auth !== null,
      login,
      updateUser,
      logout,
    }),
    [auth, login, updateUser, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
