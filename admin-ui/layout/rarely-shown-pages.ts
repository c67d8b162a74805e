/**
 * react-admin's own pages for what rarely happens (the whole app failing, access denied, an authentication error, an
 * OAuth callback), loaded only when one is shown (admin-ui/App.tsx): the first screen does not carry them.
 */
export { AccessDenied, AuthCallback, AuthenticationError, Error } from "react-admin";
