import { Box, Card, CardContent, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { useFarm } from "../layout/FarmContext";
import { shortDate } from "../lib/format";
import type { Task } from "../lib/types";
import { CrewTaskForm } from "./CrewTaskForm";
import { MyRecentEntries } from "./MyRecentEntries";

/**
 * /record, a crew account's home: the Record work form (phone first, one column) and the account's recent
 * entries below; tapping an entry younger than 7 days loads it into the form to change or delete it.
 */
export function RecordWorkPage() {
  const translate = useTranslate();
  const { selectEntity } = useFarm();
  const [editing, setEditing] = useState<Task | null>(null);
  // A new key after each save gives a fresh, empty form.
  const [round, setRound] = useState(0);
  const done = () => {
    setEditing(null);
    setRound((r) => r + 1);
  };
  const edit = (task: Task) => {
    selectEntity(task.entityId);
    setEditing(task);
    setRound((r) => r + 1);
    globalThis.scrollTo?.({ top: 0, behavior: "smooth" });
  };
  return (
    <Box sx={{ maxWidth: 720, mx: "auto", display: "grid", gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate("crew.title")}
        </Typography>
        <Typography color="text.secondary">{translate(editing ? "crew.editing" : "crew.subtitle", { date: shortDate(editing?.date) })}</Typography>
      </Box>
      {/* overflow visible: the form's sticky action bar must stick to the screen, not to the card. */}
      <Card sx={{ overflow: "visible" }}>
        <CardContent sx={{ pb: "0 !important" }}>
          <CrewTaskForm key={`${editing?.id ?? "new"}-${round}`} task={editing ?? undefined} onDone={done} />
        </CardContent>
      </Card>
      <MyRecentEntries onEdit={edit} />
    </Box>
  );
}
