-- Public buckets for the three upload widgets (SPEC §7, §9). Storage itself
-- enforces file_size_limit and allowed_mime_types on every upload; "public"
-- means objects are downloadable by URL without any policy, it does not allow
-- listing or writing.
--
-- SVG: accepted for logos only, because the spec names SVG as a logo format
-- and vector logos are what a designer wants. Photos have no reason to be
-- SVG, and an SVG is a document that can carry script, so the image bucket
-- refuses it. Public objects are served with a sandboxing CSP in any case.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  (
    'azubiprojekt-logos',
    'azubiprojekt-logos',
    true,
    10485760, -- 10 MB
    array['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml']
  ),
  (
    'konfigurator-texte',
    'konfigurator-texte',
    true,
    10485760, -- 10 MB
    array[
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/plain'
    ]
  ),
  (
    'konfigurator-bilder',
    'konfigurator-bilder',
    true,
    26214400, -- 25 MB
    array[
      'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif',
      'image/heic', 'image/heif', 'image/bmp', 'image/tiff'
    ]
  )
on conflict (id) do update
  set name = excluded.name,
      public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;
