import { pageMetadata } from "@/lib/seo/metadata";
import { LoginFromAddress } from "@/components/auth/login-from-address";

// Kept out of search results; the canonical still names the one address of the sign-in page.
export const metadata = pageMetadata({
  title: "Sign in",
  description: "Sign in to your Bright Path Reading member account, or create one.",
  path: "/login",
  noindex: true,
});

// Prerendered: ?mode= and ?next= are read in the browser, and so is whether someone is signed in.
export default function LoginPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <LoginFromAddress />
    </section>
  );
}
