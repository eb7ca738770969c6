-- Trigram indexes serve the CRM's ILIKE '%term%' search. The extension lives in the platform schema;
-- tenant migrations reach gin_trgm_ops through the tenant search_path ("tenant_x", public).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
