import { useEffect, useRef, useState } from "react";
import { useRefresh } from "react-admin";
import { onOutboxChange, type OutboxEntry, outboxEntries } from "./outbox";

/**
 * The outbox's entries, read again after every change; when some have left it (sent), the screen's lists are
 * reloaded, so what was recorded offline shows where it belongs.
 */
export function useOutbox(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const refresh = useRefresh();
  const count = useRef(0);
  useEffect(() => {
    let live = true;
    const load = () =>
      outboxEntries().then(
        (all) => {
          if (!live) return;
          if (all.length < count.current) refresh();
          count.current = all.length;
          setEntries(all);
        },
        () => undefined,
      );
    void load();
    const stop = onOutboxChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [refresh]);
  return entries;
}
