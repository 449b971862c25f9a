// Switches between the light and dark theme.
import { useTheme } from "./theme-provider";
import { Icon } from "./icon";
import { useHydrated } from "../hooks/use-hydrated";

export function ThemeToggle() {
  const { theme: storedTheme, toggleTheme } = useTheme();
  // The server does not know the theme: until hydrated, render what it rendered (light).
  const theme = useHydrated() ? storedTheme : "light";
  const next = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <Icon name={theme === "dark" ? "sun" : "moon"} />
    </button>
  );
}
