import type { AreaMessages } from "./types";

/**
 * The messages of the schemas the forms share with the server (docs/decisions/form-validation.md). The English texts
 * are the server's own messages, word for word, with `%{…}` where the server puts a value: admin-ui/lib/validation-text.ts
 * matches a message against them to show it in the user's language. The server keeps its English (the API contract).
 */
export const validation: AreaMessages = {
  en: {
    validation: {
      isRequired: "is required",
      number: "must be a number",
      wholeNumber: "must be a whole number",
      positiveId: "must be a positive id",
      wholeYear: "must be a whole year",
      between: "must be between %{min} and %{max}",
      atMostCharacters: "must be at most %{max} characters",
      zeroOrMore: "must be zero or more",
      lessThanWithDecimals: "must be less than %{limit} with at most %{scale} decimal places",
      notADate: "\"%{value}\" is not a date; use YYYY-MM-DD",
      oneOf: "must be one of %{values}",
      percentage: "must be a percentage",
      percentUpTo100: "must be between 0 and 100 with at most 2 decimals",
      percentUpTo100Fine: "must be between 0 and 100 with at most 4 decimals",
      amount: "must be an amount",
      amountZeroOrMore: "must be an amount of zero or more with at most 2 decimals",
      dateMmDd: "must be a date MM-DD",
      dayOfYear: "must be a day of the year, MM-DD",
      percentagesSumTo100: "percentages must add up to exactly 100",
      sharesSumTo100: "landlords' shares must add up to exactly 100",
      atLeastBaseRent: "must be at least the base rent per acre",
    },
  },
  es: {
    validation: {
      isRequired: "Es obligatorio",
      number: "Debe ser un número",
      wholeNumber: "Debe ser un número entero",
      positiveId: "Debe ser un identificador positivo",
      wholeYear: "Debe ser un año sin decimales",
      between: "Debe estar entre %{min} y %{max}",
      atMostCharacters: "Debe tener como máximo %{max} caracteres",
      zeroOrMore: "Debe ser cero o más",
      lessThanWithDecimals: "Debe ser menor que %{limit} con %{scale} decimales como máximo",
      notADate: "«%{value}» no es una fecha; use AAAA-MM-DD",
      oneOf: "Debe ser uno de: %{values}",
      percentage: "Debe ser un porcentaje",
      percentUpTo100: "Debe estar entre 0 y 100 con 2 decimales como máximo",
      percentUpTo100Fine: "Debe estar entre 0 y 100 con 4 decimales como máximo",
      amount: "Debe ser un monto",
      amountZeroOrMore: "Debe ser un monto de cero o más con 2 decimales como máximo",
      dateMmDd: "Debe ser una fecha MM-DD",
      dayOfYear: "Debe ser un día del año, MM-DD",
      percentagesSumTo100: "Los porcentajes deben sumar exactamente 100",
      sharesSumTo100: "Las partes de los arrendadores deben sumar exactamente 100",
      atLeastBaseRent: "Debe ser al menos la renta base por acre",
    },
  },
};
