-- The logo widget of step 1 takes any image up to 10 MB (SPEC §5 step 2, last
-- sentence); only the design step's own widget is limited to JPG, PNG, GIF and
-- SVG. So the logo bucket allows the photo formats of the image bucket too
-- (src/features/wizard/uploads/file-rules.ts, STEP1_LOGO_RULES). The size
-- limit stays 10 MB.
update storage.buckets
set allowed_mime_types = array[
  'image/jpeg', 'image/png', 'image/gif', 'image/svg+xml',
  'image/webp', 'image/avif', 'image/heic', 'image/heif', 'image/bmp', 'image/tiff'
]
where id = 'azubiprojekt-logos';
