import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlined";
import { Card, CardContent, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

/** Any path the router does not know (spec 000 section 2, route table). */
export function NotFound() {
  const translate = useTranslate();
  return (
    <Card sx={{ maxWidth: 480, mx: "auto", mt: 8 }}>
      <CardContent sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
        <ErrorOutlineIcon color="error" fontSize="large" />
        <div>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate("layout.t404PageNotFound")}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate("layout.didYouForgetToAdd")}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}
