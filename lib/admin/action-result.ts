// What an admin server action answers; forms show the message (and any data) it carries.
export type ActionResult<T = unknown> =
  | { ok: true; message: string; data?: T }
  | { ok: false; message: string; fieldErrors?: Record<string, string[] | undefined>; data?: T };
