import type { AreaMessages } from "./types";

/** Admin > Price List: what crew entries cost, per entity and category. */
export const priceList: AreaMessages = {
  en: {
    priceList: {
      title: "Price List",
      subtitle: "What crew entries cost, per farm entity and category",
      menu: "Price List",
      entity: "Farm Entity",
      help: "Crew entries are priced from this list: cost per acre and equipment rental per acre, times the acres covered. A blank price counts as $0.00.",
      costPerAcre: "Cost per Acre",
      equipmentRentalPerAcre: "Equipment Rental per Acre",
      save: "Save Prices",
      saved: "Prices saved",
      save_failed: "Failed to save prices",
      load_failed: "Failed to load the price list",
    },
  },
  es: {
    priceList: {
      title: "Lista de precios",
      subtitle: "Lo que cuestan los registros de las cuadrillas, por entidad y categoría",
      menu: "Lista de precios",
      entity: "Entidad agrícola",
      help: "Los registros de las cuadrillas se valoran con esta lista: costo por acre y renta de equipo por acre, por los acres trabajados. Un precio en blanco cuenta como $0.00.",
      costPerAcre: "Costo por acre",
      equipmentRentalPerAcre: "Renta de equipo por acre",
      save: "Guardar precios",
      saved: "Precios guardados",
      save_failed: "No se pudieron guardar los precios",
      load_failed: "No se pudo cargar la lista de precios",
    },
  },
};
