// How far one client gets by rotating X-Forwarded-For: holds granted and contact posts let past
// the per-client rate limit. Run against a freshly started server (its buckets empty):
//   node scripts/measure/client-limits.mjs http://localhost:4101
const base = process.argv[2] ?? "http://localhost:3000";
let counter = 0;
const rotated = () => {
  counter += 1;
  return `198.51.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
};

async function post(path, body) {
  const response = await fetch(base + path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": rotated(),
      "x-real-ip": rotated(),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

function isoDay(date) {
  return date.toISOString().slice(0, 10);
}

async function holds(attempts) {
  const start = new Date();
  const end = new Date(start.getTime() + 41 * 86_400_000);
  const { json } = await post("/api/getAvailabilityV2", {
    startDateISO: isoDay(start),
    endDateISO: isoDay(end),
    recaptchaToken: null,
  });
  const slots = (json?.availability ?? []).flatMap((day) =>
    day.slots.map((slot) => ({ ...slot, date: day.date })),
  );
  const statuses = {};
  let granted = 0;
  for (const slot of slots.slice(0, attempts)) {
    const token =
      (await (await fetch(`${base}/api/bot-check?action=consultation`)).json()).token ?? null;
    const { status } = await post("/api/holdSlot", {
      startISO: slot.start,
      endISO: slot.end,
      dateISO: slot.date,
      recaptchaToken: token,
    });
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) granted += 1;
  }
  return { freeSlots: slots.length, attempts: Math.min(attempts, slots.length), granted, statuses };
}

async function contactPosts(attempts) {
  const statuses = {};
  for (let i = 0; i < attempts; i++) {
    const { status } = await post("/api/contact", {});
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return { attempts, pastTheLimit: attempts - (statuses[429] ?? 0), statuses };
}

console.log(
  JSON.stringify({ base, holds: await holds(80), contact: await contactPosts(40) }, null, 2),
);
