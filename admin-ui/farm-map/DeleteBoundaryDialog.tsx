import { useState } from "react";
import { useTranslate } from "react-admin";
import { ConfirmDialog } from "../lib/ConfirmDialog";
import { errorMessage } from "../lib/http";
import { deleteBoundary } from "./map-data";

/** Deleting a field's boundary, said in words and confirmed first; the field and its recorded acres stay. */
export function DeleteBoundaryDialog({ field, onClose }: { field: { fieldId: number; name: string; boundaryAcres: string }; onClose(deleted: boolean): void }) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");
  const confirm = async () => {
    setBusy(true);
    setFailure("");
    try {
      await deleteBoundary(field.fieldId);
      onClose(true);
    } catch (e) {
      setFailure(errorMessage(e, translate("map.couldNotDelete")));
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      title={translate("map.deleteBoundaryOf", { name: field.name })}
      titleId="delete-boundary-title"
      area="map"
      failure={failure}
      failureTestId="delete-boundary-failure"
      confirming
      busy={busy}
      confirmation={translate("map.deleteConfirmation", { name: field.name })}
      onReview={() => undefined}
      onBack={() => onClose(false)}
      onConfirm={() => void confirm()}
      onClose={() => !busy && onClose(false)}
    >
      {null}
    </ConfirmDialog>
  );
}
