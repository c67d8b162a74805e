import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlined";
import { Card, CardContent, Typography } from "@mui/material";

/** Any path the router does not know (spec 000 section 2, route table). */
export function NotFound() {
  return (
    <Card sx={{ maxWidth: 480, mx: "auto", mt: 8 }}>
      <CardContent sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
        <ErrorOutlineIcon color="error" fontSize="large" />
        <div>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            404 Page Not Found
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Did you forget to add the page to the router?
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}
