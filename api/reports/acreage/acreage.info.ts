import { defineReportInfo, param } from "../report-info";

/**
 * The crop year's acreage of every entity: by default each entity's fields (the Detailed Field Breakdown, the CSV's
 * columns here); view=matrix the crops x entities matrix, whose CSV has a column per entity.
 */
export const acreageInfo = defineReportInfo({
  name: "acreage",
  title: "Acreage Report",
  path: "/reports/acreage/{year}",
  // Its own screen: the Reports tab Acreage (admin-ui/reports/report-tabs.tsx).
  screen: "reports",
  params: [param("year", "path", "year"), param("view", "query", "view", false)],
  columns: [
    ["entityName", "text", "Entity"],
    ["fieldName", "text", "Field"],
    ["location", "text", "Location"],
    ["cropType", "text", "Crop"],
    ["acreage", "acres", "Acres"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Informe de superficie",
    columns: {
      entityName: "Entidad",
      fieldName: "Campo",
      location: "Ubicación",
      cropType: "Cultivo",
      acreage: "Acres",
    },
  },
});
