-- The whole FigureSpec now lives in one JSON column ("gear" held only the loadout);
-- name, race, st and dx stay as columns for lookups and listings.
ALTER TABLE "Figure" RENAME COLUMN "gear" TO "spec";
UPDATE "Figure" SET "spec" = json_patch("spec", json_object('name', "name", 'race', "race", 'st', "st", 'dx', "dx"));
