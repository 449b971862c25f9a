// Switches between the light and dark theme.
import { useTheme } from "./theme-provider";
import { Icon } from "./icon";
import { useHydrated } from "../hooks/use-hydrated";
import { IconButton } from "./ui/icon-button";

export function ThemeToggle() {
  const { theme: storedTheme, toggleTheme } = useTheme();
  // The server does not know the theme: until hydrated, render what it rendered (light).
  const theme = useHydrated() ? storedTheme : "light";
  const next = theme === "dark" ? "light" : "dark";
  return (
    <IconButton variant="ghost" onClick={toggleTheme} aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`}>
      <Icon name={theme === "dark" ? "sun" : "moon"} />
    </IconButton>
  );
}
