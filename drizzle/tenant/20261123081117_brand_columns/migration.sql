-- The brand columns every company starts with (docs/decisions/0010-brand-columns.md). System columns
-- allow only a label change; default columns cannot be deleted. All of them are stored in brands table
-- columns, never in custom_fields. `website` is both a system and a fallback default column: one row.
INSERT INTO "custom_columns" ("entity", "name", "label", "type", "is_required", "is_visible", "is_default", "is_system", "position") VALUES
	('brand', 'name', 'Brand Name', 'text', true, true, false, true, 0),
	('brand', 'industry', 'Industry', 'text', false, true, true, false, 1),
	('brand', 'phone', 'Phone', 'text', false, true, true, false, 2),
	('brand', 'website', 'Website', 'text', false, true, true, true, 3),
	('brand', 'brandOwner', 'Brand Owner', 'text', false, true, false, true, 4),
	('brand', 'createdAt', 'Created At', 'date', false, true, false, true, 5)
ON CONFLICT DO NOTHING;
