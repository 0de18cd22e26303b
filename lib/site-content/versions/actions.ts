"use server";
// Publish, discard and restore for every kind of site content (./store.ts), from the editors,
// the history page and the preview bar. Each expires the kind's pages on this instance at once
// (updateTag); the other instances follow its revision (../freshness.ts).
import { updateTag } from "next/cache";
import { draftMode } from "next/headers";
import { z } from "zod";
import { siteEditorChain } from "@/lib/actions/roles";
import { getDb } from "@/db/client";
import type { ContentKind } from "./kind";
import { CONTENT_KINDS, findContentKind } from "./registry";
import { discardDraft, publishDraft, readDraft, restoreVersion, type Published } from "./store";

const kindSchema = z.object({
  kind: z.string({ error: "Please choose what to publish." }).trim().min(1).max(60),
});

async function published(kind: ContentKind<unknown>, result: Published): Promise<string> {
  if (!result.changes.length)
    return `Nothing differed from the live ${kind.label.toLowerCase()}, so nothing was published.`;
  updateTag(kind.tag);
  await kind.afterPublish?.(await getDb());
  return `Published: the site now shows the new ${kind.label.toLowerCase()} (${result.changes.join("; ")}).`;
}

export const publishDraftAction = siteEditorChain.command(
  "site.publish",
  kindSchema,
  async ({ db, editor, input }) => {
    const kind = findContentKind(input.kind);
    return { message: await published(kind, await publishDraft(db, editor, kind)) };
  },
);

export const discardDraftAction = siteEditorChain.command(
  "site.draft_discard",
  kindSchema,
  async ({ db, editor, input }) => {
    const kind = findContentKind(input.kind);
    const { discarded } = await discardDraft(db, editor, kind);
    return {
      message: discarded
        ? `The draft was discarded. The live ${kind.label.toLowerCase()} stay as they are.`
        : "There was no draft to discard.",
    };
  },
);

export const restoreVersionAction = siteEditorChain.command(
  "site.restore",
  z.object({
    id: z.coerce
      .number({ error: "Please choose a version to restore." })
      .int()
      .positive("Please choose a version to restore."),
  }),
  async ({ db, editor, input }) => {
    const { kind, ...result } = await restoreVersion(db, editor, input.id);
    if (!result.changes.length)
      return { message: `Version ${input.id} is what the site shows already.` };
    updateTag(kind.tag);
    await kind.afterPublish?.(await getDb());
    return {
      message: `Version ${input.id} is live again as version ${result.version} (${result.changes.join("; ")}).`,
    };
  },
);

/** The preview bar's Publish: every kind with a draft goes live, then the preview ends. */
export const publishFromPreviewAction = siteEditorChain.form(
  "site.publish",
  z.object({}),
  async ({ db, editor }) => {
    const messages: string[] = [];
    for (const kind of CONTENT_KINDS) {
      if (!(await readDraft(db, kind))) continue;
      messages.push(await published(kind, await publishDraft(db, editor, kind)));
    }
    (await draftMode()).disable();
    return {
      message: messages.length ? messages.join(" ") : "There were no unpublished changes.",
    };
  },
);
