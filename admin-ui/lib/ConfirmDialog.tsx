import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslate } from "react-admin";

interface ConfirmDialogProps {
  title: string;
  titleId: string;
  /** The catalogue area holding the buttons' words (back, confirm, cancel, review). */
  area: string;
  failure: string;
  failureTestId?: string;
  /** Shown instead of the form: what will be written, in words. */
  confirmation: ReactNode;
  confirming: boolean;
  busy: boolean;
  onReview(): void;
  onBack(): void;
  onConfirm(): void;
  onClose(): void;
  /** The review button stays off (nothing to review yet, or a check is running). */
  reviewDisabled?: boolean;
  /** The confirm button stays off (the review found nothing to write). */
  confirmDisabled?: boolean;
  /** The form. */
  children: ReactNode;
}

/** A form written only after a confirmation that says it in words: Review, then Back or Confirm (useConfirmedSave). */
export function ConfirmDialog({ title, titleId, area, failure, failureTestId, confirmation, confirming, busy, onReview, onBack, onConfirm, onClose, reviewDisabled = false, confirmDisabled = false, children }: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {failure && <Alert severity="error" sx={{ mb: 2 }} data-testid={failureTestId}>{failure}</Alert>}
        {confirming ? <Typography component="div" data-testid="adjust-confirmation">{confirmation}</Typography> : children}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {confirming ? (
          <>
            <Button onClick={onBack} disabled={busy}>{translate(`${area}.back`)}</Button>
            <Button variant="contained" onClick={onConfirm} disabled={busy || confirmDisabled} data-testid="adjust-confirm">{translate(`${area}.confirm`)}</Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{translate(`${area}.cancel`)}</Button>
            <Button variant="contained" onClick={onReview} disabled={reviewDisabled}>{translate(`${area}.review`)}</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
