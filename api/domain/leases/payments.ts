/** How rent is paid; what a payment records and the statement shows. */
export const PAYMENT_METHODS = ["check", "ach", "wire", "cash", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
