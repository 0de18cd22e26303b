// What the drafts, publishing and history of site content need from one kind of content (the
// business facts, the staff profiles, and whatever kinds come next). A kind describes its whole
// live state as one snapshot (plain JSON), checks a snapshot with its own zod schema, and writes
// one live inside the publishing transaction; the versions module does the rest for every kind.
import type { z } from "zod";
import type { AppDatabase } from "@/db/client";
import type { StaffActor } from "@/lib/practice/audit";

export type ContentTx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];
export type ContentReader = Pick<AppDatabase, "select">;

export type ContentKind<T = unknown> = {
  /** Stored in the drafts and versions tables; never change it once published. */
  key: string;
  /** How editors read it: "Business facts". */
  label: string;
  /** The cache tag of the pages that show it (expired on publish). */
  tag: string;
  /** The page a preview opens. */
  previewPath: string;
  /** The editor of this kind, where a draft is saved and published. */
  editorPath: string;
  /** The same schema the editor's input is checked with; a draft or a restored version passes it too. */
  schema: z.ZodType<T>;
  readLive(db: ContentReader): Promise<T>;
  /** Makes the snapshot live and steps the kind's revision, so other instances follow. */
  writeLive(tx: ContentTx, actor: StaffActor, snapshot: T): Promise<void>;
  /** What differs between two snapshots, by the names editors know the fields by. */
  describeChanges(before: T, after: T): string[];
  /** This process's own follow-up after a publish (the emails' facts). */
  afterPublish?(db: AppDatabase): Promise<void>;
};

/** Declares a kind, its snapshot type checked against its schema and its functions. */
export function contentKind<T>(kind: ContentKind<T>): ContentKind<T> {
  return kind;
}

/** Lets a kind with its own snapshot type sit in one list with the others (./registry.ts). */
export function anyKind<T>(kind: ContentKind<T>): ContentKind<unknown> {
  return kind;
}
