// The Members Login button's look, shared by the header's light island (before the auth client
// has loaded) and the account area (after), so swapping one for the other does not move anything.
import { buttonClasses } from "@/components/ui/button";
export const membersLoginClasses = buttonClasses("secondary", "whitespace-nowrap", "compact");

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
