import { previewImageAlt } from "~/content/campaign";
import { site } from "~/content/site";

type PageMeta = { title: string; description: string; path: string; image?: string; imageAlt?: string };

/** Title, description, canonical and social-preview tags for a route's `meta` export. */
export function pageMeta({
  title,
  description,
  path,
  image = "/social-preview.png",
  imageAlt = previewImageAlt,
}: PageMeta) {
  const url = `${site.origin}${path}`;
  const imageUrl = `${site.origin}${image}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "de_DE" },
    { property: "og:site_name", content: site.company.shortName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}
