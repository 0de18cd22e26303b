// The two doors into the practice that every call to action opens: the start-here page with its
// consultation booking or its intake form. The services and prices themselves are site content,
// kept in the database (lib/site-content/services.ts).
export const consultationHref = "/start-here?open=consultation";
export const intakeHref = "/start-here?open=intake";
