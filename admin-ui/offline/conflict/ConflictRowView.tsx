import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import { Box, ButtonBase, Chip, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { Choice, ConflictRow } from "./conflict-fields";

interface Props {
  row: ConflictRow;
  label: string;
  mine: string;
  office: string;
  choice: Choice;
  onChoose(side: Choice): void;
}

/**
 * One field: its label, then the two versions side by side. A differing field is marked (amber, "Differs") and each
 * side is a choice (a radio pair named by the label); a field both versions agree on reads plain.
 */
export function ConflictRowView({ row, label, mine, office, choice, onChoose }: Props) {
  const translate = useTranslate();
  const key = row.field.key;
  return (
    <Box
      data-testid="conflict-row"
      data-field={key}
      data-differs={row.differs ? "true" : "false"}
      sx={{ py: 1, borderTop: 1, borderColor: "divider", ...(row.differs ? { bgcolor: "#fff8e1", px: 1, mx: -1, borderLeft: 4, borderLeftColor: "warning.main" } : {}) }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {row.differs && <Chip label={translate("conflict.differs")} size="small" color="warning" sx={{ height: 20 }} />}
      </Box>
      <Box role={row.differs ? "radiogroup" : undefined} aria-label={row.differs ? label : undefined} sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 }}>
        <Side value={mine} testId="conflict-mine" differs={row.differs} chosen={choice === "mine"} aria={translate("conflict.keepYourValue", { field: label })} onChoose={() => onChoose("mine")} />
        <Side value={office} testId="conflict-office" differs={row.differs} chosen={choice === "office"} aria={translate("conflict.takeOfficeValue", { field: label })} onChoose={() => onChoose("office")} />
      </Box>
    </Box>
  );
}

interface SideProps {
  value: string;
  testId: string;
  differs: boolean;
  chosen: boolean;
  aria: string;
  onChoose(): void;
}

function Side({ value, testId, differs, chosen, aria, onChoose }: SideProps) {
  const text = (
    <Typography variant="body2" sx={{ overflowWrap: "anywhere", textAlign: "left" }} data-testid={testId}>
      {value}
    </Typography>
  );
  if (!differs) return <Box sx={{ px: 1, py: 0.75 }}>{text}</Box>;
  return (
    <ButtonBase
      role="radio"
      aria-checked={chosen}
      aria-label={aria}
      onClick={onChoose}
      sx={{
        justifyContent: "space-between",
        alignItems: "flex-start",
        gap: 0.5,
        px: 1,
        py: 0.75,
        borderRadius: 1,
        border: 2,
        borderColor: chosen ? "primary.main" : "divider",
        bgcolor: chosen ? "background.paper" : "transparent",
        minHeight: 44,
      }}
    >
      {text}
      {chosen && <CheckCircleIcon color="primary" fontSize="small" />}
    </ButtonBase>
  );
}
