import ConstructionIcon from "@mui/icons-material/Construction";
import { Card, CardContent, Typography } from "@mui/material";

/** A screen that is planned but not built yet. */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardContent sx={{ textAlign: "center", py: 8 }}>
        <ConstructionIcon sx={{ fontSize: 48, color: "text.disabled" }} />
        <Typography variant="h5" sx={{ mt: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}
