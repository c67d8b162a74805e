import { defaultTheme, type RaThemeOptions } from "react-admin";

/** A calm farm-green theme on react-admin's default. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: "light",
    primary: { main: "#2f7d32", dark: "#1b5e20", light: "#60ad5e", contrastText: "#fff" },
    secondary: { main: "#8d6e63" },
    background: { default: "#f6f7f4", paper: "#ffffff" },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: "none", fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    MuiCard: { defaultProps: { variant: "outlined" } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiDialog: {
      styleOverrides: {
        paper: {
          // A form wrapping title, content and actions keeps the paper's column: the content scrolls, the title
          // and the actions stay in view.
          "& > form": { display: "flex", flexDirection: "column", flex: "1 1 auto", minHeight: 0, overflow: "hidden" },
          // Phones: every dialog is full-screen (below MUI's `sm`, 600 px).
          "@media (max-width: 599.95px)": { margin: 0, width: "100%", maxWidth: "100%", height: "100%", maxHeight: "100%", borderRadius: 0 },
        },
      },
    },
    // Outlined inputs everywhere, react-admin's included (its theme defaults to filled).
    MuiTextField: { defaultProps: { variant: "outlined", size: "small", margin: "dense" } },
    MuiFormControl: { defaultProps: { variant: "outlined", size: "small", margin: "dense" } },
    // Phones: react-admin paints a list's toolbars white; on this grey page that drew an empty white band where the
    // only action is the floating Create button. The toolbars take the page's colour, and one holding nothing but
    // floating buttons takes no room.
    RaListToolbar: { styleOverrides: { root: { "@media (max-width: 599.95px)": { backgroundColor: "transparent" } } } },
    RaTopToolbar: {
      styleOverrides: {
        root: { "@media (max-width: 599.95px)": { backgroundColor: "transparent", "&:not(:has(> :not(.MuiFab-root)))": { minHeight: 0 } } },
      },
    },
  },
};
