import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Button } from "@mui/material";
import { useEffect, useState } from "react";
import { useDelete, useRefresh, useTranslate } from "react-admin";
import { errorMessage } from "../lib/http";
import type { Field } from "../lib/types";
import { useToast } from "../lib/useToast";

/** How long the first click keeps the delete armed (spec 000 section 9). */
export const CONFIRM_WINDOW_MS = 3000;

/** The two-step field delete: the first click arms it for 3 seconds, a second click within them deletes. */
export function DeleteFieldButton({ field }: { field: Field }) {
  const translate = useTranslate();
  const [armed, setArmed] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Field>();
  const refresh = useRefresh();
  const toast = useToast();

  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), CONFIRM_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [armed]);

  const click = () => {
    if (!armed) {
      setArmed(true);
      toast.show("warning", translate("fields.confirmDelete"), translate("fields.clickDeleteAgainToConfirm"));
      return;
    }
    setArmed(false);
    deleteOne(
      "fields",
      { id: field.id, previousData: field },
      {
        onSuccess: () => {
          toast.success(translate("fields.fieldDeletedSuccessfully"));
          refresh();
        },
        onError: (error) => toast.error(errorMessage(error, translate("fields.failedToDeleteField"))),
      },
    );
  };

  return (
    <Button
      size="small"
      color="error"
      variant={armed ? "contained" : "outlined"}
      startIcon={<DeleteOutlineIcon />}
      onClick={click}
      disabled={isPending}
      title={armed ? translate("fields.clickDeleteAgainToConfirm") : translate("fields.deleteField")}
    >
      {armed ? translate("fields.confirmDelete") : translate("fields.delete")}
    </Button>
  );
}
