import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useRef, useState } from "react";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";
import { MAX_FILES, SaveMapError, UploadError, refusal, uploadMap, type UploadState } from "./upload-map";
import { UploadItemRow, type UploadItem } from "./UploadItemRow";
import { useTranslate } from "react-admin";

/**
 * Upload Maps: up to 5 PDFs of at most 50 MB, each with its own progress and state. Files go one after another
 * so each progress bar means something; a failed file does not stop the others, holds no slot and is sent again
 * only on Retry.
 */
export function UploadMapsDialog({ open, onClose, onUploaded }: { open: boolean; onClose: () => void; onUploaded: () => void }) {
  const translate = useTranslate();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();

  const patch = (index: number, change: Partial<UploadItem>) =>
    setItems((all) => all.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (input.current) input.current.value = "";
    const accepted: UploadItem[] = [];
    for (const file of chosen) {
      const why = refusal(file);
      if (why) toast.error(translate(why.key, why.values), translate("maps.invalidFile"));
      else accepted.push({ file, state: "waiting", progress: 0 });
    }
    // Only files still to send take a slot: a failed one is kept for Retry or Remove but holds none.
    const room = MAX_FILES - items.filter((i) => i.state === "waiting").length;
    if (accepted.length > room) toast.error(translate("maps.youCanUploadAtMost", { MAX_FILES }), translate("maps.tooManyFiles"));
    setItems((all) => [...all.filter((i) => i.state !== "complete"), ...accepted.slice(0, Math.max(0, room))]);
  };

  const start = async () => {
    setBusy(true);
    let failed = 0;
    let saveFailed = false;
    let done = 0;
    for (const [index, item] of items.entries()) {
      // A failed file is sent again only when the user asks (Retry), never with every later upload.
      if (item.state !== "waiting") continue;
      try {
        await uploadMap(item.file, (state: UploadState, progress: number) => patch(index, { state, progress, error: undefined }));
        done++;
      } catch (error) {
        failed++;
        if (error instanceof SaveMapError) saveFailed = true;
        const message = error instanceof UploadError ? translate(error.key, error.values) : error instanceof SaveMapError ? error.message : errorMessage(error, translate("maps.uploadFailed"));
        patch(index, { state: "error", error: message });
      }
    }
    setBusy(false);
    if (done > 0) onUploaded();
    if (failed === 0) {
      toast.success(translate("maps.mapUploadedSuccessfully"));
      // Files that failed before stay for Retry or Remove; otherwise the dialog is done.
      const left = items.some((i) => i.state === "error");
      setItems((all) => all.filter((i) => i.state === "error"));
      if (!left) close();
    } else if (saveFailed && done === 0) toast.error(translate("maps.failedToSaveMapTo"), translate("maps.uploadFailed"));
    else toast.error(translate("maps.filesFailedToUpload", { failed }), translate("maps.partialUpload"));
  };

  const retry = (index: number) => {
    if (items.filter((i) => i.state === "waiting").length >= MAX_FILES) {
      return toast.error(translate("maps.youCanUploadAtMost", { MAX_FILES }), translate("maps.tooManyFiles"));
    }
    patch(index, { state: "waiting", progress: 0, error: undefined });
  };

  // Closing leaves nothing behind for the next time the dialog opens.
  const close = () => {
    setItems([]);
    onClose();
  };

  const pending = items.filter((i) => i.state === "waiting").length;
  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="upload-maps-title">
      <DialogTitle id="upload-maps-title">{translate("maps.uploadMaps")}</DialogTitle>
      <DialogContent>
        <Box
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (!busy) choose(e.dataTransfer.files);
          }}
          sx={{ border: 2, borderStyle: "dashed", borderColor: "divider", borderRadius: 2, p: 3, textAlign: "center" }}
        >
          <UploadFileIcon color="action" sx={{ fontSize: 40 }} />
          <Typography>{translate("maps.dropPdfMapsHereOr")}</Typography>
          <Typography variant="caption" color="text.secondary">
            {translate("maps.upTo")} {MAX_FILES} {translate("maps.pdfFiles50MbEach")}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" component="label" disabled={busy}>
              {translate("maps.chooseFiles")}
              <input ref={input} hidden type="file" multiple accept="application/pdf,.pdf" aria-label={translate("maps.mapFiles")} onChange={(e) => choose(e.target.files)} />
            </Button>
          </Box>
        </Box>
        <Box sx={{ mt: 2, display: "grid", gap: 1 }}>
          {items.map((item, i) => (
            <UploadItemRow
              key={`${item.file.name}-${i}`}
              item={item}
              onRemove={busy ? undefined : () => setItems((all) => all.filter((_, j) => j !== i))}
              onRetry={busy ? undefined : () => retry(i)}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate("maps.close")}
        </Button>
        <Button variant="contained" onClick={() => void start()} disabled={busy || pending === 0}>
          {busy ? translate("maps.uploading") : translate("maps.uploadFile", { pending, value: pending === 1 ? "" : translate("maps.s") })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
