import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useState } from "react";
import { useDelete, useGetOne, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { useEntities } from "../layout/useEntities";
import { shortDate } from "../lib/format";
import { errorMessage } from "../lib/http";
import { useMayChange } from "../lib/usePermissionsInfo";
import { useToast } from "../lib/useToast";
import { Money } from "../reports/Money";
import { FiguresTable } from "../reports/ReportTable";
import { type RecostedTask, RecostedNotice } from "./RecostedNotice";
import { LoadingText } from "../lib/LoadingText";

/** A purchase as the API answers it (GET /api/purchases/{id}). */
export interface Purchase {
  id: number;
  entityId: number;
  vendorId: number;
  vendorName: string;
  invoiceNumber: string;
  date: string;
  freight: string;
  tax: string;
  subtotal: string;
  total: string;
  notes: string;
  lines: Array<{
    line: number;
    productId: number;
    productName: string;
    quantity: string;
    unit: string;
    unitPrice: string | null;
    amount: string;
    freight: string;
    tax: string;
    value: string;
    stockQuantity: string;
    stockUnit: string;
  }>;
  recosted?: RecostedTask[];
}

// The lines' columns (catalogue keys inputs.head.<key>), the figures right-aligned; a phone shows each line as a card.
const COLUMNS = [
  { key: "product" },
  { key: "quantity", figure: "number" },
  { key: "unitPrice", figure: "number" },
  { key: "amount", figure: "money" },
  { key: "freight", figure: "money" },
  { key: "tax", figure: "money" },
  { key: "value", figure: "money" },
  { key: "stock", figure: "number" },
] as const;

/**
 * A purchase's lines with their shares of the invoice's freight and tax and the value each adds to stock, the
 * server's subtotal and total, and the tasks the last save re-costed. Edit and Delete for those who may.
 */
export function PurchaseDetails({ id, recosted, onClose }: { id: number; recosted?: RecostedTask[]; onClose(): void }) {
  const translate = useTranslate();
  const toast = useToast();
  const may = useMayChange("purchases");
  const { entities } = useEntities();
  const { data, error, isPending } = useGetOne<Purchase>("purchases", { id });
  const [armed, setArmed] = useState(false);
  const [remove, { isPending: deleting }] = useDelete();
  const entityName = entities.find((e) => e.id === data?.entityId)?.name ?? "";
  const onDelete = () => {
    if (!armed) return setArmed(true);
    remove(
      "purchases",
      { id, previousData: data },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          toast.success(translate("inputs.purchaseDeleted"));
          onClose();
        },
        onError: (e) => {
          setArmed(false);
          toast.error(errorMessage(e, translate("inputs.couldNotDelete")));
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="purchase-title">
      <DialogTitle id="purchase-title">
        {data ? translate("inputs.invoiceOf", { invoice: data.invoiceNumber, vendor: data.vendorName }) : translate("inputs.purchase")}
      </DialogTitle>
      <DialogContent dividers>
        {isPending && <LoadingText />}
        {error && <Typography color="error">{errorMessage(error, translate("inputs.couldNotLoad"))}</Typography>}
        {data && (
          <>
            <RecostedNotice tasks={recosted} />
            <Box sx={{ display: "flex", gap: 3, flexWrap: "wrap", mb: 2 }}>
              <Typography>{translate("inputs.dateIs", { date: shortDate(data.date) })}</Typography>
              {entityName && <Typography>{translate("inputs.entityIs", { name: entityName })}</Typography>}
              <Typography>
                {translate("inputs.total")}: <Money value={data.total} />
              </Typography>
            </Box>
            <FiguresTable
              label={translate("inputs.purchaseLines")}
              columns={COLUMNS.map((c) => ({ key: c.key, label: translate(`inputs.head.${c.key}`), figure: "figure" in c ? c.figure : undefined }))}
              rows={[
                ...data.lines.map((l) => ({
                  key: l.line,
                  testId: "purchase-line",
                  cells: {
                    product: l.productName,
                    quantity: `${l.quantity} ${l.unit}`,
                    unitPrice: l.unitPrice ?? "",
                    amount: <Money value={l.amount} />,
                    freight: <Money value={l.freight} />,
                    tax: <Money value={l.tax} />,
                    value: <Money value={l.value} />,
                    stock: `${l.stockQuantity} ${l.stockUnit}`,
                  },
                })),
                {
                  key: "total",
                  total: true,
                  testId: "purchase-total",
                  cells: {
                    product: translate("inputs.totals"),
                    amount: <Money value={data.subtotal} />,
                    freight: <Money value={data.freight} />,
                    tax: <Money value={data.tax} />,
                    value: <Money value={data.total} />,
                  },
                },
              ]}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate("inputs.sharesNote")}
            </Typography>
            {data.notes && <Typography sx={{ mt: 2, whiteSpace: "pre-line" }}>{data.notes}</Typography>}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {data && may.delete && (
          <Button color="error" onClick={onDelete} disabled={deleting}>
            {translate(armed ? "inputs.clickAgainToDelete" : "inputs.delete")}
          </Button>
        )}
        {data && may.update && (
          <Button component={Link} to={`/purchases/${id}`}>
            {translate("inputs.edit")}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {translate("inputs.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
