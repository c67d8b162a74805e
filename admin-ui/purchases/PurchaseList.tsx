import { Box, Button, Link as MuiLink, Typography } from "@mui/material";
import { useState } from "react";
import { CreateButton, List, Pagination, SearchInput, TopToolbar, useListContext, useTranslate } from "react-admin";
import { useLocation, useNavigate } from "react-router-dom";
import { useFarm } from "../layout/FarmContext";
import { useEntities } from "../layout/useEntities";
import { EmptyList } from "../lib/EmptyList";
import { shortDate } from "../lib/format";
import { lazyScreen } from "../lib/lazy-screen";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";
import { Money } from "../reports/Money";
import { FiguresTable } from "../reports/ReportTable";
import { PurchaseDetails } from "./PurchaseDetails";
import type { RecostedTask } from "./RecostedNotice";
import { LoadingText } from "../lib/LoadingText";

// The CSV import, a dialog of its own, loaded when opened.
const ImportDialog = lazyScreen(() => import("./ImportDialog"), (m) => m.ImportDialog, null);

interface PurchaseRow {
  id: number;
  entityId: number;
  date: string;
  vendorName: string;
  invoiceNumber: string;
  total: string;
}

/** What a save hands the list (router state): the purchase to open and the tasks it re-costed. */
export interface ShowState {
  show?: number;
  recosted?: RecostedTask[];
}

const COLUMNS = ["date", "entity", "vendor", "invoice", "total"] as const;

function Rows({ onOpen }: { onOpen(id: number): void }) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<PurchaseRow>();
  const { entities } = useEntities();
  if (isPending) return <LoadingText sx={{ p: 2 }} />;
  if (!data?.length) return <Typography sx={{ p: 2 }} color="text.secondary">{translate("inputs.noPurchasesMatch")}</Typography>;
  return (
    <FiguresTable
      label={translate("inputs.purchases")}
      columns={COLUMNS.map((key) => ({ key, label: translate(`inputs.head.${key}`), figure: key === "total" ? "money" : undefined }))}
      rows={data.map((p) => ({
        key: p.id,
        testId: "purchase-row",
        cells: {
          date: shortDate(p.date),
          entity: entities.find((e) => e.id === p.entityId)?.name ?? "",
          vendor: p.vendorName,
          // The invoice opens the purchase's lines (a button that reads as a link: the table stays a table).
          invoice: (
            <MuiLink component="button" type="button" onClick={() => onOpen(p.id)} sx={{ textAlign: "left" }}>
              {p.invoiceNumber}
            </MuiLink>
          ),
          total: <Money value={p.total} />,
        },
      }))}
    />
  );
}

function Actions({ create, onImport }: { create: boolean; onImport(): void }) {
  const translate = useTranslate();
  if (!create) return null;
  return (
    <TopToolbar>
      <Button onClick={onImport}>{translate("inputs.importCsv")}</Button>
      <CreateButton />
    </TopToolbar>
  );
}

function Empty({ create, onImport }: { create: boolean; onImport(): void }) {
  const translate = useTranslate();
  return (
    <EmptyList message={translate("inputs.noPurchasesYet")} hint={translate(create ? "inputs.noPurchasesHint" : "inputs.noPurchasesReadonly")}>
      {create && (
        <>
          <CreateButton variant="contained" />
          <Button variant="outlined" onClick={onImport}>{translate("inputs.importCsv")}</Button>
        </>
      )}
    </EmptyList>
  );
}

/** The purchases of the sidebar's entity, newest first: date, entity, vendor, invoice and the server's total. */
export function PurchaseList() {
  const translate = useTranslate();
  const may = useMayChange("purchases");
  const { entityId } = useFarm();
  const { selected } = useEntities();
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state ?? {}) as ShowState;
  const [open, setOpen] = useState<{ id: number; recosted?: RecostedTask[] } | null>(saved.show ? { id: saved.show, recosted: saved.recosted } : null);
  const [importing, setImporting] = useState(false);
  const close = () => {
    setOpen(null);
    // The notice of a save is shown once.
    if (saved.show) navigate(location.pathname + location.search, { replace: true, state: null });
  };
  return (
    <>
      <PageHeading title={translate("inputs.purchases")} subtitle={selected ? translate("inputs.purchasesOf", { name: selected.name }) : undefined} />
      {entityId === null ? (
        <Typography color="text.secondary">{translate("inputs.selectEntity")}</Typography>
      ) : (
        <List
          key={entityId}
          resource="purchases"
          title={translate("inputs.purchases")}
          filter={{ entityId }}
          sort={{ field: "date", order: "DESC" }}
          actions={<Actions create={may.create} onImport={() => setImporting(true)} />}
          filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate("inputs.searchPurchases")} />]}
          empty={<Empty create={may.create} onImport={() => setImporting(true)} />}
          pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
          perPage={25}
        >
          <Box sx={{ p: { xs: 0, sm: 1 } }}>
            <Rows onOpen={(id) => setOpen({ id })} />
          </Box>
        </List>
      )}
      {open && <PurchaseDetails id={open.id} recosted={open.recosted} onClose={close} />}
      {importing && entityId !== null && <ImportDialog entityId={entityId} onClose={() => setImporting(false)} />}
    </>
  );
}
