// Shape of a legal document. Paragraphs may contain the tokens {email} and {phone}; the renderer
// turns them into the support email and phone links from siteConfig.
export type LegalBlock =
  string | { list: string[] } | { rows: [string, string][]; caption: string };

export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

export type LegalDocument = {
  title: string;
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
};
