import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import DownloadIcon from "@mui/icons-material/Download";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import { Box, Button, Card, CardActions, CardContent, Typography } from "@mui/material";
import { api } from "../lib/api";

/** The map file's same-origin address, from the typed client. */
const mapFileUrl = (id: string) => api.api.maps[":id"].file.$url({ param: { id } }).pathname;
import { formatMapSize } from "./file-size";
import { useTranslate } from "react-admin";
import { dateOnly } from "../lib/format";

export interface RanchMap {
  id: string;
  fileName: string;
  filePath: string;
  fileSize: number;
  createdAt: string;
}

/** One uploaded map: name, size, upload date, Download for everyone and Delete for admins. */
export function MapCard({ map, onDelete }: { map: RanchMap; onDelete?: (map: RanchMap) => void }) {
  const translate = useTranslate();
  return (
    <Card data-testid="map-card" variant="outlined">
      <CardContent>
        <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
          <PictureAsPdfIcon color="error" sx={{ fontSize: 36 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography data-testid="map-name" sx={{ fontWeight: 600, wordBreak: "break-all" }}>
              {map.fileName}
            </Typography>
            <Typography data-testid="map-size" variant="body2" color="text.secondary">
              {formatMapSize(map.fileSize)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate("maps.uploaded")} {dateOnly(map.createdAt)}
            </Typography>
          </Box>
        </Box>
      </CardContent>
      <CardActions>
        <Button size="small" startIcon={<DownloadIcon />} href={mapFileUrl(map.id)} download={map.fileName}>
          {translate("maps.download")}
        </Button>
        {onDelete && (
          <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => onDelete(map)}>
            {translate("maps.delete")}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
