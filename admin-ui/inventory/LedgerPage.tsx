import { Alert, Box, Button, Card, CardContent, IconButton, Link as MuiLink, MenuItem, TextField, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useGetList, useTranslate } from "react-admin";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { useEntities } from "../layout/useEntities";
import { EmptyList } from "../lib/EmptyList";
import { shortDate } from "../lib/format";
import { lazyScreen } from "../lib/lazy-screen";
import { API_URL, errorMessage, httpClient } from "../lib/http";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";
import { useToast } from "../lib/useToast";
import type { Product } from "../products/words";
import { type RecostedTask, RecostedNotice } from "../purchases/RecostedNotice";
import { Money } from "../reports/Money";
import { genericReportNames } from "../navigation/report-names" with { type: "macro" };
import { reportScreenPath } from "../navigation/report-screens";
import { FiguresTable } from "../reports/ReportTable";
import { LoadingText } from "../lib/LoadingText";

// The "Return or adjust" dialog, loaded when opened.
const AdjustDialog = lazyScreen(() => import("./AdjustDialog"), (m) => m.AdjustDialog, null);

/** GET /api/entities/{entityId}/inventory/{productId} (api/schemas/inventory.schemas.ts ProductLedger). */
export interface Ledger {
  product: { id: number; name: string; stockUnit: string };
  asOf: string | null;
  onHandQuantity: string;
  onHandValue: string;
  averageCost: string | null;
  movements: Array<{
    id: string;
    kind: "receipt" | "application" | "return" | "adjustment";
    date: string;
    quantity: string;
    value: string;
    cost: string | null;
    onHandQuantity: string;
    onHandValue: string;
    averageCost: string | null;
    source: Source;
  }>;
}

/** Where a movement came from: its facts, and the server's English `label` (farmctl prints it). */
interface Source {
  type: "purchase" | "task" | "adjustment";
  id: number;
  label: string;
  invoiceNumber: string | null;
  vendorName: string | null;
  taskName: string | null;
  reason: string | null;
}

const KIND_KEYS: Record<string, string> = {
  receipt: "inputs.movementReceipt",
  application: "inputs.movementApplication",
  return: "inputs.movementReturn",
  adjustment: "inputs.movementAdjustment",
};

const COLUMNS = [
  { key: "date" },
  { key: "movement" },
  { key: "source" },
  { key: "quantity", figure: "number" },
  { key: "value", figure: "money" },
  { key: "onHand", figure: "number" },
  { key: "onHandValue", figure: "money" },
  { key: "averageCost", figure: "money" },
] as const;

/**
 * Where a movement came from, in the user's language, from the ledger's facts (api/services/stock.service.ts): the
 * invoice and its vendor, the applying task's name (the row's date is its day), a return's vendor and reason, an
 * adjustment's reason.
 */
function sourceText(kind: string, s: Source, translate: (key: string, options?: object) => string): string {
  if (s.type === "purchase") return translate("inputs.sourceInvoice", { invoice: s.invoiceNumber ?? "", vendor: s.vendorName ?? "" });
  if (s.type === "task") return s.taskName ?? "";
  if (kind !== "return") return translate("inputs.sourceAdjustment", { reason: s.reason ?? "" });
  const key = s.vendorName ? (s.reason ? "inputs.sourceReturnToFor" : "inputs.sourceReturnTo") : s.reason ? "inputs.sourceReturnFor" : "inputs.sourceReturn";
  return translate(key, { vendor: s.vendorName ?? "", reason: s.reason ?? "" });
}

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: "name", order: "ASC" as const } };

/** The key of a ledger's query, so a write can refresh it. */
export const ledgerKey = (entityId: string, productId: number | undefined) => ["inventory-ledger", entityId, productId];

/**
 * A product's stock at an entity, movement by movement in the ledger's order (receipts first on a day), each with the
 * quantity and value on hand and the moving average after it: the server's figures. Returns and count adjustments
 * from "Return or adjust"; an adjustment may be deleted (the server re-costs what follows).
 */
