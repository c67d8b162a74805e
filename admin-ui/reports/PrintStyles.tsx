import { GlobalStyles } from "@mui/material";

/** Printing a report prints the report alone: no sidebar, top bar, tabs or buttons, and no shadows. */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        "@media print": {
          "aside, header, .no-print, .MuiTabs-root, [role='status']": { display: "none !important" },
          "main": { padding: "0 !important" },
          body: { background: "#fff" },
          ".MuiPaper-root": { boxShadow: "none !important" },
          "table": { pageBreakInside: "auto" },
          "tr": { pageBreakInside: "avoid" },
        },
      }}
    />
  );
}
