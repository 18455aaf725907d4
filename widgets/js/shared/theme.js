// Theme and contrast: classes on the widget root; colours come from JupyterLab's CSS
// variables (with fallbacks) in styles.css.
export const THEMES = ["auto", "light", "dark"];

export function themeClasses(settings) {
  const theme = THEMES.includes(settings?.theme) ? settings.theme : "auto";
  return { [`tt-theme-${theme}`]: true, "tt-hc": !!settings?.high_contrast };
}

export function applyTheme(root, settings) {
  for (const t of THEMES) root.classList.remove(`tt-theme-${t}`);
  for (const [cls, on] of Object.entries(themeClasses(settings))) root.classList.toggle(cls, on);
}
