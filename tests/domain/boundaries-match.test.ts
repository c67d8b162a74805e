import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import {
  type BoundaryFeature,
  BoundaryFileError,
  boundaryErrorText,
  fieldsFeatureCollection,
  matchFeatures,
  propertyNames,
  singleFeature,
} from "../../api/domain/boundaries";

const geometry = {
  type: "Polygon" as const,
  coordinates: [
    [
      [-119.8, 36.7],
      [-119.79, 36.7],
      [-119.79, 36.71],
      [-119.8, 36.7],
    ],
  ],
};
const feature = (properties: Record<string, string>): BoundaryFeature => ({ properties, geometry });

function refusal(run: () => unknown): BoundaryFileError {
  try {
    run();
  } catch (e) {
    if (e instanceof BoundaryFileError) return e;
    throw e;
  }
  throw new Error("expected a BoundaryFileError");
}

const fields = [
  { id: 1, name: "North 40" },
  { id: 2, name: "Canal Block" },
  { id: 3, name: "Home Ranch West" },
];

describe("matching a farm's file of outlines to its fields by a name column", () => {
  test("names match whatever their case and spaces; an outline with no such field, or no name, is unmatched", () => {
    const file = [
      feature({ FIELD_NAME: "NORTH 40", ACRES: "40" }),
      feature({ FIELD_NAME: " canal  block " }),
      feature({ FIELD_NAME: "Orchard 9" }),
      feature({ OTHER: "x" }),
      feature({ FIELD_NAME: "homeranch west" }),
    ];
    const got = matchFeatures(file, fields, "FIELD_NAME");
    expect(got.map((m) => [m.index, m.name, m.field?.id ?? null])).toEqual([
      [0, "NORTH 40", 1],
      [1, "canal  block", 2],
      [2, "Orchard 9", null],
      [3, null, null],
      [4, "homeranch west", 3],
    ]);
    expect(got[0]?.feature).toBe(file[0] as BoundaryFeature);
  });

  test("two outlines named like one field are refused, naming the field and the outlines, in English and Spanish", () => {
    const file = [feature({ NAME: "North 40" }), feature({ NAME: "Canal Block" }), feature({ NAME: "north40" })];
    const e = refusal(() => matchFeatures(file, fields, "NAME"));
    expect(e.code).toBe("FIELD_MATCHED_TWICE");
    expect(e.details).toEqual({ field: "North 40", count: 2, features: [1, 3] });
    expect(e.message).toBe("2 outlines in the file (1 and 3) are named like the field “North 40”. Give each outline its own field's name, or choose another name column.");
    expect(boundaryErrorText(e, "es")).toBe(
      "2 contornos del archivo (1 y 3) tienen el nombre del campo «North 40». Dé a cada contorno el nombre de su propio campo o elija otra columna de nombres.",
    );
  });

  test("property: no field is ever matched twice, and each match carries its field's name", () => {
    const names = fc.constantFrom("North 40", "north 40", "NORTH40", "Canal Block", "canal block", "Home Ranch West", "Orchard 9", "");
    fc.assert(
      fc.property(fc.array(names, { maxLength: 12 }), (given) => {
        const file = given.map((n) => feature({ NAME: n }));
        let got: ReturnType<typeof matchFeatures<(typeof fields)[number]>>;
        try {
          got = matchFeatures(file, fields, "NAME");
        } catch (e) {
          expect(e).toBeInstanceOf(BoundaryFileError);
          expect((e as BoundaryFileError).code).toBe("FIELD_MATCHED_TWICE");
          return;
        }
        const ids = got.flatMap((m) => (m.field ? [m.field.id] : []));
        expect(new Set(ids).size).toBe(ids.length);
        for (const m of got) if (m.field) expect(m.field.name.toLowerCase().replace(/\s/g, "")).toBe((m.name as string).toLowerCase().replace(/\s/g, ""));
        expect(got).toHaveLength(file.length);
      }),
      { numRuns: 300 },
    );
  });

  test("the name column's choices are every attribute name, in the order first met", () => {
    expect(propertyNames([feature({ NAME: "a", ACRES: "1" }), feature({ CROP: "x", NAME: "b" })])).toEqual(["NAME", "ACRES", "CROP"]);
    expect(propertyNames([])).toEqual([]);
  });
});

describe("a file imported onto one field holds one outline", () => {
  test("one outline is taken; several are refused naming how many (MANY_FEATURES); none is no polygon", () => {
    const one = feature({ name: "North 40" });
    expect(singleFeature([one])).toBe(one);
    const e = refusal(() => singleFeature([one, one, one], "ranch.kml"));
    expect(e.code).toBe("MANY_FEATURES");
    expect(e.details.count).toBe(3);
    expect(e.message).toStartWith("“ranch.kml” has 3 field outlines and this field takes one.");
    expect(boundaryErrorText(e, "es")).toStartWith("«ranch.kml» tiene 3 contornos de campo y este campo lleva uno.");
    expect(refusal(() => singleFeature([], "empty.geojson")).code).toBe("NO_POLYGON");
  });
});

describe("the export: a GeoJSON FeatureCollection with each field's properties", () => {
  test("each row becomes a Feature carrying its geometry and properties", () => {
    const got = fieldsFeatureCollection([{ geometry, properties: { fieldId: 7, name: "North 40", boundaryAcres: "245.0258" } }]);
    expect(got).toEqual({
      type: "FeatureCollection",
      features: [{ type: "Feature", geometry, properties: { fieldId: 7, name: "North 40", boundaryAcres: "245.0258" } }],
    });
    expect(JSON.parse(JSON.stringify(got))).toEqual(got);
  });
});
