// The Members Login button's look, shared by the header's light island (before the auth client
// has loaded) and the account area (after), so swapping one for the other does not move anything.
export const membersLoginClasses =
  "min-h-11 rounded-full border-2 border-brand-600 px-4 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50";

/** Holds the button's place while the session is being read. */
export function MembersLoginPlaceholder({ className }: { className: string }) {
  return (
    <div className={className} aria-hidden="true">
      <span className={`${membersLoginClasses} invisible inline-flex items-center`}>
        Members Login
      </span>
    </div>
  );
}
