export const CLIENT_ADDRESS_HEADER: "x-bp-client-address";
export const SPOOFABLE_ADDRESS_HEADERS: string[];
export function decideClientAddress(input: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedProxyHops: number;
}): string;
export function trustedProxyHopsFrom(value: string | undefined): number;
