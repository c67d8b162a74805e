/**
 * A landlord's tax id (SSN or EIN) as shown anywhere: all but the last four digits hidden; null when none.
 * @example maskTaxId("123-45-6789") === "***-**-6789"; maskTaxId("12-3456789") === "**-***6789"
 */
export function maskTaxId(taxId: string | null | undefined): string | null {
  if (!taxId) return null;
  const digits = taxId.replace(/\D/g, "");
  const last4 = digits.slice(-4);
  return /^\d{2}-\d{7}$/.test(taxId) ? `**-***${last4}` : `***-**-${last4}`;
}

/** An SSN (123-45-6789) or an EIN (12-3456789), dashes optional: 9 digits. */
export const TAX_ID_PATTERN = /^(\d{3}-?\d{2}-?\d{4}|\d{2}-\d{7})$/;