export function LedgerPage() {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { entityId = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const [asOf, setAsOf] = useState("");
  const [adjusting, setAdjusting] = useState(false);
  const [recosted, setRecosted] = useState<RecostedTask[]>([]);
  const may = useMayChange("inventory-adjustments");
  const { entities } = useEntities();
  const entity = entities.find((e) => String(e.id) === entityId);
  const products = useGetList<Product>("products", ALL);
  const list = products.data ?? [];
  const picked = Number(search.get("product")) || undefined;
  const product = list.find((p) => p.id === picked);
  const ledger = useQuery({
    queryKey: [...ledgerKey(entityId, picked), asOf],
    queryFn: async () => (await httpClient(`${API_URL}/entities/${entityId}/inventory/${picked}${asOf ? `?asOf=${asOf}` : ""}`)).json as Ledger,
    enabled: picked !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["inventory-ledger", entityId] });
  const removeAdjustment = async (id: number) => {
    if (!window.confirm(translate("inputs.confirmDeleteAdjustment"))) return;
    try {
      const { json } = await httpClient(`${API_URL}/inventory-adjustments/${id}`, { method: "DELETE" });
      setRecosted((json as { recosted?: RecostedTask[] } | undefined)?.recosted ?? []);
      toast.success(translate("inputs.adjustmentDeleted"));
      void refresh();
    } catch (error) {
      toast.error(errorMessage(error, translate("inputs.couldNotDelete")));
    }
  };
  const choose = (id: number) => {
    setRecosted([]);
    setSearch(id ? { product: String(id) } : {}, { replace: true });
  };
  const data = ledger.data;
  const unit = data?.product.stockUnit ?? product?.stockUnit ?? "";

  return (
    <Box>
      <PageHeading
        title={product ? translate("inputs.ledgerOf", { name: product.name }) : translate("inputs.stockLedger")}
        subtitle={entity ? translate("inputs.atEntity", { name: entity.name }) : undefined}
        back={{ to: "/products", label: translate("inputs.products") }}
      />
      {!products.isPending && list.length === 0 ? (
        <Card>
          <EmptyList message={translate("inputs.noProductsYet")} hint={translate("inputs.ledgerNeedsProducts")}>
            <Button component={Link} to="/products" variant="outlined">{translate("inputs.products")}</Button>
          </EmptyList>
        </Card>
      ) : (
        <Card>
          <CardContent>
            <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", mb: 2 }}>
              <TextField select size="small" label={translate("inputs.product")} value={product ? String(product.id) : ""} onChange={(e) => choose(Number(e.target.value))} sx={{ minWidth: 240, maxWidth: "100%" }}>
                {list.map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>{p.name}</MenuItem>
                ))}
              </TextField>
              <TextField type="date" size="small" label={translate("inputs.asOf")} value={asOf} onChange={(e) => setAsOf(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
              {product && may.create && (
                <Button variant="contained" onClick={() => setAdjusting(true)}>
                  {translate("inputs.returnOrAdjust")}
                </Button>
              )}
              {genericReportNames().includes("inventory") && (
                <Button component={Link} to={reportScreenPath("inventory")} size="small">
                  {translate("inputs.inventoryReport")}
                </Button>
              )}
            </Box>
            <RecostedNotice tasks={recosted} />
            {!product && <Typography color="text.secondary" data-testid="ledger-pick">{translate("inputs.pickProduct")}</Typography>}
            {product && ledger.isPending && <LoadingText />}
            {product && ledger.error && <Alert severity="error">{errorMessage(ledger.error, translate("inputs.couldNotLoad"))}</Alert>}
            {product && data && (
              <>
                <Box sx={{ display: "flex", gap: 3, flexWrap: "wrap", mb: 2 }} data-testid="ledger-on-hand">
                  <Typography>
                    {translate("inputs.onHand")}: <b>{data.onHandQuantity} {unit}</b>
                  </Typography>
                  <Typography>
                    {translate("inputs.worth")}: <Money value={data.onHandValue} />
                  </Typography>
                  {data.averageCost !== null && (
                    <Typography>
                      {translate("inputs.averageCostPer", { unit })}: <Money value={data.averageCost} />
                    </Typography>
                  )}
                </Box>
                {data.movements.length === 0 ? (
                  <Typography color="text.secondary" data-testid="ledger-empty">{translate("inputs.noMovements")}</Typography>
                ) : (
                  <FiguresTable
                    label={translate("inputs.stockLedger")}
                    columns={COLUMNS.map((c) => ({ key: c.key, label: translate(`inputs.head.${c.key}`), figure: "figure" in c ? c.figure : undefined }))}
                    rows={data.movements.map((m) => ({
                      key: m.id,
                      testId: "ledger-row",
                      cells: {
                        date: shortDate(m.date),
                        movement: translate(KIND_KEYS[m.kind] ?? m.kind),
                        source:
                          m.source.type === "purchase" ? (
                            <MuiLink component={Link} to="/purchases" state={{ show: m.source.id }}>{sourceText(m.kind, m.source, translate)}</MuiLink>
                          ) : m.source.type === "adjustment" && may.delete ? (
                            <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
                              {sourceText(m.kind, m.source, translate)}
                              <IconButton size="small" aria-label={translate("inputs.deleteAdjustment")} title={translate("inputs.deleteAdjustment")} onClick={() => void removeAdjustment(m.source.id)}>
                                <DeleteIcon fontSize="small" />
                              </IconButton>
                            </Box>
                          ) : (
                            sourceText(m.kind, m.source, translate)
                          ),
                        quantity: `${m.quantity} ${unit}`,
                        value: <Money value={m.kind === "application" ? (m.cost ?? m.value) : m.value} />,
                        onHand: `${m.onHandQuantity} ${unit}`,
                        onHandValue: <Money value={m.onHandValue} />,
                        averageCost: m.averageCost === null ? "" : <Money value={m.averageCost} />,
                      },
                    }))}
                  />
                )}
              </>
            )}
          </CardContent>
        </Card>
      )}
      {adjusting && product && (
        <AdjustDialog
          entityId={Number(entityId)}
          product={product}
          onClose={() => setAdjusting(false)}
          onSaved={(tasks) => {
            setAdjusting(false);
            setRecosted(tasks);
            void refresh();
          }}
        />
      )}
    </Box>
  );
}
