import { Illustration } from "@/components/ui/illustration";
import { credentialText } from "@/lib/site-content/staff-profile-schema";
import type { StaffPicture, StaffProfile } from "@/lib/site-content/staff-profiles";

const pictureClass = "bg-brand-50 h-32 w-32 rounded-full object-cover sm:h-40 sm:w-40";

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

function Portrait({ picture, name }: { picture: StaffPicture | null; name: string }) {
  if (picture?.kind === "photo")
    return (
      <picture>
        {picture.sources.map((source) => (
          <source
            key={source.format}
            type={`image/${source.format}`}
            srcSet={source.srcSet}
            sizes="(min-width: 640px) 160px, 128px"
          />
        ))}
        <img
          src={picture.src}
          alt={picture.alt}
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          className={pictureClass}
        />
      </picture>
    );
  if (picture?.kind === "illustration")
    return (
      <Illustration
        src={picture.src}
        alt={picture.alt}
        width={160}
        height={160}
        className={pictureClass}
      />
    );
  // No picture yet: the person's initials, which the heading beside them already says in full.
  return (
    <div
      aria-hidden="true"
      className="bg-brand-50 text-brand-800 flex h-32 w-32 items-center justify-center rounded-full text-4xl font-bold sm:h-40 sm:w-40"
    >
      {initialsOf(name)}
    </div>
  );
}

export function StaffCard({ member }: { member: StaffProfile }) {
  return (
    <article
      aria-labelledby={`${member.id}-name`}
      className="border-brand-100 grid gap-6 rounded-3xl border bg-white p-6 shadow-sm sm:grid-cols-[160px_1fr] sm:p-8"
    >
      <Portrait picture={member.picture} name={member.name} />
      <div>
        <h2 id={`${member.id}-name`} className="text-brand-950 text-2xl font-bold">
          {member.name}
        </h2>
        <p className="text-brand-700 mt-1 font-semibold">{member.role}</p>
        {member.credentials.length ? (
          <ul aria-label="Qualifications" className="mt-3 flex flex-wrap gap-2">
            {member.credentials.map((credential, index) => (
              <li
                key={`${index}-${credential.kind}`}
                className="bg-brand-50 text-brand-900 rounded-full px-3 py-1 text-sm"
              >
                {credentialText(credential)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4 space-y-3 text-slate-700">
          {member.bio.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {member.specialties.length ? (
          <p className="mt-4 text-sm text-slate-700">
            <span className="text-brand-900 font-semibold">
              Ask {member.name.split(" ")[0]} about:{" "}
            </span>
            {member.specialties.join(", ")}
          </p>
        ) : null}
      </div>
    </article>
  );
}
