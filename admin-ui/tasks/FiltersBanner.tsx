import FilterAltIcon from "@mui/icons-material/FilterAlt";
import { Alert, AlertTitle, Link } from "@mui/material";
import { money } from "../lib/format";

/** Shown while any filter is active: how many tasks match and their total cost. */
export function FiltersBanner({ count, total, onClear }: { count: number; total: string; onClear(): void }) {
  return (
    <Alert
      severity="info"
      icon={<FilterAltIcon />}
      sx={{ mb: 2 }}
      data-testid="filters-banner"
      action={
        <Link component="button" onClick={onClear} sx={{ alignSelf: "center", mr: 1 }}>
          Clear all filters
        </Link>
      }
    >
      <AlertTitle sx={{ mb: 0 }}>Filters Applied</AlertTitle>
      {count} {count === 1 ? "task matches" : "tasks match"} · Total: <strong data-testid="filters-total">{money(total)}</strong>
    </Alert>
  );
}
