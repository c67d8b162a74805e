import DownloadIcon from "@mui/icons-material/Download";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import PrintIcon from "@mui/icons-material/Print";
import { Box, Button } from "@mui/material";
import type { ReactNode } from "react";
import type { ReportCall } from "./useReport";
import { useTranslate } from "react-admin";

interface ActionsProps {
  /** The report on screen: its PDF and CSV come from the same route. */
  call: ReportCall<unknown>;
  pdfLabel?: string;
  print?: string | false;
  /** Nothing to download yet (an input the report needs is not chosen): the PDF and CSV buttons wait for it. */
  disabled?: boolean;
}

/**
 * Print (the browser's, with the print stylesheet), the server-rendered PDF in a new window, and the CSV.
 * The PDF and CSV come from the same endpoint as the figures on screen.
 */
export function ReportActions({ call, pdfLabel: pdf, print: printLabel, disabled = false }: ActionsProps) {
  const translate = useTranslate();
  const pdfLabel = pdf ?? translate("reports.exportPdf");
  const print = printLabel ?? translate("reports.print");
  return (
    <Box className="no-print" sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
      {print && (
        <Button variant="outlined" size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {print}
        </Button>
      )}
      {disabled ? (
        <>
          <Button variant="contained" size="small" startIcon={<PictureAsPdfIcon />} disabled>
            {pdfLabel}
          </Button>
          <Button variant="outlined" size="small" startIcon={<DownloadIcon />} disabled>
            {translate("reports.exportCsv")}
          </Button>
        </>
      ) : (
        <>
          <Button variant="contained" size="small" startIcon={<PictureAsPdfIcon />} href={call.url("pdf")} target="_blank" rel="noopener">
            {pdfLabel}
          </Button>
          <Button variant="outlined" size="small" startIcon={<DownloadIcon />} href={call.url("csv")} download>
            {translate("reports.exportCsv")}
          </Button>
        </>
      )}
    </Box>
  );
}

/** A report's controls on the left and its actions on the right; none of it is printed. */
export function ReportToolbar({ children, ...actions }: ActionsProps & { children: ReactNode }) {
  return (
    <Box className="no-print" sx={{ display: "flex", gap: 2, mb: 3, flexWrap: "wrap", alignItems: "center" }}>
      {children}
      <Box sx={{ flex: 1 }} />
      <ReportActions {...actions} />
    </Box>
  );
}
