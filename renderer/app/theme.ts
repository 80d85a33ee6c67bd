import { createTheme } from '@mantine/core';

/**
 * Light and dark follow the system (defaultColorScheme="auto"); one accent colour. The
 * shades are chosen for WCAG AA contrast (the e2e accessibility scan checks every screen):
 * the accent one shade darker than Mantine's default, and filled badges and buttons pick
 * black or white text by the colour's luminance (autoContrast), so yellow, teal and red
 * badges stay readable. Dimmed text and the light variants' text are darkened in app.css.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.2,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
});
