import type { AreaMessages } from "./types";

/** Admin > Price List: what crew entries cost, per entity and category. */
export const priceList: AreaMessages = {
  en: {
    priceList: {
      title: "Price List",
      subtitle: "What crew entries cost, per farm entity and category",
      menu: "Price List",
      entity: "Farm Entity",
      help: "Crew entries are priced from this list: cost per acre and equipment rental per acre, times the acres covered. A blank price counts as $0.00. Income Generated, Rent and Water Assessment are not listed: the office enters those, never a crew.",
      costPerAcre: "Cost per Acre",
      equipmentRentalPerAcre: "Equipment Rental per Acre",
      save: "Save Prices",
      saved: "Prices saved",
      save_failed: "Failed to save prices",
      load_failed: "Failed to load the price list",
      unpricedEntries:
        "%{smart_count} crew entry has no price: the price list has none for %{categories}. |||| %{smart_count} crew entries have no price: the price list has none for %{categories}.",
      unpricedBeforePrice:
        "%{smart_count} crew entry was recorded at $0.00 before its category had a price. |||| %{smart_count} crew entries were recorded at $0.00 before their category had a price.",
      openPriceList: "Open the price list",
      noPriceTitle: "No price yet",
      noPriceHelp: "Crew entries in these categories are recorded at $0.00:",
      noPriceCategory: "%{name} (%{smart_count} crew entry at $0.00) |||| %{name} (%{smart_count} crew entries at $0.00)",
    },
  },
  es: {
    priceList: {
      title: "Lista de precios",
      subtitle: "Lo que cuestan los registros de las cuadrillas, por entidad y categoría",
      menu: "Lista de precios",
      entity: "Entidad agrícola",
      help: "Los registros de las cuadrillas se valoran con esta lista: costo por acre y renta de equipo por acre, por los acres trabajados. Un precio en blanco cuenta como $0.00. Ingresos generados, Renta y Cuota de agua no aparecen: los registra la oficina, nunca una cuadrilla.",
      costPerAcre: "Costo por acre",
      equipmentRentalPerAcre: "Renta de equipo por acre",
      save: "Guardar precios",
      saved: "Precios guardados",
      save_failed: "No se pudieron guardar los precios",
      load_failed: "No se pudo cargar la lista de precios",
      unpricedEntries:
        "%{smart_count} registro de cuadrilla no tiene precio: la lista de precios no tiene ninguno para %{categories}. |||| %{smart_count} registros de cuadrilla no tienen precio: la lista de precios no tiene ninguno para %{categories}.",
      unpricedBeforePrice:
        "%{smart_count} registro de cuadrilla se guardó a $0.00 antes de que su categoría tuviera precio. |||| %{smart_count} registros de cuadrilla se guardaron a $0.00 antes de que su categoría tuviera precio.",
      openPriceList: "Abrir la lista de precios",
      noPriceTitle: "Sin precio todavía",
      noPriceHelp: "Los registros de las cuadrillas en estas categorías se guardan a $0.00:",
      noPriceCategory: "%{name} (%{smart_count} registro de cuadrilla a $0.00) |||| %{name} (%{smart_count} registros de cuadrilla a $0.00)",
    },
  },
};
