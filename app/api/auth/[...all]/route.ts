// /api/auth/* – better-auth's sign-up, sign-in, sign-out and session endpoints.
import { getAuth } from "@/lib/auth/server";
import { withDecidedClientAddress } from "@/lib/http/client-ip";

async function handler(request: Request) {
  const auth = await getAuth();
  return auth.handler(withDecidedClientAddress(request));
}

export { handler as GET, handler as POST };
