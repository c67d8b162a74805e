import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useRef, useState } from "react";
import { useToast } from "../lib/useToast";
import { MAX_FILES, SaveMapError, refusal, uploadMap, type UploadState } from "./upload-map";
import { UploadItemRow, type UploadItem } from "./UploadItemRow";

/**
 * Upload Maps: up to 5 PDFs of at most 50 MB, each with its own progress and state. Files go one after another
 * so each progress bar means something; a failed file does not stop the others, holds no slot and is sent again
 * only on Retry.
 */
export function UploadMapsDialog({ open, onClose, onUploaded }: { open: boolean; onClose: () => void; onUploaded: () => void }) {
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
      if (why) toast.error(why, "Invalid File");
      else accepted.push({ file, state: "waiting", progress: 0 });
    }
    // Only files still to send take a slot: a failed one is kept for Retry or Remove but holds none.
    const room = MAX_FILES - items.filter((i) => i.state === "waiting").length;
    if (accepted.length > room) toast.error(`You can upload at most ${MAX_FILES} files at a time`, "Too Many Files");
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
        patch(index, { state: "error", error: error instanceof Error ? error.message : String(error) });
      }
    }
    setBusy(false);
    if (done > 0) onUploaded();
    if (failed === 0) {
      toast.success("Map uploaded successfully");
      // Files that failed before stay for Retry or Remove; otherwise the dialog is done.
      const left = items.some((i) => i.state === "error");
      setItems((all) => all.filter((i) => i.state === "error"));
      if (!left) close();
    } else if (saveFailed && done === 0) toast.error("Failed to save map to database", "Upload Failed");
    else toast.error(`${failed} files failed to upload`, "Partial Upload");
  };

  const retry = (index: number) => {
    if (items.filter((i) => i.state === "waiting").length >= MAX_FILES) {
      return toast.error(`You can upload at most ${MAX_FILES} files at a time`, "Too Many Files");
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
      <DialogTitle id="upload-maps-title">Upload Maps</DialogTitle>
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
          <Typography>Drop PDF maps here or choose files</Typography>
          <Typography variant="caption" color="text.secondary">
            Up to {MAX_FILES} PDF files, 50 MB each
          </Typography>
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" component="label" disabled={busy}>
              Choose Files
              <input ref={input} hidden type="file" multiple accept="application/pdf,.pdf" aria-label="Map files" onChange={(e) => choose(e.target.files)} />
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
          Close
        </Button>
        <Button variant="contained" onClick={() => void start()} disabled={busy || pending === 0}>
          {busy ? "Uploading..." : `Upload ${pending} file${pending === 1 ? "" : "s"}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
