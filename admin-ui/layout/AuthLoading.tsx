import { Box, CircularProgress, } from "@mui/material";
import { useTranslate } from "react-admin";
import { LoadingText } from "../lib/LoadingText";

/** The spinner shown while the session loads (spec 000 section 2). */
export function AuthLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: "60vh", height: "100%", display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", gap: 2 }}>
      <CircularProgress color="primary" />
      <LoadingText color="text.secondary" text={translate("layout.loading")} />
    </Box>
  );
}
