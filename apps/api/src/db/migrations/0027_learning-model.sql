CREATE TABLE "item_biases" (
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "item_biases_item_type_item_id_pk" PRIMARY KEY("item_type","item_id")
);
