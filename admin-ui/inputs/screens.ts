/**
 * The Inputs group's screens, one chunk loaded when the first of them opens (inputs/index.ts): one import in the
 * first script for all of them, which keeps the first screen within its size goal (bench/ui-bundle-size.ts).
 */
export { LedgerPage } from "../inventory/LedgerPage";
export { ProductCreate, ProductEdit } from "../products/ProductForms";
export { ProductList } from "../products/ProductList";
export { PurchaseCreate, PurchaseEdit } from "../purchases/PurchaseForms";
export { PurchaseList } from "../purchases/PurchaseList";
export { VendorCreate, VendorEdit, VendorList } from "../vendors/Vendors";
