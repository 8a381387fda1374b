-- The logo of step 1 may be any image the logo bucket takes (…000500_logo_bucket_any_image.sql);
-- the briefing's check of the logo's type named only the design step's four. Same list as the bucket.
alter table public.webseitenkonzeption
  drop constraint webseitenkonzeption_logo_mime_type_check,
  add constraint webseitenkonzeption_logo_mime_type_check
    check (
      logo_mime_type in (
        'image/jpeg', 'image/png', 'image/gif', 'image/svg+xml',
        'image/webp', 'image/avif', 'image/heic', 'image/heif', 'image/bmp', 'image/tiff'
      )
    );
