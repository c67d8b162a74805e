import UploadFileIcon from "@mui/icons-material/UploadFile";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import { Alert, Box, Button, LinearProgress, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useRefresh, useTranslate } from "react-admin";
import { ConfirmDialog } from "../lib/ConfirmDialog";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";
import { acres } from "../lib/format";
import { BOUNDARY_FILES, type BoundaryPreview, type PreviewFeature, importBoundaries, likelyNameColumn } from "./boundary-import";

interface Props {
  open: boolean;
  /** `changed`: boundaries were written (the map and the field cards read them again). */
  onClose(changed: boolean): void;
  entityId: number;
}

/**
 * Import field boundaries from one file (GeoJSON, KML, KMZ or a zipped shapefile): choose the file and the column
 * that names the fields, preview what matches which field with its map acres beside the recorded ones (nothing
 * written), then import. The server reads the file each time; a file it refuses is named here in the user's words.
 */
export function BoundaryImportDialog({ open, onClose, entityId }: Props) {
  return open ? <ImportSteps onClose={onClose} entityId={entityId} /> : null;
}

/** The upload's state: its percent while the file goes up, then null while the server reads it. */
type Sending = { percent: number | null } | null;

function ImportSteps({ onClose, entityId }: Omit<Props, "open">) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const word = (key: string, options?: object) => translate(`boundaryImport.${key}`, options);
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<string[]>([]);
  const [nameProperty, setNameProperty] = useState("");
  const [preview, setPreview] = useState<BoundaryPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState<Sending>(null);
  const [failure, setFailure] = useState("");

  const send = async (chosen: File, column: string, dryRun: boolean) => {
    setSending({ percent: 0 });
    setFailure("");
    try {
      return await importBoundaries(entityId, chosen, column, dryRun, (percent) => setSending({ percent: percent < 100 ? percent : null }));
    } catch (error) {
      setFailure(errorMessage(error, word(dryRun ? "readFailed" : "importFailed")));
      return undefined;
    } finally {
      setSending(null);
    }
  };

  // A chosen file is read once for its columns (a dry run), and the column naming the fields is guessed.
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setColumns([]);
    setPreview(null);
    const read = await send(chosen, "", true);
    if (!read) return;
    setColumns(read.properties);
    setNameProperty(read.nameProperty ?? likelyNameColumn(read.properties));
  };

  const review = async () => {
    if (!file) return;
    const read = await send(file, nameProperty, true);
    if (!read) return;
    setPreview(read);
    setConfirming(true);
  };

  const matched = preview?.matched ?? 0;
  const confirm = async () => {
    if (!file) return;
    const written = await send(file, nameProperty, false);
    if (written === undefined) {
      setConfirming(false);
      return;
    }
    toast.success(word("imported", { smart_count: written.written }));
    refresh();
    onClose(true);
  };

  const progress = sending && (
    <Box sx={{ mt: 2 }} data-testid="boundary-import-progress">
      <Typography variant="body2" color="text.secondary">
        {sending.percent === null ? word("reading") : word("uploading", { percent: sending.percent })}
      </Typography>
      <LinearProgress variant={sending.percent === null ? "indeterminate" : "determinate"} value={sending.percent ?? 0} />
    </Box>
  );

  return (
    <ConfirmDialog
      title={word("title")}
      titleId="boundary-import-title"
      area="boundaryImport"
      failure={failure}
      failureTestId="boundary-import-failure"
      confirming={confirming && preview !== null}
      busy={sending !== null}
      reviewDisabled={!file || !columns.length || !nameProperty || sending !== null}
      confirmDisabled={matched === 0}
      onReview={() => void review()}
      onBack={() => setConfirming(false)}
      onConfirm={() => void confirm()}
      onClose={() => sending === null && onClose(false)}
      confirmation={
        preview && (
          <>
            <BoundaryPreviewTable preview={preview} />
            {progress}
          </>
        )
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {word("help")}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", mb: 2 }}>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={sending !== null}>
          {word("chooseFile")}
          <input
            hidden
            type="file"
            accept={BOUNDARY_FILES}
            data-testid="boundary-file"
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </Button>
        {file && <Typography sx={{ overflowWrap: "anywhere", minWidth: 0 }}>{file.name}</Typography>}
      </Box>
      {columns.length > 0 && (
        <TextField
          select
          fullWidth
          label={word("nameColumn")}
          helperText={word("nameColumnHelp")}
          value={nameProperty}
          onChange={(e) => {
            setNameProperty(e.target.value);
            setPreview(null);
          }}
        >
          {columns.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      )}
      {file && !columns.length && !sending && !failure && <Alert severity="warning">{word("noColumns")}</Alert>}
      {progress}
    </ConfirmDialog>
  );
}

/** "3.2% more" or "1.5% less": how far the map's acres are from the recorded ones. */
function differenceText(f: PreviewFeature, word: (key: string, options?: object) => string) {
  const percent = f.acreageCheck?.differencePercent;
  if (!f.acreageCheck) return "";
  if (percent == null) return word("noRecorded");
  return word(percent.startsWith("-") ? "less" : "more", { percent: percent.replace(/^[-+]/, "") });
}

/**
 * What the import would write, before anything is: each feature with the field it matched and its map acres beside
 * the recorded ones, more than 2% apart marked; the features no field matched named apart. On a phone the field
 * sits under the feature and the recorded acres under the map's, so the table keeps to the screen's width.
 */
function BoundaryPreviewTable({ preview }: { preview: BoundaryPreview }) {
  const translate = useTranslate();
  const word = (key: string, options?: object) => translate(`boundaryImport.${key}`, options);
  const wide = { display: { xs: "none", sm: "table-cell" } };
  const narrow = { display: { xs: "block", sm: "none" } };
  const unmatched = preview.unmatched.map((name) => name || word("unnamed"));
  const warned = preview.features.some((f) => f.fieldId != null && f.acreageCheck?.warn);
  return (
    <Box data-testid="boundary-preview">
      <Typography sx={{ mb: 1 }}>{word("summary", { smart_count: preview.features.length, matched: preview.matched })}</Typography>
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{word("feature")}</TableCell>
              <TableCell sx={wide}>{word("field")}</TableCell>
              <TableCell align="right">{word("mapAcres")}</TableCell>
              <TableCell align="right" sx={wide}>
                {word("recordedAcres")}
              </TableCell>
              <TableCell>{word("difference")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.features.map((f) => {
              const field = f.fieldId != null ? f.fieldName : word("notMatched");
              const warn = f.fieldId != null && !!f.acreageCheck?.warn;
              return (
                <TableRow key={f.index} data-testid="boundary-preview-row" data-matched={f.fieldId != null} data-warn={warn || undefined}>
                  <TableCell sx={{ overflowWrap: "anywhere" }}>
                    {f.name || word("unnamed")}
                    {f.replaces && (
                      <Typography variant="body2" color="text.secondary">
                        {word("replaces")}
                      </Typography>
                    )}
                    <Typography variant="body2" color={f.fieldId != null ? "text.secondary" : "warning.main"} sx={narrow}>
                      → {field}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...wide, color: f.fieldId != null ? undefined : "warning.main", overflowWrap: "anywhere" }}>{field}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {acres(f.areaAcres)}
                    {f.recordedAcres != null && (
                      <Typography variant="body2" color="text.secondary" sx={narrow}>
                        {word("recordedShort", { acres: acres(f.recordedAcres) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={wide}>
                    {f.recordedAcres != null ? acres(f.recordedAcres) : ""}
                  </TableCell>
                  <TableCell sx={{ color: warn ? "warning.dark" : undefined }}>
                    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
                      {warn && <WarningAmberIcon fontSize="small" titleAccess={word("warnTitle")} />}
                      {differenceText(f, word)}
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {unmatched.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="boundary-unmatched">
          {word("unmatched", { smart_count: unmatched.length, names: unmatched.join(", ") })}
        </Alert>
      )}
      {warned && <Typography variant="body2" sx={{ mt: 1 }}>{word("warnHelp")}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {preview.matched ? word("nothingWrittenYet", { smart_count: preview.matched }) : word("nothingToImport")}
      </Typography>
    </Box>
  );
}
