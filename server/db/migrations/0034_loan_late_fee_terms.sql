-- Placeholder: filled by the change that owns this number.
SELECT 1;
