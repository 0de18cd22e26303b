// Shared by better-auth's hooks and the admin area: the setting that makes two-factor sign-in
// mandatory for admins, and what people are told about it.
export const ADMIN_TWO_FACTOR_SETTING = "admin_two_factor_required";
export const TWO_FACTOR_STILL_REQUIRED =
  "Two-factor sign-in is required for admins, so it can't be turned off. Ask another admin to make it optional first.";
export const TWO_FACTOR_PAGE = "/login/two-factor";
/** The name authenticator apps show beside the code. */
export const TWO_FACTOR_ISSUER = "Bright Path Reading";
