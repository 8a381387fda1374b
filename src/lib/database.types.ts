export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];
// Placeholder until `npm run gen:types` writes the real file.
export type Database = any;
