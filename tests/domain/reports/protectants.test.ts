import { describe, expect, test } from "bun:test";
import { protectantClass } from "../../../api/domain/reports/protectants";

describe("protectantClass: name first, then notes, first keyword wins, herbicide by default", () => {
  test.each([
    ["Spray for aphids", "", "insecticide"],
    ["Armyworm control", null, "insecticide"],
    ["Alfalfa weevil", null, "insecticide"],
    ["Powdery mildew", "", "fungicide"],
    ["Root rot treatment", "", "fungicide"],
    ["Pre-emergent", "", "herbicide"],
    ["Weed control", "", "herbicide"],
    // "protectant" must not read as "rot"; the notes decide
    ["Crop protectant pass", "mildew pressure", "fungicide"],
    ["Crop protectant pass", "lygus counts high", "insecticide"],
    // neither name nor notes say: the stated default
    ["Spray", null, "herbicide"],
    ["Crop rotation spray", "", "herbicide"],
    // a tank mix goes wholly to the class named first
    ["Herbicide + insecticide tank mix", "", "herbicide"],
    ["Mite and weed spray", "", "insecticide"],
    // the name wins over the notes
    ["Fungicide", "aphids seen too", "fungicide"],
  ] as const)("%p / %p -> %s", (name, notes, expected) => {
    expect(protectantClass(name, notes)).toBe(expected);
  });
});
