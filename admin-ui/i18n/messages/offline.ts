import type { AreaMessages } from "./types";

/** Working without a signal: the outbox, its list and the lists saved on this device (admin-ui/offline). */
export const offline: AreaMessages = {
  en: {
    offline: {
      waiting: "1 entry waiting to send |||| %{smart_count} entries waiting to send",
      refused: "1 entry refused |||| %{smart_count} entries refused",
      title: "Entries kept on this device",
      intro: "Saved while the server could not be reached. They are sent in order as soon as the network is back.",
      empty: "Nothing waiting to send.",
      send_now: "Send now",
      close: "Close",
      fix: "Fix",
      remove: "Remove",
      confirm_remove: "Remove this entry? It was never sent and will be lost.",
      cancel: "Cancel",
      save_fix: "Save and send",
      fix_title: "Fix the entry",
      status: { waiting: "Waiting to send", sending: "Sending…", refused: "Refused by the server" },
      kept_offline: "Saved on this device",
      kept_offline_detail: "No connection: the entry will be sent when the network is back.",
      saved_lists: "Lists saved %{age}",
      created: "Recorded %{date}",
    },
  },
  es: {
    offline: {
      waiting: "1 entrada esperando envío |||| %{smart_count} entradas esperando envío",
      refused: "1 entrada rechazada |||| %{smart_count} entradas rechazadas",
      title: "Entradas guardadas en este dispositivo",
      intro: "Guardadas mientras no se podía llegar al servidor. Se envían en orden en cuanto vuelve la red.",
      empty: "Nada esperando envío.",
      send_now: "Enviar ahora",
      close: "Cerrar",
      fix: "Corregir",
      remove: "Quitar",
      confirm_remove: "¿Quitar esta entrada? Nunca se envió y se perderá.",
      cancel: "Cancelar",
      save_fix: "Guardar y enviar",
      fix_title: "Corregir la entrada",
      status: { waiting: "Esperando envío", sending: "Enviando…", refused: "Rechazada por el servidor" },
      kept_offline: "Guardada en este dispositivo",
      kept_offline_detail: "Sin conexión: la entrada se enviará cuando vuelva la red.",
      saved_lists: "Listas guardadas %{age}",
      created: "Registrada %{date}",
    },
  },
};
