CREATE TABLE "produto_plano" (
	"produto_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	CONSTRAINT "produto_plano_produto_id_plano_id_pk" PRIMARY KEY("produto_id","plano_id")
);
--> statement-breakpoint
ALTER TABLE "pedido" DROP CONSTRAINT "pedido_objeto_ck";--> statement-breakpoint
ALTER TABLE "produto_plano" ADD CONSTRAINT "produto_plano_produto_id_produto_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_plano" ADD CONSTRAINT "produto_plano_plano_id_plano_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "produto_plano_plano_idx" ON "produto_plano" USING btree ("plano_id");--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_objeto_ck" CHECK (case when "pedido"."plano_id" is not null then cardinality("pedido"."ebooks_ids") = 0
               else (cardinality("pedido"."ebooks_ids") > 0) <> (cardinality("pedido"."produtos_ids") > 0) end);