"use server";
// Admin → Site → Services and → FAQs: every add, edit, move, hide and delete changes the kind's
// draft (./versions/edit-draft.ts); nothing live moves until the editor publishes it from the
// draft panel or the preview bar (./versions/actions.ts), which expires the pages' tag.
import { AppError } from "@/lib/http/responses";
import { siteEditorChain } from "@/lib/actions/roles";
import {
  faqFormSchema,
  FAQ_PAGES,
  faqIdSchema,
  hideFaqSchema,
  moveFaqSchema,
  type FaqSnapshot,
} from "./faq-schema";
import { faqsKind } from "./faqs";
import { newItemId } from "./item-id";
import { swapInList } from "./ordering";
import {
  hideServiceSchema,
  moveServiceSchema,
  serviceFormSchema,
  serviceIdSchema,
  type ServicesSnapshot,
} from "./service-schema";
import { servicesKind } from "./services";
import { editDraft } from "./versions/edit-draft";

const SERVICE_NOT_FOUND = "That service was not found. It may have just been deleted.";
const QUESTION_NOT_FOUND = "That question was not found. It may have just been deleted.";

const DRAFT_NOTE = "Preview it, then publish when it is ready.";

function mustFind<T extends { id: string }>(items: T[], id: string, missing: string): T {
  const item = items.find((i) => i.id === id);
  if (!item) throw new AppError(404, missing);
  return item;
}

export const saveServiceAction = siteEditorChain.form(
  "site.service_save",
  serviceFormSchema,
  async ({ db, editor, input: { id, ...fields }, now }) => {
    const savedId = id ?? newItemId(fields.name);
    await editDraft(db, editor, servicesKind, now, (draft): ServicesSnapshot => {
      if (!id) return { services: [...draft.services, { id: savedId, ...fields, hidden: false }] };
      const before = mustFind(draft.services, id, SERVICE_NOT_FOUND);
      return {
        services: draft.services.map((s) => (s.id === id ? { ...before, ...fields } : s)),
      };
    });
    return {
      message: id
        ? `${fields.name} is changed in the draft. ${DRAFT_NOTE}`
        : `${fields.name} is added to the draft, last in the list. ${DRAFT_NOTE}`,
      data: { id: savedId },
    };
  },
);

export const moveServiceAction = siteEditorChain.command(
  "site.service_move",
  moveServiceSchema,
  async ({ db, editor, input, now }) => {
    let name = "";
    let moved = false;
    await editDraft(db, editor, servicesKind, now, (draft) => {
      name = mustFind(draft.services, input.id, SERVICE_NOT_FOUND).name;
      const services = swapInList(draft.services, input.id, input.direction);
      moved = services !== null;
      return { services: services ?? draft.services };
    });
    return {
      message: moved
        ? `${name} moved ${input.direction} in the draft.`
        : `${name} is already ${input.direction === "up" ? "first" : "last"}.`,
    };
  },
);

export const setServiceHiddenAction = siteEditorChain.command(
  "site.service_hide",
  hideServiceSchema,
  async ({ db, editor, input, now }) => {
    const hidden = input.hidden === "yes";
    let name = "";
    await editDraft(db, editor, servicesKind, now, (draft) => ({
      services: draft.services.map((s) => {
        if (s.id !== input.id) return s;
        name = s.name;
        return { ...s, hidden };
      }),
    }));
    if (!name) throw new AppError(404, SERVICE_NOT_FOUND);
    return {
      message: `${name} is ${hidden ? "hidden" : "shown again"} in the draft. ${DRAFT_NOTE}`,
    };
  },
);

export const deleteServiceAction = siteEditorChain.command(
  "site.service_delete",
  serviceIdSchema,
  async ({ db, editor, input, now }) => {
    let name = "";
    await editDraft(db, editor, servicesKind, now, (draft) => {
      name = mustFind(draft.services, input.id, SERVICE_NOT_FOUND).name;
      return { services: draft.services.filter((s) => s.id !== input.id) };
    });
    return { message: `${name} is removed in the draft. ${DRAFT_NOTE}` };
  },
);

export const saveFaqAction = siteEditorChain.form(
  "site.faq_save",
  faqFormSchema,
  async ({ db, editor, input: { id, ...fields }, now }) => {
    const savedId = id ?? newItemId(fields.question);
    await editDraft(db, editor, faqsKind, now, (draft): FaqSnapshot => {
      if (!id) return { items: [...draft.items, { id: savedId, ...fields, hidden: false }] };
      const before = mustFind(draft.items, id, QUESTION_NOT_FOUND);
      return { items: draft.items.map((i) => (i.id === id ? { ...before, ...fields } : i)) };
    });
    const where = FAQ_PAGES[fields.page].path;
    return {
      message: id
        ? `The question is changed in the draft of ${where}. ${DRAFT_NOTE}`
        : `The question is added to the draft of ${where}, last on that page. ${DRAFT_NOTE}`,
      data: { id: savedId },
    };
  },
);

export const moveFaqAction = siteEditorChain.command(
  "site.faq_move",
  moveFaqSchema,
  async ({ db, editor, input, now }) => {
    let moved = false;
    await editDraft(db, editor, faqsKind, now, (draft) => {
      mustFind(draft.items, input.id, QUESTION_NOT_FOUND);
      const items = swapInList(draft.items, input.id, input.direction, (a, b) => a.page === b.page);
      moved = items !== null;
      return { items: items ?? draft.items };
    });
    return {
      message: moved
        ? `The question moved ${input.direction} in the draft.`
        : `The question is already ${input.direction === "up" ? "first" : "last"} on its page.`,
    };
  },
);

export const setFaqHiddenAction = siteEditorChain.command(
  "site.faq_hide",
  hideFaqSchema,
  async ({ db, editor, input, now }) => {
    const hidden = input.hidden === "yes";
    await editDraft(db, editor, faqsKind, now, (draft) => {
      mustFind(draft.items, input.id, QUESTION_NOT_FOUND);
      return { items: draft.items.map((i) => (i.id === input.id ? { ...i, hidden } : i)) };
    });
    return {
      message: `The question is ${hidden ? "hidden" : "shown again"} in the draft. ${DRAFT_NOTE}`,
    };
  },
);

export const deleteFaqAction = siteEditorChain.command(
  "site.faq_delete",
  faqIdSchema,
  async ({ db, editor, input, now }) => {
    await editDraft(db, editor, faqsKind, now, (draft) => {
      mustFind(draft.items, input.id, QUESTION_NOT_FOUND);
      return { items: draft.items.filter((i) => i.id !== input.id) };
    });
    return { message: `The question is removed in the draft. ${DRAFT_NOTE}` };
  },
);
