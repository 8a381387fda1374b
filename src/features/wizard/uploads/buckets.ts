// The wizard's Storage buckets, on their own so that the purge function (Deno) reads them
// without the upload code around them.
export const BUCKETS = {
  logos: "azubiprojekt-logos",
  texts: "konfigurator-texte",
  images: "konfigurator-bilder",
} as const;
