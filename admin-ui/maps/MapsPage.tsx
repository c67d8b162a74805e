import MapIcon from "@mui/icons-material/Map";
import UploadIcon from "@mui/icons-material/Upload";
import { Box, Button, Card, CardContent, CircularProgress, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useMayChange } from "../lib/usePermissionsInfo";
import { useToast } from "../lib/useToast";
import { MapCard, type RanchMap } from "./MapCard";
import { UploadMapsDialog } from "./UploadMapsDialog";
import { useTranslate } from "react-admin";
import { LoadingText } from "../lib/LoadingText";

/** The Ranch Maps tab (spec 000 section 2): PDF map cards; admins upload and delete. */
export function MapsPage() {
  const translate = useTranslate();
  const may = useMayChange("maps");
  const [uploading, setUploading] = useState(false);
  const toast = useToast();
  const client = useQueryClient();
  const maps = useQuery({ queryKey: ["maps"], queryFn: () => read(api.api.maps.$get({ query: {} })) });
  const reload = () => void client.invalidateQueries({ queryKey: ["maps"] });

  const remove = async (map: RanchMap) => {
    if (!window.confirm(translate("maps.confirmDelete", { name: map.fileName }))) return;
    try {
      await read(api.api.maps[":id"].$delete({ param: { id: map.id } }));
      toast.success(translate("maps.mapDeletedSuccessfully"));
    } catch (error) {
      toast.error(errorMessage(error, translate("maps.failedToDeleteMap")), translate("maps.deleteFailed"));
    }
    reload();
  };

  const upload = may.create && (
    <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setUploading(true)}>
      {translate("maps.uploadMaps")}
    </Button>
  );
  const list = maps.data ?? [];
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", mb: 3, gap: 2, flexWrap: "wrap" }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate("maps.ranchMaps")}
          </Typography>
          <Typography color="text.secondary">{translate("maps.pdfMapsOfYourRanches")}</Typography>
        </Box>
        {upload}
      </Box>
      {maps.isPending ? (
        <Box sx={{ display: "flex", gap: 2, alignItems: "center", py: 6, justifyContent: "center" }}>
          <CircularProgress size={24} />
          <LoadingText text={translate("maps.loadingMaps")} />
        </Box>
      ) : list.length === 0 ? (
        <Card>
          <CardContent sx={{ textAlign: "center", py: 6 }}>
            <MapIcon sx={{ fontSize: 48, color: "text.disabled" }} />
            <Typography variant="h6">{translate("maps.noMapsUploaded")}</Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {maps.isError ? errorMessage(maps.error, translate("maps.failedToLoadMaps")) : translate("maps.uploadPdfMapsOfYour")}
            </Typography>
            {may.create && (
              <Button variant="contained" onClick={() => setUploading(true)}>
                {translate("maps.uploadYourFirstMap")}
              </Button>
            )}
          </CardContent>
        </Card>
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))" }}>
          {list.map((m) => (
            <MapCard key={m.id} map={m} onDelete={may.delete ? (x) => void remove(x) : undefined} />
          ))}
        </Box>
      )}
      {may.create && <UploadMapsDialog open={uploading} onClose={() => setUploading(false)} onUploaded={reload} />}
    </Box>
  );
}
