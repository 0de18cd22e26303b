import { Illustration } from "@/components/ui/illustration";
import type { StaffMember } from "@/lib/content/staff";

export function StaffCard({ member }: { member: StaffMember }) {
  return (
    <article
      aria-labelledby={`${member.id}-name`}
      className="border-brand-100 grid gap-6 rounded-3xl border bg-white p-6 shadow-sm sm:grid-cols-[160px_1fr] sm:p-8"
    >
      <Illustration
        src={member.avatar.src}
        alt={member.avatar.alt}
        width={160}
        height={160}
        className="bg-brand-50 h-32 w-32 rounded-full sm:h-40 sm:w-40"
      />
      <div>
        <h2 id={`${member.id}-name`} className="text-brand-950 text-2xl font-bold">
          {member.name}
        </h2>
        <p className="text-brand-700 mt-1 font-semibold">{member.role}</p>
        <ul aria-label="Qualifications" className="mt-3 flex flex-wrap gap-2">
          {member.credentials.map((credential) => (
            <li
              key={credential}
              className="bg-brand-50 text-brand-900 rounded-full px-3 py-1 text-sm"
            >
              {credential}
            </li>
          ))}
        </ul>
        <div className="mt-4 space-y-3 text-slate-700">
          {member.bio.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-4 text-sm text-slate-700">
          <span className="text-brand-900 font-semibold">
            Ask {member.name.split(" ")[0]} about:{" "}
          </span>
          {member.specialties.join(", ")}
        </p>
      </div>
    </article>
  );
}
