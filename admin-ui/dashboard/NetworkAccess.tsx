import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

// A fixed local value, never fetched (spec 000 section 2).
const STATIONS = [
  { name: "station1", online: true },
  { name: "station2", online: true },
  { name: "station3", online: false },
];

/** The Quick Actions panel's Network Access block. */
export function NetworkAccess() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: "grey.50", border: 1, borderColor: "divider" }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate("dashboard.networkAccess")}
      </Typography>
      {STATIONS.map((s) => (
        <Box key={s.name} sx={{ display: "flex", justifyContent: "space-between", py: 0.25 }}>
          <Typography variant="body2">{s.name}</Typography>
          <Typography variant="body2" sx={{ color: s.online ? "success.main" : "text.disabled", fontWeight: 600 }}>
            {s.online ? translate("dashboard.online") : translate("dashboard.offline")}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
