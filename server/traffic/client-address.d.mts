import type { IncomingMessage } from "node:http";
export const CLIENT_ADDRESS_HEADER: "x-bp-client-address";
export const CLIENT_ADDRESS_PROOF_HEADER: "x-bp-client-address-proof";
export const SPOOFABLE_ADDRESS_HEADERS: string[];
export function addressSigningSecret(options?: { create?: boolean }): Buffer | undefined;
export function signAddress(address: string, secret: Buffer): string;
export function isSignedAddress(
  address: string,
  proof: string | null | undefined,
  secret: Buffer,
): boolean;
export function decideClientAddress(input: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedProxyHops: number;
}): string;
export function trustedProxyHopsFrom(value: string | undefined): number;
export function stampClientAddress<R extends IncomingMessage>(
  req: R,
  trustedProxyHops: number,
  secret: Buffer,
): R;
