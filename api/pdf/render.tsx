import { Document, Font, Page, Text, View, renderToBuffer } from "@react-pdf/renderer";
import type { PdfReport } from "./model";
import { paginate, type LaidOutPage, type PlacedBlock } from "./paginate";
import { printable } from "./fonts";
import { TablePart } from "./TablePart";
import { BODY_SIZE, COLORS, contentBox, LEADING, MARGIN, RUNNING_HEAD_HEIGHT } from "./theme";

// The layout has already wrapped every line to fit, so react-pdf must never hyphenate a word on its own.
Font.registerHyphenationCallback((word) => [word]);

function Block({ block }: { block: PlacedBlock }) {
  if (block.kind === "space") return <View style={{ height: block.height }} />;
  if (block.kind === "table") return <TablePart {...block} />;
  // The box has the laid-out height; the text inside is not clipped to it, so a rounding difference in the line
  // height can never make react-pdf drop a line.
  return (
    <View style={{ height: block.height }}>
      <Text
        style={{
          fontSize: block.size,
          lineHeight: LEADING,
          fontFamily: block.bold ? "Helvetica-Bold" : "Helvetica",
          textAlign: block.align,
          color: block.color ?? COLORS.text,
        }}
      >
        {block.lines.join("\n")}
      </Text>
    </View>
  );
}

function ReportPage(props: { report: PdfReport; page: LaidOutPage; number: number; count: number }) {
  const { report, number, count } = props;
  const small = { fontSize: 7, color: COLORS.muted };
  return (
    <Page
      size="LETTER"
      orientation={report.orientation}
      style={{ padding: MARGIN, fontFamily: "Helvetica", fontSize: report.fontSize ?? BODY_SIZE, color: COLORS.text }}
    >
      {/* paginate() has already decided what goes on this page: one unbreakable box a point shorter than the
          content area, so react-pdf never moves a line to a page of its own (a page without wrap would shrink to
          its content instead of staying a letter sheet). */}
      <View wrap={false} style={{ height: contentBox(report.orientation).height - 1 }}>
        {number > 1 && report.runningHead && (
          <Text style={{ ...small, height: RUNNING_HEAD_HEIGHT }}>{printable(report.runningHead)}</Text>
        )}
        {props.page.blocks.map((block, i) => (
          <Block key={i} block={block} />
        ))}
      </View>
      <View fixed style={{ position: "absolute", bottom: MARGIN / 2 - 4, left: MARGIN, right: MARGIN, flexDirection: "row", justifyContent: "space-between" }}>
        <Text style={small}>{printable(report.footer ?? "")}</Text>
        <Text style={small}>{`Page ${number} of ${count}`}</Text>
      </View>
    </Page>
  );
}

/**
 * Lays out and draws a report on letter pages with the built-in Helvetica (no font is fetched), numbered
 * 'Page N of M'. @example const pdf = await renderReportPdf(monthlyInvoicePdf(invoice));
 */
export async function renderReportPdf(report: PdfReport): Promise<Buffer> {
  const pages = paginate(report);
  return renderToBuffer(
    <Document title={printable(report.title)} creator="Farm cost manager" producer="Farm cost manager">
      {pages.map((page, i) => (
        <ReportPage key={i} report={report} page={page} number={i + 1} count={pages.length} />
      ))}
    </Document>,
  );
}
