"use server";
// Data deletion and access requests: log one, move it through the policy's steps, find and
// export what is stored for the email, and delete it all in one transaction.
import { redirect } from "next/navigation";
import { adminChain } from "@/lib/actions/roles";
import { businessToday } from "@/lib/practice/business-time";
import {
  assertEmailMatches,
  closeRequest,
  closeSchema,
  createRequest,
  createRequestSchema,
  deleteSchema,
  fulfilAccess,
  fulfilDeletion,
  getRequest,
  markStage,
  recordExport,
  requestEmailSchema,
  requestMessages,
  stageSchema,
} from "@/lib/crm/privacy/data-requests";
import {
  findPersonalData,
  personalDataCounts,
  personalDataJson,
} from "@/lib/crm/privacy/personal-data";
import { AppError } from "@/lib/http/responses";
import { resolveAppSecret } from "@/lib/security/app-secret";

export const createRequestAction = adminChain.form(
  "data_request.create",
  createRequestSchema,
  async ({ db, admin, input, now }) => {
    const id = await createRequest(db, admin, input, await resolveAppSecret(db), now);
    redirect(`/admin/data-requests/${id}`);
  },
);

export const markStageAction = adminChain.form(
  "data_request.stage",
  stageSchema,
  async ({ db, admin, input, now }) => {
    await markStage(db, admin, input, now);
    return {
      message:
        input.stage === "acknowledged" ? "Marked as acknowledged." : "Marked as identity verified.",
    };
  },
);

export const closeRequestAction = adminChain.form(
  "data_request.close",
  closeSchema,
  async ({ db, admin, input, now }) => {
    await closeRequest(db, admin, input, now);
    return { message: "Request closed." };
  },
);

async function matchingRequest(
  db: Parameters<typeof getRequest>[0] & Parameters<typeof resolveAppSecret>[0],
  id: string,
  email: string,
) {
  const request = await getRequest(db, id);
  if (!request) throw new AppError(404, requestMessages.gone);
  assertEmailMatches(request, await resolveAppSecret(db), email);
  return request;
}

export const findDataAction = adminChain.form(
  "data_request.find",
  requestEmailSchema,
  async ({ db, input }) => {
    await matchingRequest(db, input.id, input.email);
    const counts = personalDataCounts(await findPersonalData(db, input.email));
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    return {
      message: total
        ? `Found ${total} record${total === 1 ? "" : "s"} for this email.`
        : "Nothing is stored for this email.",
      data: { counts },
    };
  },
);

export const exportDataAction = adminChain.form(
  "data_request.export",
  requestEmailSchema,
  async ({ db, admin, input, now }) => {
    const request = await matchingRequest(db, input.id, input.email);
    const data = await findPersonalData(db, input.email);
    await recordExport(db, admin, request);
    return {
      message: "Export ready: the JSON file is downloading.",
      data: {
        json: personalDataJson(data, now),
        filename: `personal-data-${businessToday(now)}.json`,
      },
    };
  },
);

export const fulfilAccessAction = adminChain.form(
  "data_request.access",
  requestEmailSchema,
  async ({ db, admin, input, now }) => {
    const data = await findPersonalData(db, input.email);
    await fulfilAccess(db, admin, input, await resolveAppSecret(db), now, data);
    return { message: "Access request marked as completed." };
  },
);

export const deleteDataAction = adminChain.form(
  "data_request.delete",
  deleteSchema,
  async ({ db, admin, input, now }) => {
    const counts = await fulfilDeletion(db, admin, input, await resolveAppSecret(db), now);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    return {
      message: `Deleted ${total} record${total === 1 ? "" : "s"}. The request is completed; backups clear within about 30 days.`,
      data: { counts },
    };
  },
);
