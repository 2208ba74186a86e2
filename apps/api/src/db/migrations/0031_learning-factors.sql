CREATE TABLE "item_factors" (
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"bias" real NOT NULL,
	"factors" real[] NOT NULL,
	CONSTRAINT "item_factors_item_type_item_id_pk" PRIMARY KEY("item_type","item_id")
);
